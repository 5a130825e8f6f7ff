import { deployments } from '@gangway/devnet'
import { devnetChains } from '@gangway/devnet/chains'
import type { Page } from '@playwright/test'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { createPublicClient, createWalletClient, erc20Abi, erc721Abi, http, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { expect, test } from './fixtures.ts'

/** Anvil account 3: seeded with the devnet tokens and sent from by no other spec (no nonce races). */
const KEY = '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6'
const SENDER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
/** Anvil account 1 (the receiver) holds seeded NFTs #4 and #5; it gives #5 to the sender first. */
const ACCOUNT_1_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const ACCOUNT_1 = deployments.accounts[1] as `0x${string}`
const GWT = deployments.tokens.gwt as { address: `0x${string}`; decimals: number }
const chainA = devnetChains[0] as (typeof devnetChains)[number]
const client = createPublicClient({ chain: chainA, transport: http() })

const dialog = (page: Page, name: string) => page.locator('appkit-modal').getByRole('dialog', { name, exact: true })

/** Decodes the QR code an element shows, from a screenshot of it. */
async function decodeQr(page: Page, testId: string): Promise<string | undefined> {
  const png = PNG.sync.read(await page.locator('appkit-modal').getByTestId(testId).screenshot())
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data
}

test('account tabs, send, activity, NFTs and receive on the devnet with the dev wallet', async ({
  page,
  injectDevWallet,
}) => {
  test.setTimeout(120_000)
  // the sender gets a seeded NFT, so its NFTs tab has the seeded collection to show
  const nftOwner = createWalletClient({ account: privateKeyToAccount(ACCOUNT_1_KEY), chain: chainA, transport: http() })
  const given = await nftOwner.writeContract({
    address: deployments.nft.address,
    abi: erc721Abi,
    functionName: 'transferFrom',
    args: [ACCOUNT_1, SENDER, 5n],
  })
  await client.waitForTransactionReceipt({ hash: given })
  const gwtOf = (address: `0x${string}`) =>
    client.readContract({ address: GWT.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
  const receiverBefore = await gwtOf(ACCOUNT_1)

  await injectDevWallet({ autoApprove: true, privateKey: KEY })
  await page.goto('/?siwx=off')
  await page.locator('appkit-button').getByRole('button').click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /Gangway Dev Wallet/ })
    .click()
  const account = dialog(page, 'Account')
  await expect(account).toBeVisible()

  // Tokens: seeded balances from our server, priced; the 0-decimal token is not listed
  await expect(account.getByRole('tab', { name: 'Tokens' })).toHaveAttribute('aria-selected', 'true')
  await expect(account.getByTestId('token-GWT')).toContainText('1,000 GWT')
  await expect(account.getByTestId('token-GWT')).toContainText('$250.00')
  await expect(account.getByTestId('token-gUSD')).toContainText('10,000 gUSD')
  await expect(account.getByTestId('token-gUSD')).toContainText('$10,000.00')
  await expect(account.getByTestId('token-ETH')).toContainText('ETH')
  await expect(account.getByTestId('token-ZERO')).toHaveCount(0)

  // Send: select token, validation before sending, preview with fee, the wallet signs and sends
  await account.getByRole('button', { name: 'Send', exact: true }).click()
  const send = dialog(page, 'Send')
  const submit = send.getByTestId('send-submit')
  await expect(submit).toHaveText('Select a token')
  await send.getByRole('button', { name: 'Select token' }).click()
  await dialog(page, 'Select Token')
    .getByRole('button', { name: /Gangway Token/ })
    .click()
  await expect(submit).toHaveText('An amount and receiver address are required')
  await send.getByLabel('Amount').fill('5000')
  await send.getByLabel('Receiver address').fill('0x1234')
  await expect(submit).toHaveText('Invalid address')
  await send.getByLabel('Receiver address').fill(ACCOUNT_1)
  await expect(submit).toHaveText('Insufficient funds')
  await expect(submit).toBeDisabled()
  await send.getByLabel('Amount').fill('1.5')
  await expect(submit).toHaveText('Preview send')
  await submit.click()
  const preview = dialog(page, 'Review Send')
  await expect(preview.getByTestId('preview-amount')).toHaveText('1.5 GWT')
  await expect(preview.getByTestId('preview-fee')).toHaveText(/^0\.\d+ ETH$/)
  await preview.getByRole('button', { name: 'Send', exact: true }).click()

  await expect(page.locator('appkit-modal').getByRole('status').getByText('Transaction sent')).toBeVisible()
  await expect(account).toBeVisible()
  await expect.poll(() => gwtOf(ACCOUNT_1), { timeout: 10_000 }).toBe(receiverBefore + parseUnits('1.5', GWT.decimals))
  await expect(account.getByTestId('token-GWT')).toContainText('998.5 GWT', { timeout: 15_000 })

  // Activity: the transfer, once the server's indexer has it (pending until then)
  await account.getByRole('tab', { name: 'Activity' }).click()
  const sent = account.getByTestId('activity-item').filter({ hasText: '−1.5 GWT' })
  await expect(sent.and(page.locator('[data-status="confirmed"]'))).toHaveCount(1, { timeout: 30_000 })
  await expect(sent.first()).toContainText('Sent')
  await expect(account.getByRole('heading', { name: 'Today' })).toBeVisible()

  // NFTs: the seeded collection's token, with its on-chain image
  await account.getByRole('tab', { name: 'NFTs' }).click()
  const nft = account.getByTestId('nft-item')
  await expect(nft).toHaveCount(1)
  await expect(nft).toContainText('Gangway Collectibles #5')
  await expect(nft.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/)

  // Receive: a QR code that decodes to the address, and the networks it works on
  await account.getByRole('button', { name: 'Receive', exact: true }).click()
  const receive = dialog(page, 'Receive')
  await expect(receive.getByTestId('receive-address')).toHaveText(SENDER)
  await expect(receive.getByTestId('receive-networks')).toContainText('Gangway Devnet A')
  expect(await decodeQr(page, 'receive-qr')).toBe(SENDER)
})
