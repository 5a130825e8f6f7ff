import { copyFileSync, mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Locator, Page, TestInfo } from '@playwright/test'
import { expect, test, walletRequest } from './fixtures.ts'
import { overflowingElements } from './overflow.ts'
import { prepareVisualAccount, VISUAL_KEY } from './visualState.ts'

/**
 * Visual tests of the dialog (issue 36): every view a visitor reaches on the demo, at 1280×800 and 390×844,
 * light and dark, compared with committed baselines (`toHaveScreenshot`, `visual.spec.ts-snapshots/`) — the
 * dialog's panel over a blank page, so a change of the demo page does not move the dialog's baselines.
 * Stable by construction: the system's fonts (DejaVu Sans through `system-ui`, no font is fetched),
 * animations off and reduced motion, a key of the tests' own with fixed balances and collectibles
 * (`visualState.ts`), and the few things that differ per run (pairing QR codes and links, swap quotes that
 * follow the pools other specs trade on) masked. At 390 px every view is also checked for anything past the
 * right edge (`overflow.ts`), the demo page before and after connecting included.
 *
 * A variant is viewport × colour scheme × locale (LOCALES, its query parameter on the demo); the tests find
 * their way by English names. Arabic, right to left, has tests of its own at the end (a desktop and a phone
 * variant): Connect, All Wallets, Account, Networks and Send mirrored, found by test ids and roles only. `SCREENSHOTS=before|after` also copies the main views
 * to `docs/screenshots/<prefix>-<view>-<variant>.png` for the issue's before/after note.
 *
 * Update the baselines after an intended change: `npx playwright test -c e2e/playwright.config.ts
 * e2e/visual.spec.ts --update-snapshots`, then look at every changed picture.
 */

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const
const SCHEMES = ['light', 'dark'] as const
/** Locales shown; `query` is what the demo is opened with. */
const LOCALES: { name: string; query: string }[] = [{ name: 'en', query: '' }]

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
/** Hides everything but the dialog while a baseline is taken (Playwright's stylesheet pierces shadow roots). */
const BLANK_PAGE = resolve(root, 'e2e/visualBlankPage.css')
/** Draws the per-run values (swap quotes, Bitcoin balances) transparent: their layout stays, their digits not. */
const HIDE_VALUES = resolve(root, 'e2e/visualHideValues.css')
const MAIN_VIEWS = new Set([
  'connect',
  'all-wallets',
  'not-installed',
  'account',
  'nfts',
  'wallets',
  'swap',
  'buy',
  'pay',
])

type Variant = {
  viewport: (typeof VIEWPORTS)[number]
  scheme: (typeof SCHEMES)[number]
  locale: (typeof LOCALES)[number]
}
const VARIANTS: Variant[] = LOCALES.flatMap((locale) =>
  VIEWPORTS.flatMap((viewport) => SCHEMES.map((scheme) => ({ viewport, scheme, locale }))),
)
const variantName = (v: Variant) => `${v.viewport.name}-${v.scheme}${v.locale.name === 'en' ? '' : `-${v.locale.name}`}`

const modal = (page: Page) => page.locator('appkit-modal')
const dialog = (page: Page, name?: string | RegExp) =>
  modal(page).getByRole('dialog', name ? { name, exact: typeof name === 'string' } : {})
const connectButton = (page: Page) => page.locator('appkit-button').getByRole('button').first()

function demoUrl(variant: Variant, query: string): string {
  const params = [query, variant.locale.query].filter(Boolean).join('&')
  return `/${params ? `?${params}` : ''}`
}

/** Waits until every image in the dialog has loaded (or failed) and nothing is loading. */
async function settled(page: Page) {
  await expect(modal(page).getByRole('status', { name: 'Loading…' })).toHaveCount(0)
  await page.waitForFunction(() => {
    const root = document.querySelector('appkit-modal')?.shadowRoot
    if (!root) return true
    return [...root.querySelectorAll('img')].every((img) => img.complete || img.loading === 'lazy')
  })
  // a frame for layout after the last image
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))))
}

