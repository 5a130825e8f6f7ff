import { resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

const connectButton = (page: Page) => page.locator('appkit-button').getByRole('button')
const dialog = (page: Page, name?: string) =>
  page.locator('appkit-modal').getByRole('dialog', name ? { name, exact: true } : {})

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
