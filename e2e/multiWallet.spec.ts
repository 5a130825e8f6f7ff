import type { Page } from '@playwright/test'
import { loginWithEmailInDialog } from './devInbox.ts'
import { expect, test } from './fixtures.ts'

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
