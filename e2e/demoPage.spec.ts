import { resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

const connectButton = (page: Page) => page.locator('appkit-button').getByRole('button')
const dialog = (page: Page, name?: string) =>
  page.locator('appkit-modal').getByRole('dialog', name ? { name, exact: true } : {})
const PHONE = { width: 390, height: 844 }

/**
 * Everything drawn past the screen's edges — the page's elements and the dialog's (inside its shadow root) —
 * and how wide the document is. What the eye sees: zero-size and invisible elements do not count, nor text cut
 * inside a box that hides its overflow (the box itself is measured).
 */
async function overflow(page: Page): Promise<{ width: number; scrollWidth: number; past: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const past: string[] = []
    const visit = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.shadowRoot) visit(el.shadowRoot)
        const box = el.getBoundingClientRect()
        const style = getComputedStyle(el)
        if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || style.display === 'contents')
          continue
        if (box.right > width + 0.5 || box.left < -0.5) {
          const name = `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ').join('.')}` : ''}`
          past.push(`${name} [${Math.round(box.left)}, ${Math.round(box.right)}]`)
        }
      }
    }
    visit(document)
    return { width, scrollWidth: document.documentElement.scrollWidth, past }
  })
}

async function expectNoOverflow(page: Page) {
  const found = await overflow(page)
  expect(found.past).toEqual([])
  expect(found.scrollWidth).toBe(found.width)
}

test.describe('the demo page', () => {
  test('fits a 390 px phone before and after connecting, the dialog included (light and dark)', async ({
    page,
    injectDevWallet,
  }) => {
    await injectDevWallet({ autoApprove: true })
    await page.setViewportSize(PHONE)
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      // every card this page can show: Solana and Bitcoin on, several wallets on
      for (const query of ['?siwx=off', '?siwx=off&solana=on&bitcoin=on&multiwallet=on']) {
        await page.goto(`/${query}`)
        await expect(connectButton(page)).toBeVisible()
        await expect(page.locator('.page')).toHaveAttribute('data-theme', scheme)
        await expectNoOverflow(page)
      }
    }
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/?siwx=off')
    await connectButton(page).click()
    await expectNoOverflow(page)
    await dialog(page, 'Connect Wallet')
      .getByRole('button', { name: /Gangway Dev Wallet/ })
      .click()
    const account = dialog(page, 'Account')
    await expect(account).toBeVisible()
    // the bottom sheet spans the screen, not a page made wider by the header
    const sheet = await account.boundingBox()
    expect(sheet?.x).toBe(0)
    expect(sheet?.width).toBe(PHONE.width)
    await expectNoOverflow(page)
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()
    await expect(page.getByTestId('demo-status')).toHaveText('connected')
    await expectNoOverflow(page)
    // connected in the widest header: the network button and the balance are on the page at 1280 px
    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(page.locator('appkit-network-button')).toBeVisible()
    await expectNoOverflow(page)
  })

  test('plain-word cards, no raw ids, no pills that do nothing', async ({ page }) => {
    await page.goto('/?siwx=off')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The wallet dialog your site hosts itself')
    const titles = await page.locator('.card h3').allTextContents()
    expect(titles).toEqual([
      'Your wallet',
      'Works with your wagmi code',
      'Sign-in',
      'Balances, send and swap',
      'Take a payment',
      'Two payments, one approval',
      'Session keys',
      'Several wallets at once',
    ])
    for (const title of titles) await expect(page.getByRole('region', { name: title })).toBeVisible()
    // no raw query strings or CAIP ids on the page; every button does something (none is a bare label)
    await expect(page.locator('main')).not.toContainText('?multiwallet=on')
    await expect(page.locator('main')).not.toContainText('eip155:')
    for (const button of await page.locator('main button').all()) await expect(button).toHaveAccessibleName(/\S/)
    await expect(page.locator('.live, .badge, .pill')).toHaveCount(0)
    // the settings sit side by side without overlapping, at 1280 px as on a phone
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 })
      const boxes = await page.locator('.setting').evaluateAll((els) =>
        els.map((el) => {
          const controls = [...el.querySelectorAll('label, select')].map((c) => c.getBoundingClientRect())
          return {
            left: Math.min(...controls.map((c) => c.left)),
            right: Math.max(...controls.map((c) => c.right)),
            top: Math.min(...controls.map((c) => c.top)),
            bottom: Math.max(...controls.map((c) => c.bottom)),
          }
        }),
      )
      for (const [i, a] of boxes.entries())
        for (const b of boxes.slice(i + 1))
          expect(a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top).toBe(true)
    }
  })

  test('every option is reachable from the page and works: chains, several wallets, sign-in, language, theme', async ({
    page,
    injectDevWallet,
  }) => {
    test.setTimeout(120_000)
    await injectDevWallet({ autoApprove: true })
    await page.goto('/?siwx=off')
    const settings = page.getByRole('region', { name: 'Try it with' })

    // chains: EVM is always on; Solana and Bitcoin switch on (keyboard: Space on the focused switch)
    await expect(settings.getByRole('switch', { name: 'EVM' })).toBeChecked()
    await expect(settings.getByRole('switch', { name: 'EVM' })).toBeDisabled()
    await settings.getByRole('switch', { name: 'Solana' }).focus()
    await page.keyboard.press('Space')
    await expect(page).toHaveURL(/[?&]solana=on/)
    await expect(page.getByRole('region', { name: 'Solana' })).toBeVisible()
    await settings.getByRole('switch', { name: 'Bitcoin' }).check()
    await expect(page).toHaveURL(/[?&]bitcoin=on/)
    await expect(page).toHaveURL(/[?&]solana=on/)
    await expect(page.getByRole('region', { name: 'Bitcoin' })).toBeVisible()
    await page.getByRole('button', { name: 'Choose network' }).click()
    const networks = dialog(page, 'Choose Network')
    await expect(networks.getByRole('button', { name: /Gangway Solana Local/ })).toBeVisible()
    await expect(networks.getByRole('button', { name: /Bitcoin Regtest/ })).toBeVisible()
    await page.keyboard.press('Escape')
    await settings.getByRole('switch', { name: 'Solana' }).uncheck()
    await settings.getByRole('switch', { name: 'Bitcoin' }).uncheck()
    await expect(page).not.toHaveURL(/solana|bitcoin/)

    // several wallets at once
    const wallets = page.getByRole('region', { name: 'Several wallets at once' })
    await expect(wallets).toContainText('Off on this page')
    await settings.getByRole('switch', { name: 'Several at once' }).check()
    await expect(page).toHaveURL(/[?&]multiwallet=on/)
    await expect(wallets.getByTestId('multi-current')).toHaveText('—')
    await expect(wallets.getByRole('button', { name: 'Your wallets' })).toBeVisible()

    // language: the dialog speaks it (rtlLocale.spec.ts: Arabic mirrors it)
    await settings.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Deutsch' })
    await expect(page).toHaveURL(/[?&]locale=de/)
    await page.getByRole('button', { name: 'Choose network' }).click()
    await expect(dialog(page, 'Netzwerk wählen')).toBeVisible()
    await page.keyboard.press('Escape')
    await settings.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'The browser’s' })
    await expect(page).not.toHaveURL(/locale=/)

    // theme: switches at once, the dialog too, and stays after a reload
    await settings.getByRole('radio', { name: 'Dark' }).check()
    await expect(page.locator('.page')).toHaveAttribute('data-theme', 'dark')
    await expect(page.locator('appkit-modal')).toHaveAttribute('data-theme', 'dark')
    await expect(page).toHaveURL(/[?&]theme=dark/)
    await page.reload()
    await expect(page.locator('.page')).toHaveAttribute('data-theme', 'dark')
    await settings.getByRole('radio', { name: 'Light' }).check()
    await expect(page.locator('.page')).toHaveAttribute('data-theme', 'light')

    // sign-in: off (the URL this test started with), optional, required
    await expect(settings.getByRole('radio', { name: 'Off' })).toBeChecked()
    await expect(page.getByRole('region', { name: 'Sign-in' })).toContainText('Sign-in is off')
    await settings.getByRole('radio', { name: 'Optional' }).check()
    await expect(page).toHaveURL(/[?&]siwx=optional/)
    await connectButton(page).click()
    await dialog(page, 'Connect Wallet')
      .getByRole('button', { name: /Gangway Dev Wallet/ })
      .click()
    const signIn = dialog(page, 'Sign In')
    await expect(signIn).toContainText('You can cancel and stay connected without signing in.')
    await signIn.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByTestId('demo-status')).toHaveText('connected')
    // required: the connected wallet that did not sign in is asked at once, and Cancel would disconnect it
    await settings.getByRole('radio', { name: 'Required' }).check()
    await expect(page).not.toHaveURL(/siwx=/)
    await expect(dialog(page, 'Sign In')).toContainText('Canceling will disconnect you.')
  })
})

/**
 * `DEMO_SHOTS=<prefix>`: saves the demo page at 1280×800 and 390×844, light and dark, and connected at 390, as
 * `docs/screenshots/<prefix>-demo-*.png` (the before/after pictures of issue 36).
 */
test('screenshots of the demo page', async ({ page, injectDevWallet }) => {
  const prefix = process.env.DEMO_SHOTS
  test.skip(!prefix, 'DEMO_SHOTS not set')
  await injectDevWallet({ autoApprove: true })
  const dir = resolve(import.meta.dirname, '../docs/screenshots')
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 })
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      await page.goto('/?siwx=off')
      await expect(connectButton(page)).toBeVisible()
      await page.waitForTimeout(500)
      await page.screenshot({ path: `${dir}/${prefix}-demo-${scheme}-${width}.png`, fullPage: true })
    }
  }
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/?siwx=off')
  await connectButton(page).click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /Gangway Dev Wallet/ })
    .click()
  await expect(dialog(page, 'Account')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toBeHidden()
  await page.waitForTimeout(500)
  await page.screenshot({ path: `${dir}/${prefix}-demo-connected-light-390.png`, fullPage: true })
})
