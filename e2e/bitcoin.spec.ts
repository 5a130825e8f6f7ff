import { bitcoinDevAccount } from '@gangway/devnet/bitcoinDevAccounts'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

// The Bitcoin adapter in the demo (`?bitcoin=on`) with the dev wallet's sats-connect provider, on the devnet's
// regtest node the e2e global setup started (`npm start`'s, JSON-RPC on 127.0.0.1:18443) behind the local
// server's Bitcoin API.

const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const NODE_RPC = 'http://127.0.0.1:18443'
const API = `http://127.0.0.1:4000/v1/bitcoin/${encodeURIComponent(REGTEST)}`
/** Dev account 3 (funded with 50 BTC at devnet start; only this spec spends from it). */
const SENDER = bitcoinDevAccount(3)
/** A fresh receiver: account 7 is not funded and nothing else pays it. */
const RECEIVER = bitcoinDevAccount(7).payment.address

const connectButton = (page: Page) => page.locator('appkit-button').getByRole('button').first()
const dialog = (page: Page, name?: string) =>
  page.locator('appkit-modal').getByRole('dialog', name ? { name, exact: true } : {})

/** Sats an address holds (confirmed + mempool), from the server's Esplora-shaped API. */
async function satsOf(page: Page, address: string): Promise<bigint> {
  const res = await page.request.get(`${API}/address/${address}?projectId=local`)
  expect(res.ok()).toBe(true)
  const info = (await res.json()) as Record<'chain_stats' | 'mempool_stats', Record<string, number>>
  const sum = (s: Record<string, number>) => BigInt(s.funded_txo_sum ?? 0) - BigInt(s.spent_txo_sum ?? 0)
  return sum(info.chain_stats) + sum(info.mempool_stats)
}

/** Mines one block on the regtest node (JSON-RPC from the test). */
async function mine(page: Page): Promise<void> {
  const miner = bitcoinDevAccount(9).payment.address
  const res = await page.request.post(NODE_RPC, {
    data: { jsonrpc: '1.0', id: 'e2e', method: 'generatetoaddress', params: [1, miner] },
  })
  const body = (await res.json()) as { error?: { message: string } | null }
  expect(body.error ?? null).toBeNull()
}

test('Bitcoin: connect the dev wallet, payment and ordinal accounts, send with a fee rate, mine, BIP-322 sign-in', async ({
  page,
  injectDevWallet,
}) => {
  test.setTimeout(90_000)
  await injectDevWallet({ autoApprove: true, bitcoinAccountIndex: 3 })
  await page.goto('/?bitcoin=on')

  // on the regtest chain first (nothing connected: the switch is immediate)
  await page.getByRole('button', { name: 'Choose network' }).click()
  await dialog(page, 'Choose Network').getByRole('button', { name: 'Bitcoin Regtest' }).click()
  await expect(page.getByTestId('demo-chain-id')).toHaveText(REGTEST.split(':')[1] as string)

  // Connect: the dev wallet is one row with its chains; picking it asks which one
  await connectButton(page).click()
  const row = dialog(page, 'Connect Wallet').getByRole('button', { name: /Gangway Dev Wallet/ })
  await expect(row).toContainText('Bitcoin')
  await row.click()
  await dialog(page, 'Gangway Dev Wallet').getByRole('button', { name: 'Bitcoin' }).click()

  // Sign in with X on bip122: a BIP-322 signature of the payment address, verified by the server
  const prompt = dialog(page, 'Sign In')
  await expect(prompt).toBeVisible()
  await prompt.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(prompt).toBeHidden()
  await expect(page.getByTestId('siwx-address')).toHaveText(SENDER.payment.address)
  await expect(page.getByTestId('siwx-chain')).toHaveAttribute('data-chain-id', REGTEST)

  // the site sees both accounts through useAppKitProvider('bip122')
  await expect(page.getByTestId('bitcoin-payment')).toHaveText(SENDER.payment.address)
  await expect(page.getByTestId('bitcoin-ordinal')).toHaveText(SENDER.ordinal.address)

  // Account: the payment and ordinal addresses, and the balance
  const before = await satsOf(page, SENDER.payment.address)
  await connectButton(page).click()
  const account = dialog(page, 'Account')
  await expect(account.getByTestId('account-address-payment')).toHaveAttribute('title', SENDER.payment.address)
  await expect(account.getByTestId('account-address-ordinal')).toHaveAttribute('title', SENDER.ordinal.address)
  await expect(account.getByTestId('account-balance')).toHaveText(/^\d+(\.\d+)? BTC$/)
  const shownBefore = await account.getByTestId('account-balance').textContent()

  // Send 1.5 BTC at 3 sat/vB: a PSBT the adapter builds, the wallet signs, the server broadcasts
  await account.getByRole('button', { name: 'Send', exact: true }).click()
  const send = dialog(page, 'Send')
  await send.getByRole('button', { name: 'Select token' }).click()
  await dialog(page, 'Select Token').getByRole('button', { name: /BTC/ }).first().click()
  await send.getByLabel('Amount').fill('1.5')
  await send.getByLabel('Receiver address').fill('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
  await expect(send.getByTestId('send-submit')).toHaveText('Invalid address')
  await send.getByLabel('Receiver address').fill(RECEIVER)
  await send.getByLabel('Fee rate (sat/vB)').fill('0')
  await expect(send.getByTestId('send-submit')).toHaveText('Invalid fee rate')
  await send.getByLabel('Fee rate (sat/vB)').fill('3')
  await send.getByTestId('send-submit').click()
  const preview = dialog(page, 'Review Send')
  await expect(preview.getByTestId('preview-amount')).toHaveText('1.5 BTC')
  // one P2WPKH input, two outputs: 141 vB at 3 sat/vB
  await expect(preview.getByTestId('preview-fee')).toHaveText('0.00000423 BTC')
  await preview.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.locator('appkit-modal').getByRole('status').getByText('Transaction sent')).toBeVisible()
  await expect.poll(() => satsOf(page, RECEIVER)).toBe(150_000_000n)

  // mined: the dialog sees the confirmation and shows the new balance
  await mine(page)
  expect(await satsOf(page, SENDER.payment.address)).toBe(before - 150_000_000n - 423n)
  await expect(dialog(page, 'Account').getByTestId('account-balance')).not.toHaveText(shownBefore ?? '', {
    timeout: 15_000,
  })
  await expect(dialog(page, 'Account').getByTestId('account-balance')).toHaveText(
    `${Number(before - 150_000_000n - 423n) / 1e8} BTC`.replace(/^(\d+\.\d{3})\d*/, '$1'),
  )
  await page.keyboard.press('Escape')

  // the site signs a message with BIP-322 through the provider
  await page.getByRole('button', { name: 'Sign a message (Bitcoin)' }).click()
  await expect(page.getByTestId('bitcoin-signature')).toHaveText(/^[A-Za-z0-9+/]+=*$/)
})