async function noOverflow(page: Page, variant: Variant, what: string) {
  if (variant.viewport.name !== 'phone') return
  expect
    .soft(await overflowingElements(page), `${what}: nothing past the right edge at ${variant.viewport.width} px`)
    .toEqual([])
}

/** Screenshot of the viewport (the dialog over the page), compared with its baseline, and checked for overflow. */
async function snap(
  page: Page,
  testInfo: TestInfo,
  variant: Variant,
  view: string,
  mask: Locator[] = [],
  hideValues = false,
) {
  await settled(page)
  await noOverflow(page, variant, view)
  const name = `${view}-${variantName(variant)}.png`
  // the dialog alone, over a blank page: the demo page behind it is not part of these baselines
  await expect(modal(page).getByRole('dialog')).toHaveScreenshot(name, {
    mask,
    maxDiffPixels: 40,
    stylePath: hideValues ? [BLANK_PAGE, HIDE_VALUES] : BLANK_PAGE,
  })
  const prefix = process.env.SCREENSHOTS
  if (prefix && MAIN_VIEWS.has(view)) {
    const dir = resolve(root, 'docs/screenshots')
    mkdirSync(dir, { recursive: true })
    const path = testInfo.outputPath(name)
    // unmasked: the note shows the real QR code with its logo
    await page.screenshot({ path })
    copyFileSync(path, resolve(dir, `${prefix}-${name}`))
  }
}

