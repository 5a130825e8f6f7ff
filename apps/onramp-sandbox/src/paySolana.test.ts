import { deployments } from '@gangway/devnet'
import { startTestSolana } from '@gangway/devnet/testSolana'
import { type Address, createSolanaRpc, generateKeyPairSigner } from '@solana/kit'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type OnrampSandbox, startOnrampSandbox } from './startOnrampSandbox.ts'
import { PAID_CARD, payThroughPage, txHashOf } from './testing/payThroughPage.ts'
import { signWidgetUrl, widgetParams } from './testing/signWidgetUrl.ts'
import { startWebhookReceiver } from './testing/startWebhookReceiver.ts'

// The sandbox against a real local Solana chain (seeded as the devnet: the treasury holds SOL and every
// mint) and a real webhook endpoint that checks the signature with its own code.
const SECRET = 'solana-test-secret'
const NETWORK = deployments.solana.caipNetworkId
const USD = deployments.solana.tokens.usd?.mint as Address
let solana: Awaited<ReturnType<typeof startTestSolana>>
let rpc: ReturnType<typeof createSolanaRpc>
let sandbox: OnrampSandbox
let webhook: Awaited<ReturnType<typeof startWebhookReceiver>>

beforeAll(async () => {
  solana = await startTestSolana()
  rpc = createSolanaRpc(solana.rpcUrl)
  webhook = await startWebhookReceiver(SECRET)
  sandbox = await startOnrampSandbox({
    port: 0,
    secret: SECRET,
    networks: [{ caipNetworkId: NETWORK, name: 'Solana Localnet', rpcUrl: solana.rpcUrl }],
    log: () => {},
  })
}, 60_000)
afterAll(async () => {
  await sandbox?.stop()
  await webhook?.stop()
  await solana?.stop()
})

const ataOf = async (owner: Address) =>
  (await findAssociatedTokenPda({ owner, mint: USD, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0]
const urlFor = (to: Address, overrides: Record<string, string> = {}) => {
  const params = widgetParams({ account: `${NETWORK}:${to}`, asset: USD, webhookUrl: webhook.url, ...overrides })
  return { url: signWidgetUrl(sandbox.url, params, SECRET), purchaseId: params.purchaseId as string }
}

describe('paying on the local Solana chain', () => {
  it('sends exactly cryptoAmount of the gUSD mint to a fresh address (its token account created) and calls the webhook', async () => {
    const to = (await generateKeyPairSigner()).address
    const treasuryAta = deployments.solana.onrampTreasury.tokenAccounts.usd as Address
    const treasuryBefore = BigInt((await rpc.getTokenAccountBalance(treasuryAta).send()).value.amount)
    expect((await rpc.getAccountInfo(await ataOf(to)).send()).value).toBeNull()
    const { url, purchaseId } = urlFor(to)
    const page = await (await fetch(url)).text()
    expect(page).toContain('Buy 49.25 gUSD for 50.00 USD')
    expect(page).toContain('Solana Localnet')
    const { status, html } = await payThroughPage(url, PAID_CARD)
    expect(status).toBe(200)
    expect(html).toContain('Payment complete — you can close this window')
    const signature = txHashOf(html) as string
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    const { value } = await rpc.getTokenAccountBalance(await ataOf(to)).send()
    expect(value).toMatchObject({ amount: '49250000', decimals: 6 })
    expect(BigInt((await rpc.getTokenAccountBalance(treasuryAta).send()).value.amount)).toBe(
      treasuryBefore - 49_250_000n,
    )
    const { value: statuses } = await rpc.getSignatureStatuses([signature as never]).send()
    expect(statuses[0]?.err).toBeNull()
    const calls = webhook.of(purchaseId)
    expect(calls).toHaveLength(1)
    expect(calls[0]?.signatureValid).toBe(true)
    expect(calls[0]?.body).toMatchObject({
      purchaseId,
      status: 'completed',
      cryptoAmount: '49.25',
      txHash: signature,
      failureReason: null,
    })
  })

  it('sends again to an address that already has its token account (the idempotent create)', async () => {
    const to = (await generateKeyPairSigner()).address
    for (const amount of ['1.5', '2']) {
      const { status } = await payThroughPage(urlFor(to, { cryptoAmount: amount }).url, PAID_CARD)
      expect(status).toBe(200)
    }
    expect((await rpc.getTokenAccountBalance(await ataOf(to)).send()).value.amount).toBe('3500000')
  })

  it('sends SOL', async () => {
    const to = (await generateKeyPairSigner()).address
    const { url, purchaseId } = urlFor(to, { asset: 'native', symbol: 'SOL', decimals: '9', cryptoAmount: '0.25' })
    const { status } = await payThroughPage(url, PAID_CARD)
    expect(status).toBe(200)
    expect((await rpc.getBalance(to).send()).value).toBe(250_000_000n)
    expect(webhook.of(purchaseId)[0]?.body.status).toBe('completed')
  })

  it('declines 4000…0002: a failed webhook, no token account, nothing sent', async () => {
    const to = (await generateKeyPairSigner()).address
    const { url, purchaseId } = urlFor(to)
    const { status } = await payThroughPage(url, { ...PAID_CARD, cardNumber: '4000000000000002' })
    expect(status).toBe(402)
    expect(webhook.of(purchaseId)[0]?.body).toMatchObject({ status: 'failed', txHash: null })
    expect((await rpc.getAccountInfo(await ataOf(to)).send()).value).toBeNull()
  })

  it('fails the purchase (failed webhook, 502) when the signed decimals do not match the mint, sending nothing', async () => {
    const to = (await generateKeyPairSigner()).address
    const { url, purchaseId } = urlFor(to, { decimals: '9' })
    const { status, html } = await payThroughPage(url, PAID_CARD)
    expect(status).toBe(502)
    expect(html).toContain('The sandbox could not send the tokens')
    expect(webhook.of(purchaseId)[0]?.body).toMatchObject({
      status: 'failed',
      txHash: null,
      failureReason: 'The sandbox could not send the tokens',
    })
    expect((await rpc.getAccountInfo(await ataOf(to)).send()).value).toBeNull()
  })
})
