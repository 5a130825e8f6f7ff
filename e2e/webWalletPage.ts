import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test'

/** Opens the WalletConnect web wallet (http://localhost:5174) in a new page of the context, once it is ready. */
export async function openWebWallet(context: BrowserContext): Promise<Page> {
  const wallet = await context.newPage()
  await wallet.goto('http://localhost:5174/')
  await expect(wallet.locator('body[data-ready="true"]')).toBeAttached({ timeout: 15_000 })
  return wallet
}

/** Pastes a pairing URI into the web wallet; answers the approval card it shows (check it, then approve). */
export async function proposeInWebWallet(wallet: Page, uri: string): Promise<Locator> {
  await wallet.getByLabel('WalletConnect URI').fill(uri)
  await wallet.getByRole('button', { name: 'Connect' }).click()
  return wallet.getByRole('listitem', { name: /^Connect to / })
}

/** Pastes a pairing URI into the web wallet and approves the connection it proposes. */
export async function approveInWebWallet(wallet: Page, uri: string): Promise<void> {
  await (await proposeInWebWallet(wallet, uri)).getByRole('button', { name: 'Approve' }).click()
}

/** Approves the web wallet's card for a request (its title is the method: `personal_sign`, `signMessage` …). */
export async function approveRequestInWebWallet(wallet: Page, method: string): Promise<void> {
  await wallet.getByRole('listitem', { name: method, exact: true }).getByRole('button', { name: 'Approve' }).click()
}

/** The page's uncaught errors from now on (a spec ends with `expect(errors).toEqual([])`). */
export function pageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** The pairing URI the open dialog shows in its WalletConnect link field, once the pairing has one. */
export async function walletConnectLink(modal: Locator): Promise<string> {
  const link = modal.getByRole('textbox', { name: 'WalletConnect link' })
  await expect(link).toHaveValue(/^wc:[0-9a-f]{64}@2\?/, { timeout: 30_000 })
  return link.inputValue()
}
