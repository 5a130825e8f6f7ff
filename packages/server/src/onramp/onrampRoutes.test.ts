import { randomUUID } from 'node:crypto'
import type { OnrampOptionsResponse, OnrampPurchase, OnrampQuote } from '@gangway/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AppDeps, createApp } from '../createApp.ts'
import { type OpenDatabase, openDatabase } from '../db/openDatabase.ts'
import type { Log } from '../log.ts'
import { LOCAL_PROJECT } from '../projects/ProjectInput.ts'
import { projectStore } from '../projects/projectStore.ts'
import { databaseTargets } from '../test/databaseTargets.ts'
import { serveApp } from '../test/serveApp.ts'
import { testConfig } from '../test/testConfig.ts'
import {
  EVM,
  EVM_ACCOUNT,
  GUSD,
  PRICES,
  SANDBOX_SECRET,
  SOLANA,
  SOLANA_ACCOUNT,
  signatureHeader,
  TOKEN_LISTS,
  urlSignatureValid,
} from './testOnrampFixtures.ts'

// The on-ramp routes inside the whole app, on PGlite and a real PostgreSQL (the webhook's atomic parts).
const NOW = 1_800_000_000_000
const SANDBOX = { name: 'sandbox' as const, url: 'http://127.0.0.1:4003', secret: SANDBOX_SECRET }
const baseConfig = (overrides: Partial<AppDeps['config']> = {}) =>
  testConfig({
    rpcUpstreams: { [EVM]: 'http://127.0.0.1:9', [SOLANA]: 'http://127.0.0.1:9' },
    tokenLists: TOKEN_LISTS,
    prices: PRICES,
    onrampProviders: [SANDBOX],
    ...overrides,
  })
const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})
const usd = { id: 'USD', payment_method_limits: [] }
const gusd = { id: 'gUSD', name: 'Gangway USD', symbol: 'gUSD', networks: [] }

