import { deployments } from '@gangway/devnet'
import { deployDevnet } from '@gangway/devnet/deploy'
import { startTestChains } from '@gangway/devnet/testChains'
import { type Address, createPublicClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type OnrampSandbox, startOnrampSandbox } from './startOnrampSandbox.ts'
import { PAID_CARD, payThroughPage, postPayment, txHashOf } from './testing/payThroughPage.ts'
import { signWidgetUrl, widgetParams } from './testing/signWidgetUrl.ts'
import { signedQueryOf, startWebhookReceiver } from './testing/startWebhookReceiver.ts'

// The sandbox against a real anvil chain deployed as the devnet (its treasury funded), and a real webhook
// endpoint that checks the signature with its own code.
const SECRET = 'evm-test-secret'
const GUSD = deployments.tokens.usd?.address as Address
let chains: Awaited<ReturnType<typeof startTestChains>>
let client: ReturnType<typeof createPublicClient>
let sandbox: OnrampSandbox
let webhook: Awaited<ReturnType<typeof startWebhookReceiver>>

beforeAll(async () => {
  chains = await startTestChains([31337])
  const rpcUrl = chains.chains[0]?.rpcUrls.default.http[0] as string
  await deployDevnet(rpcUrl)
  client = createPublicClient({ chain: chains.chains[0], transport: http(rpcUrl), pollingInterval: 50 })
  webhook = await startWebhookReceiver(SECRET)
  sandbox = await startOnrampSandbox({
    port: 0,
    secret: SECRET,
    networks: [{ caipNetworkId: 'eip155:31337', name: 'Gangway Devnet A', rpcUrl }],
    webhookRetryDelayMs: 100,
    log: () => {},
  })
}, 60_000)
afterAll(async () => {
  await sandbox?.stop()
  await webhook?.stop()
  await chains?.stop()
})