for (const variant of VARIANTS) {
  test.describe(`visual ${variantName(variant)}`, () => {
    test.use({
      viewport: { width: variant.viewport.width, height: variant.viewport.height },
      colorScheme: variant.scheme,
      reducedMotion: 'reduce',
    })

    test('Connect side: Connect, guides, All Wallets, a wallet that is not installed, WalletConnect, socials', async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000)
      await page.goto(demoUrl(variant, 'siwx=off'))
      await expect(connectButton(page)).toBeVisible()
      await noOverflow(page, variant, 'demo page before connecting')
      await connectButton(page).click()
      const connect = dialog(page, 'Connect Wallet')
      await expect(connect.getByRole('button', { name: /Gangway Dev Wallet/ })).toBeVisible()
      await snap(page, testInfo, variant, 'connect')

      await connect.getByRole('button', { name: 'What is a wallet?' }).click()
      await expect(dialog(page, 'What is a wallet?')).toBeVisible()
      await snap(page, testInfo, variant, 'what-is-a-wallet')
      await dialog(page).getByRole('button', { name: 'Back', exact: true }).click()

      await dialog(page, 'Connect Wallet')
        .getByRole('button', { name: /All wallets/i })
        .click()
      const all = dialog(page, 'All Wallets')
      await expect(all.locator('[data-wallet-id]').nth(20)).toBeVisible()
      await snap(page, testInfo, variant, 'all-wallets')

      await all.locator('[data-wallet-id="io.metamask"]').click()
      // a phone shows the wallet and its deep link, a computer the QR code with the wallet's logo
      await expect(dialog(page, 'MetaMask').getByRole('textbox', { name: 'WalletConnect link' })).toBeAttached({
        timeout: 20_000,
      })
      await snap(page, testInfo, variant, 'not-installed', [dialog(page).locator('img.qr')])
      await dialog(page).getByRole('button', { name: 'Back', exact: true }).click()
      await dialog(page).getByRole('button', { name: 'Back', exact: true }).click()

      const more = dialog(page, 'Connect Wallet').getByTestId('social-selector-more')
      if (await more.count()) {
        await more.click()
        await snap(page, testInfo, variant, 'all-socials')
        await dialog(page).getByRole('button', { name: 'Back', exact: true }).click()
      }
      await dialog(page, 'Connect Wallet').locator('[data-connector-id="walletConnect"]').click()
      await expect(dialog(page, 'WalletConnect').locator('img.qr')).toBeVisible({ timeout: 20_000 })
      await snap(page, testInfo, variant, 'walletconnect', [dialog(page).locator('img.qr')])
    })

    test('Account side: Account and its tabs, networks, send, receive, swap, buy, name, pay', async ({
      page,
      injectDevWallet,
    }, testInfo) => {
      test.setTimeout(180_000)
      await prepareVisualAccount()
      await injectDevWallet({ autoApprove: true, privateKey: VISUAL_KEY })
      await page.goto(demoUrl(variant, 'siwx=off'))
      await connectButton(page).click()
      await dialog(page, 'Connect Wallet')
        .getByRole('button', { name: /Gangway Dev Wallet/ })
        .click()
      const account = dialog(page, 'Account')
      await expect(account.getByTestId('account-balance')).toContainText('1.25')
      await expect(account.getByText('Gangway USD')).toBeVisible()
      await noOverflow(page, variant, 'demo page after connecting (dialog open)')
      await snap(page, testInfo, variant, 'account')

      await account.getByRole('tab', { name: 'NFTs' }).click()
      await expect(account.getByTestId('nft-item')).toHaveCount(4, { timeout: 30_000 })
      await snap(page, testInfo, variant, 'nfts')
      await account.getByRole('tab', { name: 'Activity' }).click()
      await expect(account.getByRole('tabpanel')).not.toBeEmpty()
      await snap(page, testInfo, variant, 'activity', [account.getByRole('tabpanel')])
      await account.getByRole('tab', { name: 'Tokens' }).click()

      await account.getByRole('button', { name: /^Network/ }).click()
      await expect(dialog(page, 'Choose Network')).toBeVisible()
      await snap(page, testInfo, variant, 'networks')
      await dialog(page).getByRole('button', { name: 'What is a network?' }).click()
      await snap(page, testInfo, variant, 'what-is-a-network')
      await dialog(page).getByRole('button', { name: 'Back', exact: true }).click()
      await dialog(page).getByRole('button', { name: 'Back', exact: true }).click()

      await dialog(page, 'Account').getByRole('button', { name: 'Send', exact: true }).click()
      const send = dialog(page, 'Send')
      await expect(send).toBeVisible()
      await snap(page, testInfo, variant, 'send')
      await send.getByRole('button', { name: /Select token/ }).click()
      await expect(dialog(page, 'Select Token').getByText('Gangway USD')).toBeVisible()
      await snap(page, testInfo, variant, 'send-select-token')
      await dialog(page, 'Select Token').getByText('Gangway USD').click()
      await send.getByLabel('Amount').fill('12.5')
      await send.getByLabel('Receiver address').fill('0x000000000000000000000000000000000000dEaD')
      await send.getByTestId('send-submit').click()
      await expect(dialog(page, 'Review Send')).toBeVisible()
      await snap(page, testInfo, variant, 'send-preview', [dialog(page).locator('dd').last()])
      await dialog(page).getByRole('button', { name: 'Cancel' }).click()
      await dialog(page).getByRole('button', { name: 'Back', exact: true }).click()

      await dialog(page, 'Account').getByRole('button', { name: 'Receive' }).click()
      await expect(dialog(page, 'Receive')).toBeVisible()
      await snap(page, testInfo, variant, 'receive')
      await dialog(page).getByRole('button', { name: 'Back', exact: true }).click()

      await dialog(page, 'Account').getByTestId('account-swap').click()
      const swap = dialog(page, 'Swap')
      await expect(swap.getByTestId('swap')).toBeVisible()
      await snap(page, testInfo, variant, 'swap')
      await swap.getByTestId('swap-select-toToken').click()
      await expect(dialog(page, 'Select token').getByText('gUSD').first()).toBeVisible()
      await snap(page, testInfo, variant, 'swap-select-token')
      await dialog(page, 'Select token').getByRole('button', { name: /gUSD/ }).first().click()
      await swap.getByLabel('You pay').fill('0.1')
      await expect(swap.getByTestId('swap-submit')).toBeEnabled({ timeout: 20_000 })
      await snap(page, testInfo, variant, 'swap-quote', [], true)
      await swap.getByTestId('swap-submit').click()
      await expect(dialog(page, 'Review swap')).toBeVisible()
      await snap(page, testInfo, variant, 'swap-preview', [], true)
      await dialog(page).getByRole('button', { name: 'Back', exact: true }).click()
      await dialog(page).getByRole('button', { name: 'Back', exact: true }).click()

      await dialog(page, 'Account').getByTestId('account-buy').click()
      const buy = dialog(page, 'Buy Crypto')
      await expect(buy.getByTestId('onramp-providers')).toBeVisible({ timeout: 20_000 })
      await snap(page, testInfo, variant, 'buy')
      await buy.getByTestId('onramp-fiat').click()
      await snap(page, testInfo, variant, 'buy-currency')
      await dialog(page).getByRole('button', { name: 'Back', exact: true }).click()
      await dialog(page, 'Buy Crypto').getByTestId('onramp-token').click()
      await snap(page, testInfo, variant, 'buy-token')
      await dialog(page).getByRole('button', { name: 'Back', exact: true }).click()
      await dialog(page).getByRole('button', { name: 'Back', exact: true }).click()

      await dialog(page, 'Account').getByTestId('account-choose-name').click()
      await expect(dialog(page, 'Choose Name')).toBeVisible()
      await snap(page, testInfo, variant, 'choose-name')
      await dialog(page).getByRole('button', { name: 'Close' }).click()

      await page.getByRole('button', { name: 'Pay 5 gUSD' }).click()
      await expect(dialog(page, 'Pay').getByTestId('pay-amount')).toBeVisible()
      await snap(page, testInfo, variant, 'pay')
      await dialog(page).getByRole('button', { name: 'Close' }).click()

      // the wallet moves to a network the site does not have
      await walletRequest(page, 'wallet_addEthereumChain', [
        {
          chainId: '0x539',
          chainName: 'Elsewhere',
          rpcUrls: ['http://127.0.0.1:8545'],
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ])
      await expect(dialog(page, 'Switch Network')).toBeVisible()
      await snap(page, testInfo, variant, 'unsupported-network')
    })

    test('Solana and Bitcoin: a wallet of three chains, the chain picker, the Bitcoin account and Send', async ({
      page,
      injectDevWallet,
    }, testInfo) => {
      test.setTimeout(120_000)
      // Bitcoin account 7 of the devnet: used by no other spec (its balance is masked all the same)
      await injectDevWallet({ autoApprove: true, privateKey: VISUAL_KEY, bitcoinAccountIndex: 7 })
      await page.goto(demoUrl(variant, 'siwx=off&solana=on&bitcoin=on'))
      await page.getByRole('button', { name: 'Choose network' }).click()
      await dialog(page, 'Choose Network').getByRole('button', { name: 'Bitcoin Regtest' }).click()
      await connectButton(page).click()
      const row = dialog(page, 'Connect Wallet').getByRole('button', { name: /Gangway Dev Wallet/ })
      await expect(row).toContainText('Bitcoin')
      await snap(page, testInfo, variant, 'connect-three-chains')
      await row.click()
      await expect(dialog(page, 'Gangway Dev Wallet').getByRole('button', { name: 'Bitcoin' })).toBeVisible()
      await snap(page, testInfo, variant, 'select-chain')
      await dialog(page, 'Gangway Dev Wallet').getByRole('button', { name: 'Bitcoin' }).click()
      const account = dialog(page, 'Account')
      await expect(account.getByTestId('account-address-ordinal')).toBeVisible()
      await expect(account.getByTestId('account-balance')).toHaveText(/BTC$/, { timeout: 20_000 })
      await snap(page, testInfo, variant, 'bitcoin-account', [], true)
      await account.getByRole('button', { name: 'Send', exact: true }).click()
      await expect(dialog(page, 'Send').getByTestId('send-fee-rate')).toBeVisible()
      await dialog(page, 'Send').getByLabel('Receiver address').fill('0x1234')
      await dialog(page, 'Send').getByTestId('send-fee-rate').fill('-1')
      await snap(page, testInfo, variant, 'bitcoin-send-errors')
    })

    test('Sign in with X and the Wallets view', async ({ page, injectDevWallet }, testInfo) => {
      test.setTimeout(120_000)
      await prepareVisualAccount()
      await injectDevWallet({ autoApprove: true, privateKey: VISUAL_KEY })
      await page.goto(demoUrl(variant, 'multiwallet=on'))
      await connectButton(page).click()
      await dialog(page, 'Connect Wallet')
        .getByRole('button', { name: /Gangway Dev Wallet/ })
        .click()
      const signIn = dialog(page, 'Sign In')
      await expect(signIn).toBeVisible()
      await snap(page, testInfo, variant, 'sign-in')
      await signIn.getByRole('button', { name: 'Sign', exact: true }).click()
      await expect(signIn).toBeHidden()
      if (!(await dialog(page).isVisible())) await connectButton(page).click()
      const account = dialog(page, 'Account')
      await expect(account.getByTestId('account-balance')).toContainText('1.25')
      await account.getByTestId('account-wallets').click()
      await expect(dialog(page, 'Wallets').getByTestId('profile-wallet')).toHaveCount(1)
      await snap(page, testInfo, variant, 'wallets')
    })
  })
}

