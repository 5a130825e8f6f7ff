import { type BrowserContext, expect, type Page } from '@playwright/test'

/** Opens the WalletConnect web wallet (http://localhost:5174) in a new page of the context, once it is ready. */
export async function openWebWallet(context: BrowserContext): Promise<Page> {
  const wallet = await context.newPage()
  await wallet.goto('http://localhost:5174/')
  await expect(wallet.locator('body[data-ready="true"]')).toBeAttached({ timeout: 15_000 })
  return wallet
}

/** Pastes a pairing URI into the web wallet and approves the connection it proposes. */
export async function approveInWebWallet(wallet: Page, uri: string): Promise<void> {
  await wallet.getByLabel('WalletConnect URI').fill(uri)
  await wallet.getByRole('button', { name: 'Connect' }).click()
  await wallet
    .getByRole('listitem', { name: /^Connect to / })
    .getByRole('button', { name: 'Approve' })
    .click()
}
