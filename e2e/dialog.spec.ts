import type { Page, TestInfo } from '@playwright/test'
import { expect, test, walletRequest } from './fixtures.ts'

/** Anvil account 6: untouched by other specs, so its balance is exactly 10 000 ETH. */
const KEY = '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e'
const ADDRESS = '0x976EA74026E726554dB657fA54763abd0C3a0aa9'
const SHORT = '0x976E…0aa9'

const connectButton = (page: Page) => page.locator('appkit-button').getByRole('button')
const dialog = (page: Page, name?: string) =>
  page.locator('appkit-modal').getByRole('dialog', name ? { name, exact: true } : {})

/** Saves a screenshot in the test's output folder (kept after the run) and attaches it to the report. */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(name)
  await page.screenshot({ path })
  await testInfo.attach(name, { path, contentType: 'image/png' })
}

async function connectWithDevWallet(page: Page) {
  await connectButton(page).click()
  const connect = dialog(page, 'Connect Wallet')
  await expect(connect).toBeVisible()
  await connect.getByRole('button', { name: /Gangway Dev Wallet/ }).click()
  await expect(dialog(page, 'Account')).toBeVisible()
}

test.describe('the dialog with the dev wallet', () => {
  test.beforeEach(async ({ injectDevWallet }) => {
    await injectDevWallet({ autoApprove: true, privateKey: KEY })
  })

  test('connect, balance, switch network, unsupported chain, disconnect, reconnect after reload', async ({ page }) => {
    await page.goto('/?siwx=off')
    await expect(connectButton(page)).toHaveText('Connect Wallet')
    await connectWithDevWallet(page)
    const account = dialog(page, 'Account')
    await expect(account.getByTestId('account-address')).toHaveText(SHORT)
    await expect(account.getByTestId('account-balance')).toHaveText('10,000 ETH')
    await expect(page.getByTestId('demo-address')).toHaveText(ADDRESS)
    await expect(page.getByTestId('wagmi-address')).toHaveText(ADDRESS)
    await expect(page.getByTestId('wagmi-balance')).toHaveText('10000 ETH')

    await account.getByRole('button', { name: /Network: Gangway Devnet A/ }).click()
    const networks = dialog(page, 'Choose Network')
    await networks.getByRole('button', { name: /Gangway Devnet B/ }).click()
    await expect(dialog(page, 'Account')).toBeVisible()
    await expect(dialog(page, 'Account').getByRole('button', { name: /Network: Gangway Devnet B/ })).toBeVisible()
    expect(await walletRequest(page, 'eth_chainId')).toBe('0x7a6a')
    await expect(page.getByTestId('demo-chain-id')).toHaveText('31338')

    await walletRequest(page, 'wallet_addEthereumChain', [
      {
        chainId: '0x539',
        chainName: 'Elsewhere',
        rpcUrls: ['http://127.0.0.1:8545'],
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ])
    const unsupported = dialog(page, 'Switch Network')
    await expect(unsupported).toBeVisible()
    await expect(unsupported.getByText('This app doesn’t support your current network')).toBeVisible()
    await unsupported.getByRole('button', { name: /Gangway Devnet A/ }).click()
    await expect(dialog(page, 'Account')).toBeVisible()
    expect(await walletRequest(page, 'eth_chainId')).toBe('0x7a69')

    await dialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
    await expect(dialog(page)).toBeHidden()
    await expect(connectButton(page)).toHaveText('Connect Wallet')

    await connectWithDevWallet(page)
    await page.keyboard.press('Escape')
    await page.reload()
    await expect(connectButton(page)).toContainText(SHORT)
    await expect(page.getByTestId('demo-address')).toHaveText(ADDRESS)
  })

  test('keyboard only: open, pick the wallet, Esc closes and focus returns to the button', async ({ page }) => {
    await page.goto('/?siwx=off')
    await connectButton(page).focus()
    await page.keyboard.press('Enter')
    const connect = dialog(page, 'Connect Wallet')
    await expect(connect).toBeVisible()
    const wallet = connect.getByRole('button', { name: /Gangway Dev Wallet/ })
    for (
      let i = 0;
      // past the e-mail field and the social logins (SPEC order: email, social, wallet)
      i < 16 && !(await wallet.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement));
      i++
    ) {
      await page.keyboard.press('Tab')
    }
    await expect(wallet).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(dialog(page, 'Account')).toBeVisible()
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      const inside = await page.evaluate(() => document.activeElement?.tagName === 'APPKIT-MODAL')
      expect(inside).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()
    await expect(connectButton(page)).toBeFocused()
  })

  test('screenshots of Connect and Account in light and dark', async ({ page }, testInfo) => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      await page.goto('/?siwx=off')
      await connectButton(page).click()
      await expect(dialog(page, 'Connect Wallet').getByRole('button', { name: /Gangway Dev Wallet/ })).toBeVisible()
      await shot(page, testInfo, `connect-${scheme}.png`)
      await dialog(page, 'Connect Wallet')
        .getByRole('button', { name: /Gangway Dev Wallet/ })
        .click()
      await expect(dialog(page, 'Account').getByTestId('account-balance')).toHaveText('10,000 ETH')
      await shot(page, testInfo, `account-${scheme}.png`)
      await dialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
      await expect(connectButton(page)).toHaveText('Connect Wallet')
    }
  })
})

test('rejecting in the wallet shows the declined state, and retry connects', async ({ page, injectDevWallet }) => {
  await injectDevWallet({ autoApprove: false, privateKey: KEY })
  await page.goto('/?siwx=off')
  await connectButton(page).click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /Gangway Dev Wallet/ })
    .click()
  const prompt = page.getByRole('dialog', { name: 'Gangway Dev Wallet: Connect' })
  await prompt.getByRole('button', { name: 'Reject' }).click()
  const connecting = dialog(page, 'Gangway Dev Wallet')
  await expect(connecting.getByText('Connection declined')).toBeVisible()
  await connecting.getByRole('button', { name: 'Try again' }).click()
  await prompt.getByRole('button', { name: 'Approve' }).click()
  await expect(dialog(page, 'Account').getByTestId('account-address')).toHaveText(SHORT)
})
