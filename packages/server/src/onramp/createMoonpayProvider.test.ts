import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMoonpayProvider } from './createMoonpayProvider.ts'
import { OnrampWebhookError } from './OnrampError.ts'
import type { OnrampPurchaseDetails } from './OnrampProviderPlugin.ts'
import { EVM, EVM_ACCOUNT, GUSD_ASSET, signatureHeader, urlSignatureValid } from './testOnrampFixtures.ts'

const keys = { apiKey: 'pk_test_abcdefgh123', secretKey: 'sk_test_secret123456', webhookKey: 'wk_test_hook1234567' }
const NOW = 1_800_000_000_000
const purchase: OnrampPurchaseDetails = {
  id: 'p_ABCDEFGHIJKLMNOPQRSTUVWX',
  account: `${EVM}:${EVM_ACCOUNT}`,
  address: EVM_ACCOUNT,
  asset: { ...GUSD_ASSET, symbol: 'USDC', caipNetworkId: 'eip155:137' },
  fiatCurrency: 'EUR',
  fiatAmount: '120.50',
  paymentMethod: 'card',
  cryptoAmount: null,
}

describe('MoonPay provider: widget URL (dev.moonpay.com url-signing)', () => {
  it('opens buy.moonpay.com with the documented parameters and signature last', () => {
    const moonpay = createMoonpayProvider({ name: 'moonpay', ...keys, redirectUrl: 'https://shop.example/done' })
    const url = moonpay.widgetUrl({ purchase, webhookUrl: 'http://ignored' })
    expect(url.startsWith('https://buy.moonpay.com?apiKey=pk_test_abcdefgh123&')).toBe(true)
    const params = new URL(url).searchParams
    expect(Object.fromEntries(params)).toMatchObject({
      apiKey: keys.apiKey,
      currencyCode: 'usdc_polygon',
      walletAddress: EVM_ACCOUNT,
      baseCurrencyCode: 'eur',
      baseCurrencyAmount: '120.50',
      paymentMethod: 'credit_debit_card',
      externalTransactionId: purchase.id,
      redirectURL: 'https://shop.example/done',
    })
    expect([...params.keys()].at(-1)).toBe('signature')
    expect(urlSignatureValid(url, keys.secretKey)).toBe(true)
    expect(urlSignatureValid(url.replace(EVM_ACCOUNT, `0x${'1'.repeat(40)}`), keys.secretKey)).toBe(false)
  })

  it('opens buy-sandbox.moonpay.com in the sandbox environment; configured currency codes win', () => {
    const moonpay = createMoonpayProvider({
      name: 'moonpay',
      ...keys,
      environment: 'sandbox',
      currencyCodes: { 'eip155:137:USDC': 'usdc_pol' },
    })
    const url = moonpay.widgetUrl({ purchase, webhookUrl: 'http://ignored' })
    expect(url.startsWith('https://buy-sandbox.moonpay.com?')).toBe(true)
    expect(new URL(url).searchParams.get('currencyCode')).toBe('usdc_pol')
  })
})

