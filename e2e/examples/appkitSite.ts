import { expect, type Page } from '@playwright/test'

/** The dialog's button and dialogs on an example page (every example spec's). */
export const connectButton = (page: Page) => page.locator('appkit-button').getByRole('button').first()
export const dialog = (page: Page, name?: string) =>
  page.locator('appkit-modal').getByRole('dialog', name ? { name, exact: true } : {})

/** The JSON a hook's section of an example's InfoList shows. */
export const hookState = async (page: Page, title: string) =>
  JSON.parse(
    (await page
      .locator('section', { has: page.getByRole('heading', { name: title, exact: true }) })
      .locator('pre')
      .textContent()) ?? 'null',
  ) as Record<string, unknown>

/** Connects the injected dev wallet through the dialog (one chain family: no chain choice), closes the dialog. */
export async function connectDevWallet(page: Page) {
  await connectButton(page).click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /Gangway Dev Wallet/ })
    .click()
}

/** The text of an example's result line (`<p class="…">Label: <code>…</code></p>`), once it shows. */
export async function resultOf(page: Page, className: string): Promise<string> {
  const code = page.locator(`p.${className} code`)
  await expect(code).toBeVisible({ timeout: 20_000 })
  return (await code.textContent()) ?? ''
}
