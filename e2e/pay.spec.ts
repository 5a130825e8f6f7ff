import { deployments } from '@gangway/devnet'
import { devnetChains } from '@gangway/devnet/chains'
import type { Page } from '@playwright/test'
import {
  createPublicClient,
  createTestClient,
  encodeAbiParameters,
  erc20Abi,
  http,
  keccak256,
  pad,
  parseEther,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, test } from './fixtures.ts'

/** The demo's till (apps/demo/src/PayCard.tsx): no dev account uses it. */
const RECIPIENT = '0x9a7e5d0f1b3c2a4e6d8f0b1c3d5e7f9a2b4c6d8e'
const USD = deployments.tokens.usd as { address: `0x${string}`; decimals: number }
const chainA = devnetChains[0] as (typeof devnetChains)[number]
const client = createPublicClient({ chain: chainA, transport: http(), pollingInterval: 50 })
const anvil = createTestClient({ chain: chainA, mode: 'anvil', transport: http() })
const balanceOf = (owner: `0x${string}`) =>
  client.readContract({ address: USD.address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

/**
 * A payer of its own (no nonce races with other specs): a fresh key with 1 ETH for gas and 100 gUSD, set
 * on anvil directly (the OpenZeppelin ERC-20's balances mapping is storage slot 0).
 */
async function freshPayer(): Promise<`0x${string}`> {
  const key = generatePrivateKey()
  const { address } = privateKeyToAccount(key)
  await anvil.setBalance({ address, value: parseEther('1') })
  const slot = keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [address, 0n]))
  await anvil.setStorageAt({ address: USD.address, index: slot, value: pad(toHex(100n * 10n ** BigInt(USD.decimals))) })
  expect(await balanceOf(address)).toBe(100n * 10n ** BigInt(USD.decimals))
  return key
}

const dialog = (page: Page, name: string) => page.locator('appkit-modal').getByRole('dialog', { name, exact: true })
const walletPrompt = (page: Page, action: string) => page.getByRole('dialog', { name: `Gangway Dev Wallet: ${action}` })

async function connectDevWallet(page: Page, approveInWallet: boolean) {
  await page.goto('/?siwx=off')
  await page.locator('appkit-button').getByRole('button').click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /Gangway Dev Wallet/ })
    .click()
  if (approveInWallet) await walletPrompt(page, 'Connect').getByRole('button', { name: 'Approve' }).click()
  const account = dialog(page, 'Account')
  await expect(account).toBeVisible()
  await account.getByRole('button', { name: 'Close' }).click()
}

test('Pay: the demo asks for 5 gUSD to its till → paid from the dev wallet → the demo shows the hash', async ({
  page,
  injectDevWallet,
}) => {
  test.setTimeout(90_000)
  await injectDevWallet({ autoApprove: true, privateKey: await freshPayer() })
  await connectDevWallet(page, false)
  const before = await balanceOf(RECIPIENT)

  await page.getByRole('button', { name: 'Pay 5 gUSD' }).click()
  const pay = dialog(page, 'Pay')
  await expect(pay.getByTestId('pay-amount')).toHaveText('5 gUSD')
  await expect(pay.getByTestId('pay-network')).toHaveText('on Gangway Devnet A')
  await expect(pay.getByTestId('pay-recipient')).toHaveAttribute('title', RECIPIENT)
  await pay.getByRole('button', { name: 'Pay with Gangway Dev Wallet' }).click()

  await expect(dialog(page, 'Payment').getByText('Payment completed')).toBeVisible({ timeout: 30_000 })
  const shown = page.getByTestId('demo-pay-hash')
  await expect(shown).toHaveText(/^0x[0-9a-f]{64}$/)
  await expect(page.getByTestId('demo-pay-status')).toHaveText('paid')
  await expect(dialog(page, 'Payment').getByTestId('pay-hash')).toHaveAttribute(
    'title',
    (await shown.textContent()) ?? '',
  )
  const receipt = await client.waitForTransactionReceipt({ hash: (await shown.textContent()) as `0x${string}` })
  expect(receipt.status).toBe('success')
  expect((await balanceOf(RECIPIENT)) - before).toBe(5n * 10n ** BigInt(USD.decimals))
})

test('Pay: declined in the dev wallet → the Pay view and the demo say so clearly; nothing moves', async ({
  page,
  injectDevWallet,
}) => {
  test.setTimeout(90_000)
  const key = await freshPayer()
  const payer = privateKeyToAccount(key).address
  await injectDevWallet({ autoApprove: false, privateKey: key })
  await connectDevWallet(page, true)
  const before = await balanceOf(RECIPIENT)

  await page.getByRole('button', { name: 'Pay 5 gUSD' }).click()
  const pay = dialog(page, 'Pay')
  await pay.getByRole('button', { name: 'Pay with Gangway Dev Wallet' }).click()
  await expect(dialog(page, 'Payment').getByText('Approve the payment in Gangway Dev Wallet')).toBeVisible()
  await walletPrompt(page, 'Send transaction').getByRole('button', { name: 'Reject' }).click()

  await expect(pay.getByRole('alert')).toHaveText('Unable to process payment: Transaction declined')
  await expect(page.getByTestId('demo-pay-error')).toHaveText('Unable to process payment')
  await expect(page.getByTestId('demo-pay-status')).toHaveText('failed')
  await expect(page.getByTestId('demo-pay-hash')).toHaveText('—')
  expect(await balanceOf(RECIPIENT)).toBe(before)
  expect(await balanceOf(payer)).toBe(100n * 10n ** BigInt(USD.decimals))
  // the button is there to try again
  await expect(pay.getByRole('button', { name: 'Pay with Gangway Dev Wallet' })).toBeEnabled()
})