describe.each(databaseTargets())('on-ramp routes on $name', ({ target }) => {
  let database: OpenDatabase
  const events: Record<string, unknown>[] = []
  const log: Log = (_level, message, fields) => {
    if (message === 'onramp webhook') events.push(fields ?? {})
  }
  const makeApp = (overrides: Partial<AppDeps['config']> = {}) =>
    createApp({
      db: database.db,
      config: baseConfig(overrides),
      log,
      onramp: { webhookBaseUrl: () => 'http://127.0.0.1:4000', now: () => NOW },
    })
  let app: ReturnType<typeof createApp>
  beforeAll(async () => {
    database = await openDatabase(await target())
    await projectStore(database.db).create(LOCAL_PROJECT)
    app = makeApp()
  }, 60_000)
  afterAll(() => database?.close())

  const quote = (body: Record<string, unknown>) =>
    app.request(
      '/v1/onramp/quote?projectId=local',
      json({ purchaseCurrency: gusd, paymentCurrency: usd, network: 'gUSD', ...body }),
    )
  const buy = (body: Record<string, unknown> = {}, target = app) =>
    target.request(
      '/v1/generators/onrampurl?projectId=local',
      json({
        destinationWallets: [{ address: EVM_ACCOUNT }],
        partnerUserId: 'local',
        presetFiatAmount: 50,
        purchaseCurrency: 'gUSD',
        caipNetworkId: EVM,
        ...body,
      }),
    )
  const newPurchase = async () => {
    const res = await buy()
    expect(res.status).toBe(200)
    return ((await res.json()) as { url: string; purchaseId: string }).purchaseId
  }
  const purchase = async (id: string) => {
    const res = await app.request(`/v1/onramp/purchases?projectId=local&ids=${id}`)
    return ((await res.json()) as { purchases: OnrampPurchase[] }).purchases[0] as OnrampPurchase
  }
  const webhook = (body: string, t = NOW / 1000, headers: Record<string, string> = {}) =>
    app.request('/v1/onramp/webhook/sandbox', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'Gangway-Sandbox-Signature': signatureHeader(SANDBOX_SECRET, body, t),
        ...headers,
      },
      body,
    })
  const event = (purchaseId: string, fields: Record<string, unknown> = {}) =>
    JSON.stringify({
      eventId: randomUUID(),
      purchaseId,
      status: 'completed',
      cryptoAmount: '49',
      fiatAmount: '50.00',
      fiatCurrency: 'USD',
      txHash: `0x${'ab'.repeat(32)}`,
      failureReason: null,
      ...fields,
    })

  it('options: USD and EUR with SPEC limits, the served chains’ coins and tokens grouped by symbol, the providers', async () => {
    const res = await app.request('/v1/onramp/options?projectId=local')
    expect(res.status).toBe(200)
    const o = (await res.json()) as OnrampOptionsResponse
    expect(o.paymentCurrencies).toEqual(
      ['USD', 'EUR'].map((id) => ({
        id,
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ],
      })),
    )
    expect(o.purchaseCurrencies.map((c) => c.symbol)).toEqual(['ETH', 'gUSD', 'SOL'])
    const token = o.purchaseCurrencies.find((c) => c.symbol === 'gUSD')
    expect(token?.networks).toEqual([
      {
        name: 'gangway-devnet',
        display_name: 'Gangway Devnet',
        chain_id: '31337',
        contract_address: GUSD,
        caipNetworkId: EVM,
        decimals: 6,
      },
      expect.objectContaining({
        caipNetworkId: SOLANA,
        contract_address: TOKEN_LISTS[SOLANA]?.[0]?.address,
        decimals: 6,
      }),
    ])
    expect(o.purchaseCurrencies[0]?.networks[0]).toMatchObject({ contract_address: '', decimals: 18 })
    expect(o.providers).toEqual([
      {
        name: 'sandbox',
        label: 'Gangway Sandbox',
        feeRange: '1-2%',
        url: 'http://127.0.0.1:4003',
        supportedChains: ['eip155', 'solana'],
      },
    ])
  })

  it('options: a failing options builder → the built-in defaults (USDC, ETH)', async () => {
    const broken = Object.defineProperty({}, EVM, {
      enumerable: true,
      get() {
        throw new Error('broken token list')
      },
    })
    const res = await makeApp({ tokenLists: broken }).request('/v1/onramp/options?projectId=local')
    const o = (await res.json()) as OnrampOptionsResponse
    expect(res.status).toBe(200)
    expect(o.purchaseCurrencies.map((c) => c.symbol)).toEqual(['USDC', 'ETH'])
    expect(o.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
    // a quote then is the mocked one (limits still apply)
    const broken2 = makeApp({ tokenLists: broken })
    const ask = (amount: string) =>
      broken2.request(
        '/v1/onramp/quote?projectId=local',
        json({ purchaseCurrency: o.purchaseCurrencies[0], paymentCurrency: usd, amount, network: 'USDC' }),
      )
    const q = await ask('20')
    expect(q.status).toBe(200)
    expect(await q.json()).toMatchObject({ quoteId: 'mocked-quote-id', mocked: true })
    expect((await ask('9.99')).status).toBe(400)
  })

  it('quote: the provider’s quote with its fee inside 1–2 %; AppKit’s symbol as network', async () => {
    const res = await quote({ amount: '50' })
    expect(res.status).toBe(200)
    const q = (await res.json()) as OnrampQuote
    expect(q).toMatchObject({
      paymentTotal: { amount: '50.00', currency: 'USD' },
      paymentSubtotal: { amount: '49.00', currency: 'USD' },
      purchaseAmount: { amount: '49', currency: 'gUSD' },
      networkFee: { amount: '0.25', currency: 'USD' },
    })
    expect(q.mocked).toBeUndefined()
    const fee = Number(q.providerFee?.amount)
    expect(fee >= 0.5 && fee <= 1).toBe(true)
    // a named network (CAIP-2 or Coinbase name)
    const sol = await quote({ amount: '100', network: SOLANA, purchaseCurrency: { ...gusd } })
    expect(((await sol.json()) as OnrampQuote).purchaseAmount.amount).toBe('98.25')
    // Gangway's dialog names the network with `caipNetworkId`: SOL is sold on the Solana chain, not on EVM
    const solCurrency = { id: 'SOL', name: 'Solana', symbol: 'SOL', networks: [] }
    expect(
      (await quote({ amount: '100', network: 'SOL', caipNetworkId: SOLANA, purchaseCurrency: solCurrency })).status,
    ).toBe(200)
    expect(
      (await quote({ amount: '100', network: 'SOL', caipNetworkId: EVM, purchaseCurrency: solCurrency })).status,
    ).toBe(400)
  })

  it('quote: limits per payment method (SPEC §9)', async () => {
    const message = async (res: Response) => ((await res.json()) as { message: string }).message
    let res = await quote({ amount: '9.99' })
    expect(res.status).toBe(400)
    expect(await message(res)).toBe('Amount must be between 10.00 and 7500.00 USD for card')
    res = await quote({ amount: '7500.01' })
    expect(res.status).toBe(400)
    expect(await message(res)).toBe('Amount must be between 10.00 and 7500.00 USD for card')
    expect((await quote({ amount: '10.00' })).status).toBe(200)
    expect((await quote({ amount: '7500.00' })).status).toBe(200)
    expect((await quote({ amount: '25000.00', paymentMethod: 'ach_bank_account' })).status).toBe(200)
    res = await quote({ amount: '25000.01', paymentMethod: 'ach_bank_account' })
    expect(res.status).toBe(400)
    expect(await message(res)).toBe('Amount must be between 10.00 and 25000.00 USD for ach_bank_account')
    res = await quote({ amount: '9.99', paymentCurrency: { id: 'EUR', payment_method_limits: [] } })
    expect(await message(res)).toBe('Amount must be between 10.00 and 7500.00 EUR for card')
  })

  it('quote: unknown currency, network, fiat or method and bad bodies → 400', async () => {
    expect((await quote({ amount: '50', purchaseCurrency: { ...gusd, id: 'DOGE', symbol: 'DOGE' } })).status).toBe(400)
    expect((await quote({ amount: '50', network: 'eip155:1' })).status).toBe(400)
    expect((await quote({ amount: '50', paymentCurrency: { id: 'GBP', payment_method_limits: [] } })).status).toBe(400)
    expect((await quote({ amount: '50', paymentMethod: 'paypal' })).status).toBe(400)
    expect((await quote({ amount: 'fifty' })).status).toBe(400)
    expect((await quote({ amount: 50 })).status).toBe(400)
    expect((await app.request('/v1/onramp/quote?projectId=local', { method: 'POST', body: '{' })).status).toBe(400)
  })

  it('quote: the provider failing → SPEC’s mocked 1:1 quote, marked', async () => {
    // the sandbox has no EUR price of SOL
    const res = await quote({
      amount: '50',
      purchaseCurrency: { id: 'SOL', name: 'Solana', symbol: 'SOL', networks: [] },
      paymentCurrency: { id: 'EUR', payment_method_limits: [] },
      network: 'SOL',
    })
    expect(res.status).toBe(200)
    const m = { amount: '50.00', currency: 'EUR' }
    expect(await res.json()).toEqual({
      paymentTotal: m,
      paymentSubtotal: m,
      purchaseAmount: m,
      networkFee: m,
      quoteId: 'mocked-quote-id',
      mocked: true,
    })
  })

  it('URL: a signed sandbox URL, the purchase stored pending under an unguessable id', async () => {
    const res = await buy()
    expect(res.status).toBe(200)
    const { url, purchaseId } = (await res.json()) as { url: string; purchaseId: string }
    expect(purchaseId).toMatch(/^[A-Za-z0-9_-]{24}$/)
    expect(urlSignatureValid(url, SANDBOX_SECRET)).toBe(true)
    expect(urlSignatureValid(url.replace('cryptoAmount=49', 'cryptoAmount=490'), SANDBOX_SECRET)).toBe(false)
    expect(Object.fromEntries(new URL(url).searchParams)).toMatchObject({
      purchaseId,
      account: `${EVM}:${EVM_ACCOUNT}`,
      asset: GUSD,
      symbol: 'gUSD',
      decimals: '6',
      cryptoAmount: '49',
      fiatAmount: '50.00',
      fiatCurrency: 'USD',
      paymentMethod: 'card',
      webhookUrl: 'http://127.0.0.1:4000/v1/onramp/webhook/sandbox',
    })
    expect(await purchase(purchaseId)).toMatchObject({
      id: purchaseId,
      provider: 'sandbox',
      status: 'pending',
      account: `${EVM}:${EVM_ACCOUNT}`,
      purchaseCurrency: 'gUSD',
      purchaseAmount: '49',
      paymentCurrency: 'USD',
      paymentAmount: '50.00',
      txHash: null,
      failureReason: null,
    })
    // Solana: native SOL to a Solana address
    const sol = await buy({
      destinationWallets: [{ address: SOLANA_ACCOUNT }],
      purchaseCurrency: 'SOL',
      caipNetworkId: SOLANA,
    })
    expect(sol.status).toBe(200)
    expect(new URL(((await sol.json()) as { url: string }).url).searchParams.get('asset')).toBe('native')
  })

  it('URL: SPEC §7’s payload alone (no purchase currency) buys the network’s native coin (issue 37 item 10)', async () => {
    const spec = {
      destinationWallets: [{ address: EVM_ACCOUNT, blockchains: ['gangway-devnet'] }],
      defaultNetwork: 'gangway-devnet',
      partnerUserId: 'local',
      defaultExperience: 'buy',
      presetCryptoAmount: 0.01,
      presetFiatAmount: 50,
    }
    const res = await app.request('/v1/generators/onrampurl?projectId=local', json(spec))
    expect(res.status).toBe(200)
    const { url, purchaseId } = (await res.json()) as { url: string; purchaseId: string }
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:4003\//)
    expect(await purchase(purchaseId)).toMatchObject({ purchaseCurrency: 'ETH', account: `${EVM}:${EVM_ACCOUNT}` })
    // the CAIP-2 id works as defaultNetwork too; Solana's native coin on a Solana network
    const solana = await app.request(
      '/v1/generators/onrampurl?projectId=local',
      json({ ...spec, destinationWallets: [{ address: SOLANA_ACCOUNT }], defaultNetwork: SOLANA }),
    )
    expect(solana.status).toBe(200)
    const solanaId = ((await solana.json()) as { purchaseId: string }).purchaseId
    expect(await purchase(solanaId)).toMatchObject({ purchaseCurrency: 'SOL' })
    // no network named at all, or one not sold: 400 saying what to send
    const { defaultNetwork: _none, ...noNetwork } = spec
    const missing = await app.request(
      '/v1/generators/onrampurl?projectId=local',
      json({ ...noNetwork, destinationWallets: [{ address: EVM_ACCOUNT }] }),
    )
    expect(missing.status).toBe(400)
    expect(((await missing.json()) as { message: string }).message).toBe(
      'purchaseCurrency or defaultNetwork is required (the coin to buy, or the network to buy its coin on)',
    )
    const unknown = await app.request(
      '/v1/generators/onrampurl?projectId=local',
      json({ ...spec, destinationWallets: [{ address: EVM_ACCOUNT }], defaultNetwork: 'eip155:999' }),
    )
    expect(unknown.status).toBe(400)
  })

  it('URL: the destination must fit the network; limits; unknown provider; none configured', async () => {
    const before = await database.db
      .selectFrom('onramp_purchases')
      .select(database.db.fn.countAll().as('n'))
      .executeTakeFirst()
    expect((await buy({ destinationWallets: [{ address: SOLANA_ACCOUNT }] })).status).toBe(400)
    expect((await buy({ caipNetworkId: SOLANA })).status).toBe(400)
    expect((await buy({ destinationWallets: [{ address: '0x1234' }] })).status).toBe(400)
    expect((await buy({ presetFiatAmount: 9.99 })).status).toBe(400)
    expect((await buy({ presetFiatAmount: 7500.01 })).status).toBe(400)
    expect((await buy({ presetFiatAmount: 25_000, paymentMethod: 'ach_bank_account' })).status).toBe(200)
    expect((await buy({ presetFiatAmount: 25_000.01, paymentMethod: 'ach_bank_account' })).status).toBe(400)
    expect((await buy({ provider: 'moonpay' })).status).toBe(400)
    const none = await buy({}, makeApp({ onrampProviders: [] }))
    expect(none.status).toBe(404)
    expect(((await none.json()) as { message: string }).message).toBe('No on-ramp provider is configured')
    const after = await database.db
      .selectFrom('onramp_purchases')
      .select(database.db.fn.countAll().as('n'))
      .executeTakeFirst()
    expect(Number(after?.n)).toBe(Number(before?.n) + 1)
  })

  it('webhook: a valid event completes the purchase with its tx hash, without project id or CORS', async () => {
    const id = await newPurchase()
    const res = await webhook(event(id), NOW / 1000, { origin: 'https://evil.example' })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true })
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
    expect(await purchase(id)).toMatchObject({
      status: 'completed',
      txHash: `0x${'ab'.repeat(32)}`,
      purchaseAmount: '49',
    })
    // a declined card
    const other = await newPurchase()
    await webhook(event(other, { status: 'failed', txHash: null, failureReason: 'Your card was declined' }))
    expect(await purchase(other)).toMatchObject({
      status: 'failed',
      txHash: null,
      failureReason: 'Your card was declined',
    })
  })

  it('webhook: tampered body, old t, unknown provider or purchase → refused, nothing changed', async () => {
    const id = await newPurchase()
    const body = event(id)
    const tampered = await app.request('/v1/onramp/webhook/sandbox', {
      method: 'POST',
      headers: { 'Gangway-Sandbox-Signature': signatureHeader(SANDBOX_SECRET, body, NOW / 1000) },
      body: body.replace('"49"', '"4900"'),
    })
    expect(tampered.status).toBe(400)
    expect((await webhook(body, NOW / 1000 - 301)).status).toBe(400)
    expect((await app.request('/v1/onramp/webhook/sandbox', { method: 'POST', body })).status).toBe(400)
    expect((await app.request('/v1/onramp/webhook/moonpay', { method: 'POST', body })).status).toBe(404)
    expect((await webhook(event('p_unknownpurchase0000000'))).status).toBe(404)
    expect((await purchase(id)).status).toBe('pending')
    const recorded = await database.db
      .selectFrom('onramp_webhook_events')
      .select('event_id')
      .where('purchase_id', 'in', [id, 'p_unknownpurchase0000000'])
      .execute()
    expect(recorded).toEqual([])
  })

  it('webhook: a replayed event → 409 and nothing changed', async () => {
    const id = await newPurchase()
    const pending = event(id, { status: 'pending', txHash: null })
    expect((await webhook(pending)).status).toBe(200)
    expect((await webhook(pending)).status).toBe(409)
    const done = event(id)
    expect((await webhook(done)).status).toBe(200)
    const replay = await webhook(done, NOW / 1000 + 10)
    expect(replay.status).toBe(409)
    expect(((await replay.json()) as { code: string }).code).toBe('EVENT_REPLAYED')
    // a later, different failed event does not move a completed purchase
    expect((await webhook(event(id, { status: 'failed', txHash: null, failureReason: 'late' }))).status).toBe(200)
    expect(await purchase(id)).toMatchObject({ status: 'completed', failureReason: null })
  })

  it('webhook: 20 parallel different valid events for one purchase → exactly one transition', async () => {
    const id = await newPurchase()
    events.length = 0
    const bodies = Array.from({ length: 20 }, (_, i) =>
      event(
        id,
        i % 2
          ? { status: 'failed', txHash: null, failureReason: `declined ${i}` }
          : { txHash: `0x${String(i).padStart(64, '0')}` },
      ),
    )
    const answers = await Promise.all(bodies.map((b) => webhook(b)))
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200))
    const transitions = events.filter((e) => e.purchaseId === id && e.outcome === 'transitioned')
    expect(transitions).toHaveLength(1)
    const final = await purchase(id)
    const winner = transitions[0]?.status
    expect(final.status).toBe(winner)
    const stored = await database.db
      .selectFrom('onramp_webhook_events')
      .select('event_id')
      .where('purchase_id', '=', id)
      .execute()
    expect(stored).toHaveLength(20)
  })

  it('attacks: webhook and API body limits (413), purchase ids capped, other projects’ purchases hidden', async () => {
    const id = await newPurchase()
    const big = event(id, { failureReason: 'x'.repeat(20_000) })
    expect((await webhook(big)).status).toBe(413)
    expect((await purchase(id)).status).toBe('pending')
    expect((await quote({ amount: '50', pad: 'x'.repeat(70_000) })).status).toBe(413)
    const ids = Array.from({ length: 20 }, (_, i) => (i === 0 ? id : `p_${String(i).padStart(22, '0')}`))
    const ok = await app.request(`/v1/onramp/purchases?projectId=local&ids=${ids.join(',')}`)
    expect(ok.status).toBe(200)
    expect(((await ok.json()) as { purchases: OnrampPurchase[] }).purchases.map((p) => p.id)).toEqual([id])
    const tooMany = await app.request(
      `/v1/onramp/purchases?projectId=local&ids=${[...ids, 'p_x0000000000000000000000'].join(',')}`,
    )
    expect(tooMany.status).toBe(400)
    expect((await app.request('/v1/onramp/purchases?projectId=local')).status).toBe(400)
    expect((await app.request(`/v1/onramp/purchases?ids=${id}`)).status).toBe(403)
    await projectStore(database.db).create({ ...LOCAL_PROJECT, id: 'other', name: 'Other' })
    const foreign = await app.request(`/v1/onramp/purchases?projectId=other&ids=${id}`)
    expect(((await foreign.json()) as { purchases: OnrampPurchase[] }).purchases).toEqual([])
  })
})

describe('on-ramp per-IP limit', () => {
  let database: OpenDatabase
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: undefined })
    await projectStore(database.db).create(LOCAL_PROJECT)
  }, 60_000)
  afterAll(() => database?.close())

  it('counts options, quotes, URLs and look-ups per caller address (429 past it)', async () => {
    // over real HTTP on loopback, behind a trusted proxy (127.0.0.1) naming the callers
    const app = createApp({
      db: database.db,
      config: baseConfig({ onrampPerIpPerMinute: 3, trustedProxies: ['127.0.0.1'] }),
    })
    const served = await serveApp(app)
    try {
      const get = (ip: string) =>
        fetch(`${served.url}/v1/onramp/options?projectId=local`, { headers: { 'x-forwarded-for': ip } })
      for (let i = 0; i < 3; i++) expect((await get('203.0.113.7')).status).toBe(200)
      expect((await get('203.0.113.7')).status).toBe(429)
      const url = await fetch(`${served.url}/v1/generators/onrampurl?projectId=local`, {
        method: 'POST',
        headers: { 'x-forwarded-for': '203.0.113.7' },
      })
      expect(url.status).toBe(429)
      expect((await get('203.0.113.8')).status).toBe(200)
    } finally {
      await served.close()
    }
  })
})