/** Arabic (Egypt), right to left: the main views mirrored, with Arabic texts and digits (issue 36 item 14). */
const ARABIC: Variant[] = [
  { viewport: VIEWPORTS[0], scheme: 'light', locale: { name: 'ar', query: 'locale=ar-EG' } },
  { viewport: VIEWPORTS[1], scheme: 'dark', locale: { name: 'ar', query: 'locale=ar-EG' } },
]
for (const variant of ARABIC) {
  test.describe(`visual ${variantName(variant)}`, () => {
    test.use({
      viewport: { width: variant.viewport.width, height: variant.viewport.height },
      colorScheme: variant.scheme,
      reducedMotion: 'reduce',
    })

    test('right to left: Connect, All Wallets, Account, Networks, Send', async ({
      page,
      injectDevWallet,
    }, testInfo) => {
      test.setTimeout(120_000)
      await prepareVisualAccount()
      await injectDevWallet({ autoApprove: true, privateKey: VISUAL_KEY })
      await page.goto(demoUrl(variant, 'siwx=off'))
      await expect(page.locator('appkit-modal .gw-root')).toHaveAttribute('dir', 'rtl')
      await noOverflow(page, variant, 'Arabic demo page before connecting')
      await connectButton(page).click()
      await expect(dialog(page).locator('[data-connector-id="walletConnect"]')).toBeVisible()
      await snap(page, testInfo, variant, 'connect')
      await dialog(page).getByTestId('all-wallets').click()
      await expect(dialog(page).locator('[data-wallet-id]').nth(20)).toBeVisible()
      await snap(page, testInfo, variant, 'all-wallets')
      await dialog(page).locator('.header button').first().click()
      await dialog(page)
        .getByRole('button', { name: /Gangway Dev Wallet/ })
        .click()
      await expect(dialog(page).getByTestId('account-balance')).toContainText('١٫٢٥')
      await noOverflow(page, variant, 'Arabic demo page after connecting (dialog open)')
      await snap(page, testInfo, variant, 'account')
      await dialog(page).locator('.account-meta button.pill').first().click()
      await expect(dialog(page).locator('[data-view="Networks"]')).toBeVisible()
      await snap(page, testInfo, variant, 'networks')
      await dialog(page).locator('.header button').first().click()
      await dialog(page).locator('.wallet-actions button.action').last().click()
      await expect(dialog(page).getByTestId('send-submit')).toBeVisible()
      await snap(page, testInfo, variant, 'send')
    })
  })
}
