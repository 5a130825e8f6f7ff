import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createSandboxProvider } from './createSandboxProvider.ts'
import { OnrampWebhookError } from './OnrampError.ts'
import type { OnrampPurchaseDetails } from './OnrampProviderPlugin.ts'
import {
  ETH_ASSET,
  EVM,
  EVM_ACCOUNT,
  GUSD,
  GUSD_ASSET,
  PRICES,
  SANDBOX_SECRET,
  signatureHeader,
  urlSignatureValid,
} from './testOnrampFixtures.ts'

const sandbox = createSandboxProvider(
  { name: 'sandbox', url: 'http://127.0.0.1:4003/', secret: SANDBOX_SECRET },
  PRICES,
)
const NOW = 1_800_000_000_000

const purchase: OnrampPurchaseDetails = {
  id: 'p_ABCDEFGHIJKLMNOPQRSTUVWX',
  account: `${EVM}:${EVM_ACCOUNT}`,
  address: EVM_ACCOUNT,
  asset: GUSD_ASSET,
  fiatCurrency: 'USD',
  fiatAmount: '50.00',
  paymentMethod: 'card',
  cryptoAmount: '49.00',
}

describe('sandbox provider: quote', () => {
  it('takes a 1.5 % provider fee (within 1–2 %) and the network fee, and prices from PRICE_TABLE', async () => {
    const q = await sandbox.quote({
      fiatCurrency: 'USD',
      fiatAmount: '50.00',
      paymentMethod: 'card',
      asset: GUSD_ASSET,
    })
    expect(q.paymentTotal).toEqual({ amount: '50.00', currency: 'USD' })
    expect(q.providerFee).toEqual({ amount: '0.75', currency: 'USD' })
    expect(q.networkFee).toEqual({ amount: '0.25', currency: 'USD' })
    expect(q.paymentSubtotal).toEqual({ amount: '49.00', currency: 'USD' })
    expect(q.purchaseAmount).toEqual({ amount: '49', currency: 'gUSD' })
    expect(q.quoteId).toMatch(/^sandbox-/)
    for (const amount of ['10.00', '123.45', '7500.00', '25000.00']) {
      const r = await sandbox.quote({
        fiatCurrency: 'USD',
        fiatAmount: amount,
        paymentMethod: 'card',
        asset: GUSD_ASSET,
      })
      const fee = Number(r.providerFee?.amount)
      expect(fee).toBeGreaterThanOrEqual(Number(amount) * 0.01)
      expect(fee).toBeLessThanOrEqual(Number(amount) * 0.02)
    }
  })

  it('rounds the crypto amount down to at most 6 decimals', async () => {
    // (100 − 1.50 − 0.25) / 3000 = 0.032750 ETH; (100.01 − 1.50 − 0.25) / 3000 = 0.0327533… → 0.032753
    const a = await sandbox.quote({ fiatCurrency: 'USD', fiatAmount: '100', paymentMethod: 'card', asset: ETH_ASSET })
    expect(a.purchaseAmount.amount).toBe('0.03275')
    const b = await sandbox.quote({
      fiatCurrency: 'USD',
      fiatAmount: '100.01',
      paymentMethod: 'card',
      asset: ETH_ASSET,
    })
    expect(b.purchaseAmount.amount).toBe('0.032753')
    // EUR at 0.9 per gUSD: 49.00 / 0.9 = 54.4444… → 54.444444
    const c = await sandbox.quote({
      fiatCurrency: 'EUR',
      fiatAmount: '50.00',
      paymentMethod: 'card',
      asset: GUSD_ASSET,
    })
    expect(c.purchaseAmount.amount).toBe('54.444444')
  })

  it('fails without a price (the route then answers the mocked quote)', async () => {
    await expect(
      sandbox.quote({
        fiatCurrency: 'EUR',
        fiatAmount: '50.00',
        paymentMethod: 'card',
        asset: { ...ETH_ASSET, caipNetworkId: 'eip155:1' },
      }),
    ).rejects.toThrow(/no EUR price/)
  })
})

describe('sandbox provider: widget URL', () => {
  it('carries the contract fields, signature last, verifiable with an independent HMAC', () => {
    const url = sandbox.widgetUrl({ purchase, webhookUrl: 'http://127.0.0.1:4000/v1/onramp/webhook/sandbox' })
    expect(url.startsWith('http://127.0.0.1:4003/buy?purchaseId=p_ABCDEFGHIJKLMNOPQRSTUVWX&')).toBe(true)
    const params = new URL(url).searchParams
    expect(Object.fromEntries(params)).toMatchObject({
      account: `${EVM}:${EVM_ACCOUNT}`,
      asset: GUSD,
      symbol: 'gUSD',
      decimals: '6',
      cryptoAmount: '49.00',
      fiatAmount: '50.00',
      fiatCurrency: 'USD',
      paymentMethod: 'card',
      webhookUrl: 'http://127.0.0.1:4000/v1/onramp/webhook/sandbox',
    })
    expect([...params.keys()].at(-1)).toBe('signature')
    expect(urlSignatureValid(url, SANDBOX_SECRET)).toBe(true)
    expect(urlSignatureValid(url, 'another-secret-0123456789')).toBe(false)
    expect(urlSignatureValid(url.replace('cryptoAmount=49.00', 'cryptoAmount=4900'), SANDBOX_SECRET)).toBe(false)
    expect(urlSignatureValid(url.replace('fiatAmount=50.00', 'fiatAmount=10.00'), SANDBOX_SECRET)).toBe(false)
  })

  it('refuses a purchase it could not quote', () => {
    expect(() => sandbox.widgetUrl({ purchase: { ...purchase, cryptoAmount: null }, webhookUrl: 'http://x' })).toThrow(
      /no USD price/,
    )
  })
})

describe('sandbox provider: webhook', () => {
  const body = JSON.stringify({
    eventId: randomUUID(),
    purchaseId: purchase.id,
    status: 'completed',
    cryptoAmount: '49.00',
    fiatAmount: '50.00',
    fiatCurrency: 'USD',
    txHash: `0x${'ab'.repeat(32)}`,
    failureReason: null,
  })
  const headers = (h: string) => new Headers({ 'Gangway-Sandbox-Signature': h })
  const t = NOW / 1000

  it('reads a validly signed event', () => {
    const e = sandbox.verifyWebhook(body, headers(signatureHeader(SANDBOX_SECRET, body, t)), NOW)
    expect(e).toMatchObject({ purchaseId: purchase.id, status: 'completed', txHash: `0x${'ab'.repeat(32)}` })
  })

  it('refuses a missing, malformed, wrong or old signature and a tampered body', () => {
    const refused = (raw: string, h: Headers, now = NOW) => {
      expect(() => sandbox.verifyWebhook(raw, h, now)).toThrow(OnrampWebhookError)
    }
    refused(body, new Headers())
    refused(body, headers('t=1,s=zz'))
    refused(body, headers(signatureHeader('wrong-secret-0123456789', body, t)))
    refused(body.replace('49.00', '4900.00'), headers(signatureHeader(SANDBOX_SECRET, body, t)))
    refused(body, headers(signatureHeader(SANDBOX_SECRET, body, t - 301)))
    refused(body, headers(signatureHeader(SANDBOX_SECRET, body, t + 301)))
    // within the window it is accepted
    expect(sandbox.verifyWebhook(body, headers(signatureHeader(SANDBOX_SECRET, body, t - 299)), NOW).status).toBe(
      'completed',
    )
    const notEvent = JSON.stringify({ hello: 'world' })
    refused(notEvent, headers(signatureHeader(SANDBOX_SECRET, notEvent, t)))
  })
})
