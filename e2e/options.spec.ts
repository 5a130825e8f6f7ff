import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/** `createAppKit` options rendered in the dialog (issue 12): the demo's options page, real Chromium. */
const svg = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1" fill="${fill}"/></svg>`)}`

const openPage = (page: Page, options: Record<string, unknown>, extra = '') =>
  page.goto(`/options.html?options=${encodeURIComponent(JSON.stringify(options))}${extra}`)
const dialog = (page: Page, name?: string) =>
  page.locator('appkit-modal').getByRole('dialog', name ? { name, exact: true } : {})
const openConnect = async (page: Page) => {
  await page.locator('appkit-button').getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(dialog(page, 'Connect Wallet')).toBeVisible()
  return dialog(page, 'Connect Wallet')
}

test.describe('createAppKit options in the dialog', () => {
  test.beforeEach(async ({ injectDevWallet }) => {
    await injectDevWallet({ autoApprove: true })
  })

  test('features.legalCheckbox: no wallet can be picked until the terms are accepted', async ({ page }) => {
    await openPage(page, {
      termsConditionsUrl: 'http://localhost:5173/terms',
      privacyPolicyUrl: 'http://localhost:5173/privacy',
      features: { legalCheckbox: true, email: false },
    })
    const connect = await openConnect(page)
    const wallet = connect.getByRole('button', { name: /Gangway Dev Wallet/ })
    await expect(wallet).toBeDisabled()
    await expect(connect.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      'http://localhost:5173/terms',
    )
    await expect(connect.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      'http://localhost:5173/privacy',
    )
    await connect.getByRole('checkbox', { name: /I agree to our/ }).check()
    await expect(wallet).toBeEnabled()
    await wallet.click()
    await expect(dialog(page, 'Account')).toBeVisible()
  })

  test('customWallets, connectorImages, connectorTypeOrder, the terms line, allWallets ONLY_MOBILE, chainImages', async ({
    page,
  }) => {
    await openPage(page, {
      customWallets: [{ id: 'my-own', name: 'My Own Wallet', image_url: svg('#e11d48') }],
      connectorImages: { 'dev.gangway.wallet': svg('#16a34a') },
      chainImages: { 31338: svg('#2563eb') },
      termsConditionsUrl: 'http://localhost:5173/terms',
      allWallets: 'ONLY_MOBILE',
      features: { email: false, connectorTypeOrder: ['custom', 'walletConnect'] },
    })
    const connect = await openConnect(page)
    const rows = connect.getByRole('list').first().getByRole('button')
    // the named groups first (custom, WalletConnect), then Gangway's order: installed, other connectors
    // (Coinbase Wallet's SDK), then the registry's
    await expect(rows.nth(0)).toHaveText(/My Own Wallet/)
    await expect(rows.nth(1)).toHaveText(/WalletConnect/)
    await expect(rows.nth(2)).toHaveText(/Gangway Dev Wallet/)
    await expect(rows.nth(3)).toHaveText(/Coinbase Wallet/)
    await expect(rows.nth(4)).toHaveAttribute('data-wallet-id', /.+/)
    await expect(rows.nth(0).locator('img')).toHaveAttribute('src', svg('#e11d48'))
    await expect(rows.nth(2).locator('img')).toHaveAttribute('src', svg('#16a34a'))
    await expect(connect.getByText('By connecting your wallet, you agree to our Terms of Service')).toBeVisible()
    await expect(connect.getByRole('button', { name: 'All wallets' })).toHaveCount(0)
    await page.keyboard.press('Escape')

    await page.locator('appkit-network-button').getByRole('button').click()
    const networks = dialog(page, 'Choose Network')
    await expect(networks.getByRole('button', { name: /Gangway Devnet B/ }).locator('img')).toHaveAttribute(
      'src',
      svg('#2563eb'),
    )
    // without a site image a built-in network shows the server's logo of its imageId (issue 36)
    await expect(networks.getByRole('button', { name: /Gangway Devnet A/ }).locator('img')).toHaveAttribute(
      'src',
      /\/public\/getAssetImage\/ethereum\?/,
    )

    await openPage(page, { allWallets: 'ONLY_MOBILE', features: { email: false } }, '&mobile=1')
    await expect((await openConnect(page)).getByRole('button', { name: 'All wallets' })).toBeVisible()
  })

  test('enableWalletConnect false and features.collapseWallets', async ({ page }) => {
    await openPage(page, {
      enableWalletConnect: false,
      customWallets: [{ id: 'my-own', name: 'My Own Wallet' }],
      features: { collapseWallets: true },
    })
    const connect = await openConnect(page)
    await expect(connect.getByRole('textbox', { name: 'Email' })).toBeVisible()
    await expect(connect.getByRole('button', { name: /Gangway Dev Wallet/ })).toHaveCount(0)
    await connect.getByRole('button', { name: 'Continue with a wallet' }).click()
    const wallets = page.locator('appkit-modal [data-view="ConnectWallets"]')
    await expect(wallets.getByRole('button', { name: /Gangway Dev Wallet/ })).toBeVisible()
    // Coinbase Wallet (enableCoinbase, on by default) connects through its SDK, not WalletConnect: it stays
    await expect(wallets.getByRole('button', { name: /Coinbase Wallet/ })).toBeVisible()
    await expect(wallets.getByRole('button')).toHaveCount(2)
  })
})
