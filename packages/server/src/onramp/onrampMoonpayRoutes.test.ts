import type { OnrampPurchase, OnrampQuote } from '@gangway/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../createApp.ts'
import { type OpenDatabase, openDatabase } from '../db/openDatabase.ts'
import { LOCAL_PROJECT } from '../projects/ProjectInput.ts'
import { projectStore } from '../projects/projectStore.ts'
import { testConfig } from '../test/testConfig.ts'
import { EVM, EVM_ACCOUNT, PRICES, signatureHeader, TOKEN_LISTS, urlSignatureValid } from './testOnrampFixtures.ts'

// MoonPay behind the routes: its quote API unreachable from here (→ the mocked quote), its signed widget
// URL carrying our purchase id, and its V2-signed webhook completing the purchase.
const NOW = 1_800_000_000_000
const keys = { apiKey: 'pk_test_abcdefgh123', secretKey: 'sk_test_secret123456', webhookKey: 'wk_test_hook1234567' }
let database: OpenDatabase
let app: ReturnType<typeof createApp>
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: undefined })
  await projectStore(database.db).create(LOCAL_PROJECT)
  app = createApp({
    db: database.db,
    config: testConfig({
      rpcUpstreams: { [EVM]: 'http://127.0.0.1:9' },
      tokenLists: TOKEN_LISTS,
      prices: PRICES,
      // port 9 on loopback: refused at once, as MoonPay is unreachable from this machine
      onrampProviders: [{ name: 'moonpay', ...keys, environment: 'sandbox', apiUrl: 'http://127.0.0.1:9' }],
    }),
    onramp: { now: () => NOW },
  })
}, 60_000)
afterAll(() => database?.close())

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

describe('MoonPay through the on-ramp routes', () => {
  it('quote: MoonPay unreachable → the mocked quote', async () => {
    const res = await post('/v1/onramp/quote?projectId=local', {
      purchaseCurrency: { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [] },
      paymentCurrency: { id: 'USD', payment_method_limits: [] },
      amount: '100',
      network: 'ETH',
    })
    expect(res.status).toBe(200)
    expect(((await res.json()) as OnrampQuote).quoteId).toBe('mocked-quote-id')
  })

  it('URL and webhook: a signed buy-sandbox URL for our purchase id; the signed callback completes it', async () => {
    const res = await post('/v1/generators/onrampurl?projectId=local', {
      destinationWallets: [{ address: EVM_ACCOUNT }],
      partnerUserId: 'local',
      presetFiatAmount: 100,
      purchaseCurrency: 'ETH',
      caipNetworkId: EVM,
    })
    expect(res.status).toBe(200)
    const { url, purchaseId } = (await res.json()) as { url: string; purchaseId: string }
    expect(url.startsWith('https://buy-sandbox.moonpay.com?')).toBe(true)
    expect(urlSignatureValid(url, keys.secretKey)).toBe(true)
    expect(new URL(url).searchParams.get('externalTransactionId')).toBe(purchaseId)
    expect(new URL(url).searchParams.get('walletAddress')).toBe(EVM_ACCOUNT)

    const body = JSON.stringify({
      type: 'transaction_updated',
      data: {
        status: 'completed',
        externalTransactionId: purchaseId,
        cryptoTransactionId: `0x${'12'.repeat(32)}`,
        quoteCurrencyAmount: 0.0312,
        baseCurrencyAmount: 95.2,
      },
    })
    const wrongKey = await post('/v1/onramp/webhook/moonpay', body, {
      'Moonpay-Signature-V2': signatureHeader(keys.secretKey, body, NOW / 1000),
    })
    expect(wrongKey.status).toBe(400)
    const signed = { 'Moonpay-Signature-V2': signatureHeader(keys.webhookKey, body, NOW / 1000) }
    expect((await post('/v1/onramp/webhook/moonpay', body, signed)).status).toBe(200)
    expect((await post('/v1/onramp/webhook/moonpay', body, signed)).status).toBe(409)
    // the sandbox's path cannot move a MoonPay purchase
    expect((await post('/v1/onramp/webhook/sandbox', body, signed)).status).toBe(404)
    const list = await app.request(`/v1/onramp/purchases?projectId=local&ids=${purchaseId}`)
    const [p] = ((await list.json()) as { purchases: OnrampPurchase[] }).purchases
    expect(p).toMatchObject({
      provider: 'moonpay',
      status: 'completed',
      txHash: `0x${'12'.repeat(32)}`,
      purchaseAmount: '0.0312',
      paymentAmount: '95.2',
    })
  })
})
