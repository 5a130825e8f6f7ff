import type { Page } from '@playwright/test'
import { enterCode, loginCode, loginWithEmailInDialog } from './devInbox.ts'
import { expect, test } from './fixtures.ts'
import { signInAtDevProvider } from './signInAtDevProvider.ts'
import { approveInWebWallet, openWebWallet, walletConnectLink } from './webWalletPage.ts'

const dialog = (page: Page, name: string) => page.locator('appkit-modal').getByRole('dialog', { name, exact: true })
const DEV = 'dev.gangway.wallet'
const EMAIL = 'ID_AUTH'

/** The demo's Multi-wallet card: what `useAppKitConnections` lists, by connector id → status. */
async function hookStatuses(page: Page): Promise<Record<string, string>> {
  const items = page.getByTestId('multi-connection')
  const out: Record<string, string> = {}
  for (const item of await items.all()) {
    out[(await item.getAttribute('data-connector-id')) as string] = (await item.getAttribute('data-status')) as string
  }
  return out
}

test('multi-wallet: the dev wallet, then an e-mail wallet beside it; switch both ways (the site’s hooks and wagmi follow), delete one', async ({
  page,
  injectDevWallet,
}) => {
  test.setTimeout(150_000)
  const email = `multi-${Date.now()}@example.test`
  await injectDevWallet({ autoApprove: true })
  await page.goto('/?siwx=off&multiwallet=on')
  await page.locator('appkit-button').getByRole('button').click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /Gangway Dev Wallet/ })
    .click()
  const account = dialog(page, 'Account')
  await expect(account).toBeVisible()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  const devAddress = (await page.getByTestId('demo-address').textContent()) as string
  expect(devAddress).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await expect(page.getByTestId('multi-current')).toContainText(devAddress)

  // Account → Your wallets → Add another wallet → e-mail login
  await account.getByTestId('account-wallets').click()
  const wallets = dialog(page, 'Wallets')
  await expect(wallets.getByTestId('profile-wallet')).toHaveCount(1)
  await expect(wallets.locator(`[data-connector-id="${DEV}"]`)).toHaveAttribute('data-status', 'connected')
  await wallets.getByRole('button', { name: 'Add another wallet' }).click()
  await loginWithEmailInDialog(page, email)

  // back on the list: the e-mail wallet current, the dev wallet kept as an active connection
  await expect(wallets).toBeVisible({ timeout: 20_000 })
  await expect(wallets.locator(`[data-connector-id="${EMAIL}"]`)).toHaveAttribute('data-status', 'connected')
  await expect(wallets.locator(`[data-connector-id="${EMAIL}"]`)).toContainText(email)
  await expect(wallets.locator(`[data-connector-id="${DEV}"]`)).toHaveAttribute('data-status', 'active')
  await expect(page.getByTestId('demo-embedded')).toHaveText(`email: ${email}`)
  const emailAddress = (await page.getByTestId('demo-address').textContent()) as string
  expect(emailAddress).not.toBe(devAddress)
  await expect(page.getByTestId('wagmi-address')).toHaveText(emailAddress)
  await expect.poll(() => hookStatuses(page)).toEqual({ [EMAIL]: 'connected', [DEV]: 'active' })
  await expect(page.getByTestId('multi-current')).toContainText(emailAddress)

  // switch to the dev wallet in the dialog: no prompt, the site's hooks and wagmi follow
  await wallets.getByRole('button', { name: /^Switch to Gangway Dev Wallet/ }).click()
  await expect(wallets.locator(`[data-connector-id="${DEV}"]`)).toHaveAttribute('data-status', 'connected')
  await expect(wallets.locator(`[data-connector-id="${EMAIL}"]`)).toHaveAttribute('data-status', 'active')
  await expect(page.locator('appkit-modal').getByRole('status').getByText('Wallet switched')).toBeVisible()
  await expect(page.getByTestId('demo-address')).toHaveText(devAddress)
  await expect(page.getByTestId('wagmi-address')).toHaveText(devAddress)
  await expect(page.getByTestId('multi-current')).toContainText(devAddress)
  await expect.poll(() => hookStatuses(page)).toEqual({ [DEV]: 'connected', [EMAIL]: 'active' })

  // and back to the e-mail wallet from the site (useAppKitConnection's switchConnection): no new login
  await page.keyboard.press('Escape')
  await expect(wallets).toBeHidden()
  await page
    .getByTestId('multi-connection')
    .filter({ hasText: 'active' })
    .getByRole('button', { name: 'Switch' })
    .click()
  await expect(page.getByTestId('multi-result')).toHaveText('switched wallet')
  await expect(page.getByTestId('demo-address')).toHaveText(emailAddress)
  await expect(page.getByTestId('wagmi-address')).toHaveText(emailAddress)
  await expect(page.getByTestId('demo-embedded')).toHaveText(`email: ${email}`)

  // delete the dev wallet: gone from the dialog and from the site's list; the e-mail wallet stays
  await page.getByRole('button', { name: 'Your wallets' }).click()
  await wallets.getByRole('button', { name: /^Delete Gangway Dev Wallet/ }).click()
  await expect(wallets.getByTestId('profile-wallet')).toHaveCount(1)
  await expect(wallets.locator(`[data-connector-id="${EMAIL}"]`)).toHaveAttribute('data-status', 'connected')
  await expect.poll(() => hookStatuses(page)).toEqual({ [EMAIL]: 'connected' })
  await expect(page.getByTestId('demo-address')).toHaveText(emailAddress)
})