const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address
const gusdOf = (address: Address) =>
  client.readContract({ address: GUSD, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
const urlFor = (to: Address, overrides: Record<string, string> = {}) => {
  const params = widgetParams({ account: `eip155:31337:${to}`, asset: GUSD, webhookUrl: webhook.url, ...overrides })
  return { url: signWidgetUrl(sandbox.url, params, SECRET), purchaseId: params.purchaseId as string }
}

describe('the payment page', () => {
  it('shows the signed purchase and the form, under a CSP that loads nothing from elsewhere', async () => {
    const to = freshAddress()
    const res = await fetch(urlFor(to).url)
    expect(res.status).toBe(200)
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/default-src 'none'/)
    expect(csp).not.toMatch(/https?:/)
    expect(res.headers.get('referrer-policy')).toBe('no-referrer')
    const html = await res.text()
    expect(html).toContain('Buy 49.25 gUSD for 50.00 USD')
    expect(html).toContain(to)
    expect(html).toContain('Gangway Devnet A')
    for (const label of ['Card number', 'Expiry (MM/YY)', 'CVC', 'Cardholder name', 'Account holder', 'IBAN'])
      expect(html).toMatch(new RegExp(`<label for="\\w+">${label.replace(/[()/]/g, '\\$&')}</label>`))
    expect(html).toMatch(/<input type="radio"[^>]*value="card" checked \/> Card<\/label>/)
    expect(html).toContain('Bank account</label>')
    expect(html).toContain('>Pay 50.00 USD</button>')
    expect(html).not.toMatch(/<script|src=|href="http/)
  })

  it('refuses a tampered, an unsigned or a wrongly signed link with 400 "This payment link is not valid"', async () => {
    const { url } = urlFor(freshAddress())
    const tampered = url.replace('cryptoAmount=49.25', 'cryptoAmount=4925')
    const unsigned = url.slice(0, url.indexOf('&signature='))
    const otherSecret = signWidgetUrl(
      sandbox.url,
      widgetParams({ account: `eip155:31337:${freshAddress()}`, asset: GUSD, webhookUrl: webhook.url }),
      'not-the-secret',
    )
    for (const bad of [tampered, unsigned, otherSecret, `${sandbox.url}/buy`]) {
      const res = await fetch(bad)
      expect(res.status, bad).toBe(400)
      expect(await res.text()).toContain('This payment link is not valid')
    }
  })

  it('refuses a network it does not sell on', async () => {
    const params = widgetParams({ account: `eip155:1:${freshAddress()}`, asset: GUSD, webhookUrl: webhook.url })
    const res = await fetch(signWidgetUrl(sandbox.url, params, SECRET))
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('The sandbox does not sell on eip155:1')
  })
})

describe('paying', () => {
  it('sends exactly cryptoAmount of gUSD to the destination with 4242…, then calls the webhook signed, completed, with the hash', async () => {
    const to = freshAddress()
    const treasuryBefore = await gusdOf(deployments.onrampTreasury)
    const { url, purchaseId } = urlFor(to)
    const { status, html } = await payThroughPage(url, PAID_CARD)
    expect(status).toBe(200)
    expect(html).toContain('Payment complete — you can close this window')
    const txHash = txHashOf(html) as `0x${string}`
    expect(txHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await gusdOf(to)).toBe(parseUnits('49.25', 6))
    expect(await gusdOf(deployments.onrampTreasury)).toBe(treasuryBefore - parseUnits('49.25', 6))
    const receipt = await client.getTransactionReceipt({ hash: txHash })
    expect(receipt).toMatchObject({
      status: 'success',
      from: deployments.onrampTreasury.toLowerCase(),
      to: GUSD.toLowerCase(),
    })
    const [call, ...more] = webhook.of(purchaseId)
    expect(more).toHaveLength(0)
    expect(call?.signatureValid).toBe(true)
    expect(Math.abs((call?.t ?? 0) - Date.now() / 1000)).toBeLessThan(60)
    expect(call?.body).toEqual({
      eventId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      purchaseId,
      status: 'completed',
      cryptoAmount: '49.25',
      fiatAmount: '50.00',
      fiatCurrency: 'USD',
      txHash,
      failureReason: null,
    })
    expect(Object.keys(call?.body ?? {})).toEqual([
      'eventId',
      'purchaseId',
      'status',
      'cryptoAmount',
      'fiatAmount',
      'fiatCurrency',
      'txHash',
      'failureReason',
    ])
  })

  it('sends native ETH (value transfer) with a bank account payment', async () => {
    const to = freshAddress()
    const { url, purchaseId } = urlFor(to, {
      asset: 'native',
      symbol: 'ETH',
      decimals: '18',
      cryptoAmount: '0.0125',
      paymentMethod: 'ach_bank_account',
    })
    const page = await (await fetch(url)).text()
    expect(page).toMatch(/value="bank" checked/)
    const { status, html } = await payThroughPage(url, {
      method: 'bank',
      accountHolder: 'Alice Dev',
      iban: 'DE89 3704 0044 0532 0130 00',
    })
    expect(status).toBe(200)
    expect(await client.getBalance({ address: to })).toBe(parseEther('0.0125'))
    expect(webhook.of(purchaseId)[0]?.body).toMatchObject({ status: 'completed', txHash: txHashOf(html) })
  })

  it('declines 4000…0002: a failed webhook, nothing sent, and the purchase cannot be paid again', async () => {
    const to = freshAddress()
    const treasuryBefore = await gusdOf(deployments.onrampTreasury)
    const { url, purchaseId } = urlFor(to)
    const { status, html } = await payThroughPage(url, { ...PAID_CARD, cardNumber: '4000 0000 0000 0002' })
    expect(status).toBe(402)
    expect(html).toContain('Your card was declined')
    expect(webhook.of(purchaseId).map((c) => [c.signatureValid, c.body])).toEqual([
      [
        true,
        expect.objectContaining({
          purchaseId,
          status: 'failed',
          txHash: null,
          failureReason: 'Your card was declined',
        }),
      ],
    ])
    expect(await gusdOf(to)).toBe(0n)
    expect(await gusdOf(deployments.onrampTreasury)).toBe(treasuryBefore)
    const again = await fetch(url)
    expect(again.status).toBe(409)
    expect(await again.text()).toContain('This payment was already made')
  })

  it('refuses any other card number with the test-card hint: nothing sent, no webhook, the purchase still payable', async () => {
    const to = freshAddress()
    const { url, purchaseId } = urlFor(to)
    const refused = await payThroughPage(url, { ...PAID_CARD, cardNumber: '5555 5555 5555 4444' })
    expect(refused.status).toBe(422)
    expect(refused.html).toContain('Use a test card: 4242 4242 4242 4242')
    expect(refused.html).toContain('value="Alice Dev"')
    expect(refused.html).not.toContain('5555')
    expect(webhook.of(purchaseId)).toHaveLength(0)
    expect(await gusdOf(to)).toBe(0n)
    const paid = await postPayment(`${sandbox.url}/pay`, { signedQuery: signedQueryOf(refused.html), ...PAID_CARD })
    expect(paid.status).toBe(200)
    expect(await gusdOf(to)).toBe(parseUnits('49.25', 6))
  })

  it('pays a purchase id once: of two posts at the same time one pays, the other is refused; a third is refused', async () => {
    const to = freshAddress()
    const { url, purchaseId } = urlFor(to)
    const signedQuery = signedQueryOf(await (await fetch(url)).text())
    const post = () => postPayment(`${sandbox.url}/pay`, { signedQuery, ...PAID_CARD })
    const results = await Promise.all([post(), post()])
    expect(results.map((r) => r.status).sort()).toEqual([200, 409])
    expect(results.find((r) => r.status === 409)?.html).toContain('This payment was already made')
    const third = await post()
    expect(third.status).toBe(409)
    expect(await gusdOf(to)).toBe(parseUnits('49.25', 6))
    expect(webhook.of(purchaseId)).toHaveLength(1)
  })

  it('refuses a payment whose signed query was tampered with: 400, nothing sent', async () => {
    const to = freshAddress()
    const { url, purchaseId } = urlFor(to)
    const signedQuery = signedQueryOf(await (await fetch(url)).text()).replace('49.25', '4925')
    const res = await postPayment(`${sandbox.url}/pay`, { signedQuery, ...PAID_CARD })
    expect(res.status).toBe(400)
    expect(res.html).toContain('This payment link is not valid')
    expect(await gusdOf(to)).toBe(0n)
    expect(webhook.of(purchaseId)).toHaveLength(0)
  })

  it('retries the webhook while the server answers 503, with the same event', async () => {
    const to = freshAddress()
    const { url, purchaseId } = urlFor(to)
    webhook.failNext(2)
    const { status } = await payThroughPage(url, PAID_CARD)
    expect(status).toBe(200)
    const calls = webhook.of(purchaseId)
    expect(calls).toHaveLength(1)
    expect(calls[0]?.signatureValid).toBe(true)
    expect(calls[0]?.body.status).toBe('completed')
  })

  it('refuses a form larger than its limit (413) and a form that is not form-encoded (415)', async () => {
    const big = await postPayment(`${sandbox.url}/pay`, { signedQuery: 'x'.repeat(20_000) })
    expect(big.status).toBe(413)
    const json = await fetch(`${sandbox.url}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(json.status).toBe(415)
  })
})
