import { deployments } from '@gangway/devnet'
import { devnetChains } from '@gangway/devnet/chains'
import type { Page } from '@playwright/test'
import { createPublicClient, erc20Abi, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, test } from './fixtures.ts'

/**
 * Buy crypto (issue 18) across the whole local stack: the dialog asks the Gangway server for the quote and the
 * provider's signed URL, the local sandbox provider (apps/onramp-sandbox, :4003) takes the test card in its own
 * window, sends the devnet tokens from its treasury and calls the server's signed webhook, and BuyInProgress
 * sees the purchase completed. Each test buys for a fresh account, so its balance starts at zero.
 */
const USD = deployments.tokens.usd as { address: `0x${string}`; decimals: number }
const SOLANA = deployments.solana
const SOLANA_ADDRESS = SOLANA.accounts[0] as string
const chainA = devnetChains[0] as (typeof devnetChains)[number]
const client = createPublicClient({ chain: chainA, transport: http(), pollingInterval: 50 })
const gusdOf = async (owner: `0x${string}`) =>
  Number(await client.readContract({ address: USD.address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })) /
  10 ** USD.decimals

const dialog = (page: Page, name: string) => page.locator('appkit-modal').getByRole('dialog', { name, exact: true })

/** Connects a fresh dev wallet account and fills Buy for `amount` USD of gUSD; answers the quoted gUSD. */
async function buyForm(
  page: Page,
  injectDevWallet: (c: { autoApprove: boolean; privateKey: `0x${string}` }) => Promise<void>,
  amount: string,
) {
  const key = generatePrivateKey()
  const buyer = privateKeyToAccount(key).address
  await injectDevWallet({ autoApprove: true, privateKey: key })
  await page.goto('/?siwx=off')
  await page.locator('appkit-button').getByRole('button').click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /Gangway Dev Wallet/ })
    .click()
  const account = dialog(page, 'Account')
  await account.getByTestId('account-buy').click()
  const buy = dialog(page, 'Buy Crypto')
  await buy.getByTestId('onramp-token').click()
  await dialog(page, 'Select Token').locator('button[data-symbol="gUSD"]').click()
  await expect(buy.getByTestId('onramp-token')).toHaveText('gUSD')
  // SPEC §9's card limits, said before anything is asked
  await buy.getByLabel('You pay').fill('9.99')
  await expect(buy.getByRole('alert')).toHaveText('Amount must be between 10.00 and 7500.00 USD for card')
  await expect(buy.locator('[data-provider="sandbox"]')).toBeDisabled()
  await buy.getByLabel('You pay').fill(amount)
  await expect(buy.getByTestId('onramp-quote')).toContainText('Provider fee')
  const quoted = Number(await buy.getByTestId('onramp-purchase-amount').textContent())
  // the provider's 1–2 % and a small network fee: a little under the dollar amount of a $1 token
  expect(quoted).toBeGreaterThan(Number(amount) * 0.97)
  expect(quoted).toBeLessThan(Number(amount))
  return { buy, buyer, quoted, account }
}

test('Account → Buy → gUSD for 50 USD → the sandbox window pays → BuyInProgress → completed, the balance rose by it', async ({
  page,
  injectDevWallet,
}) => {
  test.setTimeout(120_000)
  const { buy, buyer, quoted } = await buyForm(page, injectDevWallet, '50')
  expect(await gusdOf(buyer)).toBe(0)
  const opened = page.waitForEvent('popup')
  await buy.locator('[data-provider="sandbox"]').click()
  const provider = await opened
  await provider.waitForURL(/^http:\/\/127\.0\.0\.1:4003\/buy\?/)
  await expect(provider.getByTestId('onramp-summary')).toContainText(`${quoted} gUSD for 50`)
  await expect(provider.getByTestId('onramp-destination')).toHaveText(buyer)
  const inProgress = dialog(page, 'Buy')
  await expect(inProgress.getByTestId('buy-status')).toHaveAttribute('data-status', 'pending')
  await expect(inProgress).toContainText(`Buying ${quoted} gUSD with`)

  await provider.getByLabel('Card number').fill('4242 4242 4242 4242')
  await provider.getByLabel('Expiry (MM/YY)').fill('12/34')
  await provider.getByLabel('CVC').fill('123')
  await provider.getByLabel('Cardholder name').fill('Ada Lovelace')
  await provider.getByRole('button', { name: /^Pay 50/ }).click()
  await expect(provider.getByTestId('onramp-complete')).toBeVisible({ timeout: 30_000 })
  const hash = await provider.getByTestId('onramp-tx-hash').textContent()

  // the server heard the provider's webhook; BuyInProgress asks every 3 s
  await expect(inProgress.getByTestId('buy-completed')).toHaveText(`Bought ${quoted} gUSD`, { timeout: 15_000 })
  await expect(inProgress.getByTestId('buy-tx')).toHaveAttribute('title', hash ?? '')
  expect(await gusdOf(buyer)).toBeCloseTo(quoted, 6)

  // Activity lists it
  await inProgress.getByRole('button', { name: 'Back to account' }).click()
  const account = dialog(page, 'Account')
  await account.getByRole('tab', { name: 'Activity' }).click()
  await expect(account.getByTestId('activity-purchases')).toContainText(`Bought ${quoted} gUSD`)
  await expect(account.getByTestId('activity-purchases')).toContainText('50.00 USD · Completed')
})