test('multi-wallet off: the connection hooks answer nothing and the dialog shows the info alert', async ({
  page,
  injectDevWallet,
}) => {
  await injectDevWallet({ autoApprove: true })
  await page.goto('/?siwx=off&multiwallet=off')
  await page.locator('appkit-button').getByRole('button').click()
  const connect = dialog(page, 'Connect Wallet')
  await expect(connect.getByRole('alert')).toHaveText('Multi-Wallet Not Enabled')
  await expect(connect.getByRole('alert')).toHaveAttribute('data-code', 'MULTI_WALLET_NOT_ENABLED')
  await connect.getByRole('button', { name: /Gangway Dev Wallet/ }).click()
  await expect(dialog(page, 'Account')).toBeVisible()
  await expect(dialog(page, 'Account').getByTestId('account-wallets')).toHaveCount(0)
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('multi-connection')).toHaveCount(0)
  await expect(page.getByTestId('multi-current')).toHaveText('—')
})

test('a remembered e-mail wallet reconnects from the Wallets list: at once while its session lives, else a code to its address (issue 37 item 14)', async ({
  page,
  injectDevWallet,
}) => {
  test.setTimeout(180_000)
  const email = `recent-${Date.now()}@example.test`
  await injectDevWallet({ autoApprove: true })
  await page.goto('/?siwx=off&multiwallet=on')
  await page.locator('appkit-button').getByRole('button').click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /Gangway Dev Wallet/ })
    .click()
  const account = dialog(page, 'Account')
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  const devAddress = (await page.getByTestId('demo-address').textContent()) as string
  await account.getByTestId('account-wallets').click()
  const wallets = dialog(page, 'Wallets')
  await wallets.getByRole('button', { name: 'Add another wallet' }).click()
  await loginWithEmailInDialog(page, email)
  const row = wallets.locator(`[data-connector-id="${EMAIL}"]`)
  await expect(row).toHaveAttribute('data-status', 'connected', { timeout: 20_000 })
  const emailAddress = (await page.getByTestId('demo-address').textContent()) as string
  const firstCode = await loginCode(page.request, email)

  // the dev wallet current again, then a reload: only it is restored, the e-mail wallet is remembered
  await wallets.getByRole('button', { name: /^Switch to Gangway Dev Wallet/ }).click()
  await expect(wallets.locator(`[data-connector-id="${DEV}"]`)).toHaveAttribute('data-status', 'connected')
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('connected', { timeout: 20_000 })
  await page.getByRole('button', { name: 'Your wallets' }).click()
  await expect(row).toHaveAttribute('data-status', 'disconnected')
  await expect(row).toContainText(email)
  // its login in the frame still lives: one click reconnects it, no code asked
  await row.getByTestId('profile-wallet-switch').click()
  await expect(row).toHaveAttribute('data-status', 'connected', { timeout: 20_000 })
  await expect(page.getByTestId('demo-address')).toHaveText(emailAddress)
  await expect(page.getByTestId('demo-embedded')).toHaveText(`email: ${email}`)
  await expect(dialog(page, 'Confirm Email')).toHaveCount(0)

  // signed out (Account's Disconnect keeps it remembered): the click mails a code to the remembered address.
  // The dialog stays on Account, now the dev wallet's (issue 37: it showed "Connect Wallet" though the dev
  // wallet was still connected)
  await page.keyboard.press('Escape')
  await page.locator('appkit-button').getByRole('button').first().click()
  await account.getByRole('button', { name: /Disconnect|Sign out/ }).click()
  await expect(page.getByTestId('demo-address')).toHaveText(devAddress, { timeout: 20_000 })
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(account).toBeVisible()
  await expect(account.getByTestId('account-wallets')).toBeVisible()
  await expect(dialog(page, 'Connect Wallet')).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(page.locator('appkit-modal').getByRole('dialog')).toHaveCount(0)
  await page.getByRole('button', { name: 'Your wallets' }).click()
  await expect(row).toHaveAttribute('data-status', 'disconnected')
  await row.getByTestId('profile-wallet-switch').click()
  const confirm = dialog(page, 'Confirm Email')
  await expect(confirm).toBeVisible({ timeout: 15_000 })
  await expect(confirm).toContainText(`Enter the code we sent to ${email}`)
  let code = ''
  await expect.poll(async () => (code = await loginCode(page.request, email)), { timeout: 15_000 }).not.toBe(firstCode)
  await enterCode(confirm, code)
  await expect(page.getByTestId('demo-address')).toHaveText(emailAddress, { timeout: 20_000 })
  await expect(page.getByTestId('demo-embedded')).toHaveText(`email: ${email}`)
  await expect.poll(() => hookStatuses(page)).toEqual({ [EMAIL]: 'connected', [DEV]: 'active' })
})

