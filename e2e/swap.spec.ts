import { deployments } from '@gangway/devnet'
import { devnetChains } from '@gangway/devnet/chains'
import type { Page } from '@playwright/test'
import { createPublicClient, erc20Abi, http } from 'viem'
import { expect, test } from './fixtures.ts'

/** Anvil account 4: seeded with the devnet tokens and used by no other spec (no nonce or allowance races). */
const KEY = '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a'
const TRADER = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
const USD = deployments.tokens.usd as { address: `0x${string}`; decimals: number }
const GWT = deployments.tokens.gwt as { address: `0x${string}`; decimals: number }
const chainA = devnetChains[0] as (typeof devnetChains)[number]
const client = createPublicClient({ chain: chainA, transport: http(), pollingInterval: 50 })
const balanceOf = (token: `0x${string}`) =>
  client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [TRADER] })

const dialog = (page: Page, name: string) => page.locator('appkit-modal').getByRole('dialog', { name, exact: true })

/** In the Swap view: picks a token for one side from the server's list. */
async function pick(page: Page, side: 'sourceToken' | 'toToken', symbol: string) {
  await dialog(page, 'Swap').getByTestId(`swap-select-${side}`).click()
  await dialog(page, 'Select token').locator(`button[data-symbol="${symbol}"]`).click()
}

test('swap on the devnet pools: ETH → gUSD, gUSD → GWT with the approve step, open({ view: "Swap", arguments })', async ({
  page,
  injectDevWallet,
}) => {
  test.setTimeout(180_000)
  await injectDevWallet({ autoApprove: true, privateKey: KEY })
  await page.goto('/?siwx=off')
  await page.locator('appkit-button').getByRole('button').click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /Gangway Dev Wallet/ })
    .click()
  const account = dialog(page, 'Account')
  await expect(account).toBeVisible()

  // ETH → gUSD: the server answers for devnet A, so Account offers Swap
  await account.getByTestId('account-swap').click()
  const swap = dialog(page, 'Swap')
  await expect(swap.getByTestId('swap-select-sourceToken')).toHaveText('ETH')
  await pick(page, 'toToken', 'gUSD')
  await expect(swap.getByTestId('swap-select-toToken')).toHaveText('gUSD')
  await swap.getByLabel('You pay').fill('0.05')
  const submit = swap.getByTestId('swap-submit')
  await expect(submit).toHaveText('Review swap')
  // the server's prices (devnet table: ETH 3000 USD, gUSD 1, GWT 0.25)
  await expect(swap.getByTestId('swap-from-fiat')).toHaveText('$150.00')
  await expect(swap.getByTestId('swap-to-fiat')).toHaveText(/^\$1[34]\d\.\d\d$/)
  await expect(swap.getByTestId('swap-network-fee')).toContainText('ETH')
  await expect(swap.getByTestId('swap-price-impact')).toContainText('%')
  const quoted = Number(await swap.getByTestId('swap-to-amount').textContent())
  expect(quoted).toBeGreaterThan(0)
  const usdBefore = await balanceOf(USD.address)
  await submit.click()
  const preview = dialog(page, 'Review swap')
  await expect(preview.getByTestId('swap-preview-pay')).toHaveText('0.05 ETH')
  await expect(preview.getByTestId('swap-approve')).toHaveCount(0)
  await preview.getByTestId('swap-confirm').click()
  await expect(page.locator('appkit-modal').getByText('Swap successful')).toBeVisible({ timeout: 30_000 })
  await expect(account).toBeVisible()
  const usdAfter = await balanceOf(USD.address)
  expect(Number(usdAfter - usdBefore) / 10 ** USD.decimals).toBeCloseTo(quoted, 0)

  // gUSD → GWT: the routers may not spend gUSD yet, so the approve step comes first
  await account.getByTestId('account-swap').click()
  await pick(page, 'sourceToken', 'gUSD')
  await pick(page, 'toToken', 'GWT')
  await swap.getByLabel('You pay').fill('20')
  await expect(submit).toHaveText('Review swap')
  await expect(swap.getByTestId('swap-from-fiat')).toHaveText('$20.00')
  await expect(swap.getByTestId('swap-to-fiat')).toHaveText(/^\$1\d\.\d\d$/)
  const gwtBefore = await balanceOf(GWT.address)
  await submit.click()
  await expect(preview.getByText('First allow the swap to use your gUSD.')).toBeVisible()
  await preview.getByTestId('swap-approve').click()
  await expect(preview.getByTestId('swap-confirm')).toBeVisible({ timeout: 30_000 })
  await preview.getByTestId('swap-confirm').click()
  await expect(page.locator('appkit-modal').getByText('Swap successful')).toBeVisible({ timeout: 30_000 })
  expect(usdAfter - (await balanceOf(USD.address))).toBe(20n * 10n ** BigInt(USD.decimals))
  expect(await balanceOf(GWT.address)).toBeGreaterThan(gwtBefore)

  // open({ view: 'Swap', arguments }) from the site opens the Swap view prefilled
  await account.getByRole('button', { name: 'Close' }).click()
  await page.getByRole('button', { name: 'Swap 0.01 ETH to gUSD' }).click()
  await expect(swap.getByLabel('You pay')).toHaveValue('0.01')
  await expect(swap.getByTestId('swap-select-sourceToken')).toHaveText('ETH')
  await expect(swap.getByTestId('swap-select-toToken')).toHaveText('gUSD')
  await expect(swap.getByTestId('swap-submit')).toHaveText('Review swap')
})
