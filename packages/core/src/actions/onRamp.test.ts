import { afterEach, describe, expect, it, vi } from 'vitest'
import { createKit } from '../createKit.ts'
import { gangwayDevnetA } from '../networks/index.ts'
import { isRestrictedRegion } from '../onramp/isRestrictedRegion.ts'
import { onRampLimitError } from '../onramp/onRampLimitError.ts'
import { createTestAdapter } from '../test/createTestAdapter.ts'
import { memoryStorage } from '../test/memoryStorage.ts'
import { connect } from './connect.ts'
import { fetchOnRampOptions } from './fetchOnRampOptions.ts'
import { fetchOnRampPurchases } from './fetchOnRampPurchases.ts'
import { fetchOnRampQuote } from './fetchOnRampQuote.ts'
import { isOnRampAvailable } from './isOnRampAvailable.ts'
import { onRampPurchaseCurrencies } from './onRampPurchaseCurrencies.ts'
import { ONRAMP_POPUP_BLOCKED, openOnRampProvider } from './openOnRampProvider.ts'
import { updateOnRamp } from './updateOnRamp.ts'
import { watchOnRampPurchase } from './watchOnRampPurchase.ts'

const address = '0x1111111111111111111111111111111111111111'
const gUSD = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

/** Answers the kit's HTTP calls the way the Gangway server does; records them. */
function serve(route: (url: URL, body: unknown) => { status?: number; body: unknown } | 'down') {
  const calls: { url: URL; body: unknown }[] = []
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input)
    const body = init?.body ? JSON.parse(String(init.body)) : undefined
    calls.push({ url, body })
    const answer = route(url, body)
    if (answer === 'down') throw new TypeError('fetch failed')
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    })
  })
  return calls
}

const limits = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]
const options = {
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: limits },
    { id: 'EUR', payment_method_limits: limits },
  ],
  purchaseCurrencies: [
    {
      id: 'gUSD',
      name: 'Gangway USD',
      symbol: 'gUSD',
      networks: [
        {
          name: 'gangway-devnet-a',
          display_name: 'Gangway Devnet A',
          chain_id: '31337',
          contract_address: gUSD,
          caipNetworkId: 'eip155:31337',
          decimals: 6,
        },
      ],
    },
    {
      id: 'SOL',
      name: 'Solana',
      symbol: 'SOL',
      networks: [
        {
          name: 'solana-localnet',
          display_name: 'Solana',
          chain_id: 'x',
          contract_address: '',
          caipNetworkId: 'solana:x',
        },
      ],
    },
  ],
  providers: [
    {
      name: 'sandbox',
      label: 'Gangway Sandbox',
      feeRange: '1-2%',
      url: 'http://127.0.0.1:4003',
      supportedChains: ['eip155', 'solana'],
    },
    {
      name: 'solonly',
      label: 'Solana only',
      feeRange: '1-2%',
      url: 'http://127.0.0.1:4009',
      supportedChains: ['solana'],
    },
  ],
}
const quote = {
  paymentTotal: { amount: '50.00', currency: 'USD' },
  paymentSubtotal: { amount: '49.15', currency: 'USD' },
  purchaseAmount: { amount: '49.15', currency: 'gUSD' },
  networkFee: { amount: '0.10', currency: 'USD' },
  providerFee: { amount: '0.75', currency: 'USD' },
  quoteId: 'q1',
}
const purchase = (status: string, extra: Record<string, unknown> = {}) => ({
  id: 'p1',
  provider: 'sandbox',
  status,
  account: `eip155:31337:${address}`,
  purchaseCurrency: 'gUSD',
  purchaseAmount: '49.15',
  paymentCurrency: 'USD',
  paymentAmount: '50.00',
  txHash: null,
  failureReason: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
  ...extra,
})