test('a remembered social or WalletConnect wallet reconnects from the Wallets list: its provider’s popup, a fresh QR code (issue 37 item 14)', async ({
  context,
  page,
  injectDevWallet,
}) => {
  test.setTimeout(180_000)
  const someone = '0x3333333333333333333333333333333333333333'
  // what an earlier visit left (core's `recent_connections`): a Google login and a WalletConnect wallet
  await page.addInitScript(
    (recent) => {
      if (!localStorage.getItem('@gangway/recent_connections')) {
        localStorage.setItem('@gangway/recent_connections', JSON.stringify(recent))
      }
    },
    {
      eip155: [
        { connectorId: 'walletConnect', accounts: [{ address: someone }], caipNetworkId: 'eip155:31337' },
        {
          connectorId: EMAIL,
          accounts: [{ address: someone }],
          caipNetworkId: 'eip155:31337',
          auth: { name: 'google', username: 'alice' },
        },
      ],
    },
  )
  await injectDevWallet({ autoApprove: true })
  await page.goto('/?siwx=off&multiwallet=on')
  await page.locator('appkit-button').getByRole('button').click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /Gangway Dev Wallet/ })
    .click()
  await dialog(page, 'Account').getByTestId('account-wallets').click()
  const wallets = dialog(page, 'Wallets')
  const wc = wallets.locator('[data-connector-id="walletConnect"]')
  const social = wallets.locator(`[data-connector-id="${EMAIL}"]`)
  await expect(wc).toHaveAttribute('data-status', 'disconnected')
  await expect(social).toHaveAttribute('data-status', 'disconnected')

  // Google: the provider's popup from the click, the dev user signs in, the social wallet is current
  const [popup] = await Promise.all([page.waitForEvent('popup'), social.getByTestId('profile-wallet-switch').click()])
  await expect(dialog(page, 'Log in with Google')).toBeVisible()
  await signInAtDevProvider(popup)
  await expect(page.getByTestId('demo-embedded')).toHaveText('google: alice@example.com', { timeout: 20_000 })
  await expect.poll(() => hookStatuses(page)).toMatchObject({ [EMAIL]: 'connected', [DEV]: 'active' })

  // WalletConnect: its session is gone, so the click shows a fresh QR code in the dialog; the dev web wallet
  // (WalletKit, on the local relay) scans it and the WalletConnect wallet is current, the others stay active
  const wallet = await openWebWallet(context)
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Your wallets' }).click()
  await expect(wc).toHaveAttribute('data-status', 'disconnected')
  await wc.getByTestId('profile-wallet-switch').click()
  await approveInWebWallet(wallet, await walletConnectLink(page.locator('appkit-modal')))
  await expect(page.getByTestId('demo-address')).toHaveText('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', {
    timeout: 20_000,
  })
  await expect
    .poll(() => hookStatuses(page))
    .toMatchObject({ walletConnect: 'connected', [EMAIL]: 'active', [DEV]: 'active' })
})