test('a declined card: the sandbox says so, BuyInProgress says why, nothing is sent', async ({
  page,
  injectDevWallet,
}) => {
  test.setTimeout(120_000)
  const { buy, buyer } = await buyForm(page, injectDevWallet, '20')
  const opened = page.waitForEvent('popup')
  await buy.locator('[data-provider="sandbox"]').click()
  const provider = await opened
  await provider.waitForURL(/^http:\/\/127\.0\.0\.1:4003\/buy\?/)
  await provider.getByLabel('Card number').fill('4000 0000 0000 0002')
  await provider.getByLabel('Expiry (MM/YY)').fill('12/34')
  await provider.getByLabel('CVC').fill('123')
  await provider.getByLabel('Cardholder name').fill('Ada Lovelace')
  await provider.getByRole('button', { name: /^Pay 20/ }).click()
  await expect(provider.getByTestId('onramp-failed')).toHaveText('Your card was declined')
  const inProgress = dialog(page, 'Buy')
  await expect(inProgress.getByTestId('buy-failed')).toHaveText('Purchase failed: Your card was declined', {
    timeout: 15_000,
  })
  expect(await gusdOf(buyer)).toBe(0)
})

/** JSON-RPC to the local Solana chain, from the test (not the page). */
async function solanaRpc<T>(page: Page, method: string, params: unknown[]): Promise<T> {
  const res = await page.request.post(SOLANA.rpcUrl, { data: { jsonrpc: '2.0', id: 1, method, params } })
  const body = (await res.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new Error(body.error.message)
  return body.result as T
}

type TokenBalance = { owner: string; mint: string; uiTokenAmount: { uiAmountString: string } }

test('Buy on Solana: gUSD (SPL) for 30 USD to the dev wallet’s Solana account, seen in the delivering transaction', async ({
  page,
  injectDevWallet,
}) => {
  test.setTimeout(120_000)
  await injectDevWallet({ autoApprove: true, privateKey: generatePrivateKey() })
  await page.goto('/?solana=on&siwx=off')
  await page.locator('appkit-button').getByRole('button').first().click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /Gangway Dev Wallet/ })
    .click()
  await dialog(page, 'Gangway Dev Wallet').getByRole('button', { name: 'Solana' }).click()
  const account = dialog(page, 'Account')
  await expect(page.getByTestId('solana-address')).toHaveText(SOLANA_ADDRESS)
  if (!(await account.isVisible())) await page.locator('appkit-button').getByRole('button').first().click()
  await account.getByTestId('account-buy').click()
  const buy = dialog(page, 'Buy Crypto')
  await buy.getByTestId('onramp-token').click()
  await dialog(page, 'Select Token').locator('button[data-symbol="gUSD"]').click()
  await buy.getByLabel('You pay').fill('30')
  await expect(buy.getByTestId('onramp-quote')).toContainText('Provider fee')
  const quoted = Number(await buy.getByTestId('onramp-purchase-amount').textContent())
  const opened = page.waitForEvent('popup')
  await buy.locator('[data-provider="sandbox"]').click()
  const provider = await opened
  await provider.waitForURL(/^http:\/\/127\.0\.0\.1:4003\/buy\?/)
  await expect(provider.getByTestId('onramp-destination')).toHaveText(SOLANA_ADDRESS)
  await provider.getByLabel('Card number').fill('4242 4242 4242 4242')
  await provider.getByLabel('Expiry (MM/YY)').fill('12/34')
  await provider.getByLabel('CVC').fill('123')
  await provider.getByLabel('Cardholder name').fill('Ada Lovelace')
  await provider.getByRole('button', { name: /^Pay 30/ }).click()
  await expect(provider.getByTestId('onramp-complete')).toBeVisible({ timeout: 30_000 })
  const inProgress = dialog(page, 'Buy')
  await expect(inProgress.getByTestId('buy-completed')).toHaveText(`Bought ${quoted} gUSD`, { timeout: 15_000 })
  const signature = await inProgress.getByTestId('buy-tx').getAttribute('title')
  // the delivering transaction moved exactly the quoted gUSD to the account (other specs may move its gUSD too)
  const tx = await solanaRpc<{ meta: { preTokenBalances: TokenBalance[]; postTokenBalances: TokenBalance[] } }>(
    page,
    'getTransaction',
    [signature, { encoding: 'json', commitment: 'confirmed', maxSupportedTransactionVersion: 0 }],
  )
  const held = (list: TokenBalance[]) =>
    Number(
      list.find((b) => b.owner === SOLANA_ADDRESS && b.mint === SOLANA.tokens.usd?.mint)?.uiTokenAmount
        .uiAmountString ?? 0,
    )
  expect(held(tx.meta.postTokenBalances) - held(tx.meta.preTokenBalances)).toBeCloseTo(quoted, 6)
})

test.describe('in a restricted time zone (SPEC §9)', () => {
  test.use({ timezoneId: 'Asia/Shanghai' })
  test('Account offers no Buy', async ({ page, injectDevWallet }) => {
    await injectDevWallet({ autoApprove: true, privateKey: generatePrivateKey() })
    await page.goto('/?siwx=off')
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Shanghai')
    await page.locator('appkit-button').getByRole('button').click()
    await dialog(page, 'Connect Wallet')
      .getByRole('button', { name: /Gangway Dev Wallet/ })
      .click()
    const account = dialog(page, 'Account')
    await expect(account.getByTestId('account-swap')).toBeVisible()
    await expect(account.getByTestId('account-buy')).toHaveCount(0)
  })
})