describe('MoonPay provider: webhook (Moonpay-Signature-V2)', () => {
  const moonpay = createMoonpayProvider({ name: 'moonpay', ...keys })
  const event = (status: string, extra: Record<string, unknown> = {}) =>
    JSON.stringify({
      type: 'transaction_updated',
      data: {
        id: 'f0a1',
        status,
        externalTransactionId: purchase.id,
        baseCurrencyAmount: 120.5,
        quoteCurrencyAmount: 118.2,
        cryptoTransactionId: status === 'completed' ? `0x${'cd'.repeat(32)}` : null,
        failureReason: status === 'failed' ? 'Card declined' : null,
        ...extra,
      },
    })
  const h = (value: string) => new Headers({ 'Moonpay-Signature-V2': value })
  const t = NOW / 1000

  it('maps completed, failed and in-between statuses and the transaction fields', () => {
    const done = event('completed')
    const e = moonpay.verifyWebhook(done, h(signatureHeader(keys.webhookKey, done, t)), NOW)
    expect(e).toMatchObject({
      purchaseId: purchase.id,
      status: 'completed',
      cryptoAmount: '118.2',
      fiatAmount: '120.5',
      txHash: `0x${'cd'.repeat(32)}`,
    })
    // derived event id: the same delivery has the same id, another delivery another
    expect(moonpay.verifyWebhook(done, h(signatureHeader(keys.webhookKey, done, t)), NOW).eventId).toBe(e.eventId)
    expect(moonpay.verifyWebhook(done, h(signatureHeader(keys.webhookKey, done, t + 1)), NOW).eventId).not.toBe(
      e.eventId,
    )
    const failed = event('failed')
    expect(moonpay.verifyWebhook(failed, h(signatureHeader(keys.webhookKey, failed, t)), NOW)).toMatchObject({
      status: 'failed',
      failureReason: 'Card declined',
    })
    for (const s of ['pending', 'waitingPayment', 'waitingAuthorization']) {
      const b = event(s)
      expect(moonpay.verifyWebhook(b, h(signatureHeader(keys.webhookKey, b, t)), NOW).status).toBe('pending')
    }
  })

  it('refuses the secret key instead of the webhook key, a tampered body, an old t and no header', () => {
    const b = event('completed')
    const refused = (raw: string, headers: Headers) =>
      expect(() => moonpay.verifyWebhook(raw, headers, NOW)).toThrow(OnrampWebhookError)
    refused(b, h(signatureHeader(keys.secretKey, b, t)))
    refused(b.replace('118.2', '1118.2'), h(signatureHeader(keys.webhookKey, b, t)))
    refused(b, h(signatureHeader(keys.webhookKey, b, t - 400)))
    refused(b, new Headers())
    const noId = JSON.stringify({ type: 'transaction_updated', data: { status: 'completed' } })
    refused(noId, h(signatureHeader(keys.webhookKey, noId, t)))
  })
})

describe('MoonPay provider: quote (GET /v3/currencies/{code}/buy_quote)', () => {
  let url = ''
  let asked = ''
  const server = createServer((req, res) => {
    asked = req.url ?? ''
    res.setHeader('content-type', 'application/json')
    if (asked.includes('/v3/currencies/eth/')) {
      res.statusCode = 400
      res.end('{"message":"Invalid"}')
      return
    }
    res.end(
      JSON.stringify({
        baseCurrencyCode: 'usd',
        baseCurrencyAmount: 94.61,
        quoteCurrencyCode: 'usdc',
        quoteCurrencyAmount: 94.61,
        feeAmount: 3.99,
        networkFeeAmount: 1.4,
        totalAmount: 100,
      }),
    )
  })
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((r) => server.close(() => r())))

  it('asks the documented endpoint and maps its answer', async () => {
    const moonpay = createMoonpayProvider({ name: 'moonpay', ...keys, apiUrl: url })
    const q = await moonpay.quote({
      fiatCurrency: 'USD',
      fiatAmount: '100.00',
      paymentMethod: 'card',
      asset: { ...GUSD_ASSET, symbol: 'USDC', caipNetworkId: 'eip155:1' },
    })
    const asked_ = new URL(asked, url)
    expect(asked_.pathname).toBe('/v3/currencies/usdc/buy_quote')
    expect(Object.fromEntries(asked_.searchParams)).toMatchObject({
      apiKey: keys.apiKey,
      baseCurrencyCode: 'usd',
      baseCurrencyAmount: '100.00',
      paymentMethod: 'credit_debit_card',
    })
    expect(q).toMatchObject({
      paymentTotal: { amount: '100.00', currency: 'USD' },
      paymentSubtotal: { amount: '94.61', currency: 'USD' },
      purchaseAmount: { amount: '94.61', currency: 'USDC' },
      networkFee: { amount: '1.40', currency: 'USD' },
      providerFee: { amount: '3.99', currency: 'USD' },
    })
  })

  it('rejects on an error answer and on an unreachable API', async () => {
    const moonpay = createMoonpayProvider({ name: 'moonpay', ...keys, apiUrl: url })
    await expect(
      moonpay.quote({
        fiatCurrency: 'USD',
        fiatAmount: '100.00',
        paymentMethod: 'card',
        asset: { ...GUSD_ASSET, symbol: 'ETH', address: 'native' },
      }),
    ).rejects.toThrow(/400/)
    const down = createMoonpayProvider({ name: 'moonpay', ...keys, apiUrl: 'http://127.0.0.1:9' })
    await expect(
      down.quote({ fiatCurrency: 'USD', fiatAmount: '100.00', paymentMethod: 'card', asset: GUSD_ASSET }),
    ).rejects.toThrow()
  })
})