async function connected(features: { onramp?: boolean } = {}) {
  const test = createTestAdapter()
  test.state.chainId = 31337
  const kit = createKit({
    projectId: 'local',
    networks: [gangwayDevnetA],
    adapters: [test.adapter],
    storage: memoryStorage(),
    apiUrl: 'http://api.test',
    features,
  })
  await kit.ready
  await connect(kit, { connectorId: 'dev.gangway.wallet' })
  return kit
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('Buy (on-ramp)', () => {
  it('reads the server’s options: the token buyable on the active network is picked, providers by namespace', async () => {
    serve(() => ({ body: options }))
    const kit = await connected()
    await fetchOnRampOptions(kit)
    const state = kit.stores.onramp.get()
    expect(state.optionsFallback).toBe(false)
    expect(state.purchaseCurrency?.id).toBe('gUSD')
    expect(onRampPurchaseCurrencies(kit).map((c) => c.id)).toEqual(['gUSD'])
    expect(state.paymentCurrency.id).toBe('USD')
  })

  it('falls back to the built-in defaults (USDC and ETH; USD and EUR) when the server cannot answer', async () => {
    serve(() => ({ status: 500, body: { code: 'INTERNAL', message: 'boom' } }))
    const kit = await connected()
    await fetchOnRampOptions(kit)
    const state = kit.stores.onramp.get()
    expect(state.optionsFallback).toBe(true)
    expect(state.purchaseCurrencies.map((c) => c.symbol)).toEqual(['USDC', 'ETH'])
    expect(state.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
    expect(state.paymentCurrency.payment_method_limits).toEqual(limits)
    expect(state.providers).toEqual([])
  })

  it('limits: 9.99 and 7,500.01 by card are refused without asking; 25,000.00 by bank is quoted', async () => {
    const calls = serve((url) => (url.pathname.endsWith('/quote') ? { body: quote } : { body: options }))
    const kit = await connected()
    await fetchOnRampOptions(kit)
    for (const amount of ['9.99', '7500.01', '', 'abc']) {
      updateOnRamp(kit, { paymentAmount: amount })
      expect(await fetchOnRampQuote(kit)).toBeUndefined()
      expect(kit.stores.onramp.get().error).toMatch(/between 10.00 and 7500.00 USD for card|Enter an amount/)
    }
    expect(calls.filter((c) => c.url.pathname.endsWith('/quote'))).toHaveLength(0)
    updateOnRamp(kit, { paymentMethod: 'ach_bank_account', paymentAmount: '25000.00' })
    expect(await fetchOnRampQuote(kit)).toEqual(quote)
    const asked = calls.find((c) => c.url.pathname.endsWith('/quote'))?.body as Record<string, unknown>
    expect(asked).toMatchObject({ amount: '25000.00', network: 'gUSD', paymentMethod: 'ach_bank_account' })
    expect(asked.caipNetworkId).toBe('eip155:31337')
    expect(kit.stores.onramp.get().purchaseAmount).toBe(49.15)
    expect(onRampLimitError(kit.stores.onramp.get().paymentCurrency, 'ach_bank_account', '25000.01')).toBe(
      'Amount must be between 10.00 and 25000.00 USD for bank account',
    )
  })

  it('a quote the server refuses shows its reason; a server that cannot be asked gives the mocked quote', async () => {
    let down = false
    serve((url) =>
      url.pathname.endsWith('/quote')
        ? down
          ? 'down'
          : { status: 400, body: { code: 'BAD_REQUEST', message: 'gUSD is not sold in EUR' } }
        : { body: options },
    )
    const kit = await connected()
    await fetchOnRampOptions(kit)
    updateOnRamp(kit, { paymentAmount: '50' })
    expect(await fetchOnRampQuote(kit)).toBeUndefined()
    expect(kit.stores.onramp.get().error).toBe('gUSD is not sold in EUR')
    down = true
    const mocked = await fetchOnRampQuote(kit)
    expect(mocked).toMatchObject({ quoteId: 'mocked-quote-id', mocked: true, purchaseAmount: { amount: '50' } })
    expect(kit.stores.onramp.get().error).toBeUndefined()
  })

  it('opens the provider with the server’s URL, remembers the purchase and follows it until completed', async () => {
    let status = 'pending'
    const calls = serve((url) => {
      if (url.pathname.endsWith('/onrampurl'))
        return { body: { url: 'http://127.0.0.1:4003/buy?x=1', purchaseId: 'p1' } }
      if (url.pathname.endsWith('/purchases')) {
        return { body: { purchases: url.searchParams.get('ids') === 'p1' ? [purchase(status)] : [] } }
      }
      if (url.pathname.endsWith('/quote')) return { body: quote }
      return { body: options }
    })
    const opened: { href: string; opener: unknown; closed: boolean } = { href: '', opener: 'page', closed: false }
    const popup = { closed: false, close: () => undefined, opener: opened.opener, location: { href: '' } }
    const kit = await connected({ onramp: true })
    vi.stubGlobal('window', { open: vi.fn(() => popup) })
    await fetchOnRampOptions(kit)
    updateOnRamp(kit, { paymentAmount: '50' })
    await fetchOnRampQuote(kit)
    const started = await openOnRampProvider(kit, 'sandbox')
    expect(popup.location.href).toBe('http://127.0.0.1:4003/buy?x=1')
    expect(popup.opener).toBeNull()
    expect(started).toMatchObject({ id: 'p1', status: 'pending', purchaseAmount: '49.15' })
    const asked = calls.find((c) => c.url.pathname.endsWith('/onrampurl'))?.body as Record<string, unknown>
    expect(asked).toMatchObject({
      destinationWallets: [{ address, assets: ['gUSD'] }],
      provider: 'sandbox',
      paymentCurrency: 'USD',
      purchaseCurrency: 'gUSD',
      caipNetworkId: 'eip155:31337',
      paymentMethod: 'card',
      presetFiatAmount: 50,
    })
    setTimeout(() => {
      status = 'completed'
    }, 30)
    const done = await watchOnRampPurchase(kit, { intervalMs: 10 })
    expect(done?.status).toBe('completed')
    expect(kit.stores.onramp.get().purchase?.status).toBe('completed')
    expect((await fetchOnRampPurchases(kit)).map((p) => p.id)).toEqual(['p1'])
  })

  it('a blocked window keeps the URL for a link; an amount over the limit opens nothing', async () => {
    serve((url) =>
      url.pathname.endsWith('/onrampurl')
        ? { body: { url: 'http://127.0.0.1:4003/buy?x=2', purchaseId: 'p2' } }
        : { body: options },
    )
    const open = vi.fn(() => null)
    const kit = await connected({ onramp: true })
    vi.stubGlobal('window', { open })
    await fetchOnRampOptions(kit)
    updateOnRamp(kit, { paymentAmount: '7500.01' })
    await expect(openOnRampProvider(kit, 'sandbox')).rejects.toThrow('between 10.00 and 7500.00')
    expect(open).not.toHaveBeenCalled()
    updateOnRamp(kit, { paymentAmount: '20' })
    await openOnRampProvider(kit, 'sandbox')
    expect(kit.stores.onramp.get()).toMatchObject({
      purchaseUrl: 'http://127.0.0.1:4003/buy?x=2',
      error: ONRAMP_POPUP_BLOCKED,
    })
  })

  it('is offered only with features.onramp, connected on EVM or Solana, outside the restricted time zones', async () => {
    serve(() => ({ body: options }))
    const off = await connected({ onramp: false })
    expect(isOnRampAvailable(off, 'Europe/Berlin')).toBe(false)
    const on = await connected({ onramp: true })
    expect(isOnRampAvailable(on, 'Europe/Berlin')).toBe(true)
    expect(isOnRampAvailable(on, 'Asia/Shanghai')).toBe(false)
    expect(isRestrictedRegion('Asia/Hong_Kong')).toBe(true)
    expect(isRestrictedRegion('Asia/Tokyo')).toBe(false)
    expect(isRestrictedRegion('not a zone')).toBe(false)
  })
})
