import { devnetChains } from '@gangway/devnet/chains'
import type { Page } from '@playwright/test'
import { createTestClient, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, test } from './fixtures.ts'

const chainA = devnetChains[0] as (typeof devnetChains)[number]
const anvil = createTestClient({ chain: chainA, mode: 'anvil', transport: http() })
const dialog = (page: Page, name?: string) =>
  page.locator('appkit-modal').getByRole('dialog', name ? { name, exact: true } : {})

/** The 19 languages that load on demand, as their chunks are named in the built demo (`<code>-<hash>.js`). */
const LOCALE_CHUNK = /\/assets\/(ar|de|es|fr|hi|id|it|ja|ko|nl|pl|pt|ru|th|tr|uk|vi|zh-CN|zh-TW)-[\w-]+\.js$/

/**
 * Arabic, right to left (issue 36 item 14): `createAppKit({ locale: 'ar-EG' })` (the demo's `?locale=ar-EG`) → the
 * dialog's root is `dir="rtl"` and `lang="ar"`, its layout mirrored (close button on the left, a wallet's icon
 * on the right of its name), the texts Arabic, the balance written by `Intl` in Arabic digits and grouping —
 * and the page downloaded the Arabic chunk only, none of the 18 other languages.
 */
test('Arabic: the dialog mirrored, Arabic texts and Intl numbers, only the Arabic chunk loaded', async ({
  page,
  injectDevWallet,
}) => {
  const key = generatePrivateKey()
  await anvil.setBalance({ address: privateKeyToAccount(key).address, value: parseEther('12345.6789') })
  await injectDevWallet({ autoApprove: true, privateKey: key })
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  // Egyptian Arabic: the dialog speaks Arabic (the `ar` catalogue) and Intl writes numbers as Egypt does
  await page.goto('/?siwx=off&locale=ar-EG')
  const button = page.locator('appkit-button').getByRole('button')
  await expect(button).toHaveText('ربط المحفظة')
  await button.click()
  const connect = dialog(page, 'ربط المحفظة')
  await expect(connect).toBeVisible()
  const root = page.locator('appkit-modal .gw-root')
  await expect(root).toHaveAttribute('dir', 'rtl')
  await expect(root).toHaveAttribute('lang', 'ar')
  await expect(connect).toHaveCSS('direction', 'rtl')

  // mirrored: the close button sits on the left of the title, a wallet's icon on the right of its name
  const close = await connect.getByRole('button', { name: 'إغلاق' }).boundingBox()
  const title = await connect.getByRole('heading', { name: 'ربط المحفظة' }).boundingBox()
  expect(close && title && close.x + close.width <= title.x).toBe(true)
  const wallet = connect.getByRole('button', { name: /Gangway Dev Wallet/ })
  const icon = await wallet.locator('.wallet-icon').boundingBox()
  const name = await wallet.locator('.name').boundingBox()
  expect(icon && name && icon.x >= name.x + name.width - 1).toBe(true)

  await wallet.click()
  const account = dialog(page, 'الحساب')
  await expect(account).toBeVisible()
  // 12345.6789 ETH, cut to 3 decimals and written as Egyptian Arabic writes numbers: ١٢٬٣٤٥٫٦٧٨
  const arabic = await page.evaluate(() =>
    new Intl.NumberFormat('ar-EG', { maximumFractionDigits: 3 }).format(12345.678),
  )
  expect(arabic).toBe('١٢٬٣٤٥٫٦٧٨')
  await expect(account.getByTestId('account-balance')).toHaveText(`${arabic} ETH`)
  await expect(account.getByRole('button', { name: 'قطع الاتصال' })).toBeVisible()

  const locales = scripts.filter((path) => LOCALE_CHUNK.test(path))
  expect(locales).toHaveLength(1)
  expect(locales[0]).toMatch(/\/assets\/ar-/)
})

test('English pages load no language chunk at all', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto('/?siwx=off&devwallet=off')
  await page.locator('appkit-button').getByRole('button').click()
  await expect(dialog(page, 'Connect Wallet')).toBeVisible()
  await expect(page.locator('appkit-modal .gw-root')).toHaveAttribute('dir', 'ltr')
  expect(scripts.filter((path) => LOCALE_CHUNK.test(path))).toEqual([])
})
