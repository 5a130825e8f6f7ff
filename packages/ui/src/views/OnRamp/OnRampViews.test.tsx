// @vitest-environment happy-dom
import {
  type AdapterConnector,
  type ChainAdapter,
  connect,
  createKit,
  gangwayDevnetA,
  type Kit,
  type KitOptions,
  openModal,
} from '@gangway/core'
import {
  OnrampOptionsResponseSchema,
  OnrampPurchasesResponseSchema,
  OnrampQuoteSchema,
  OnrampUrlResponseSchema,
} from '@gangway/protocol'
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { mountModal } from '../../elements/mountModal.ts'
import { elementsHarness, settle } from '../../test/elementsHarness.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const address = '0x1111111111111111111111111111111111111111'
const connectors: AdapterConnector[] = [
  { id: 'dev.gangway.wallet', type: 'ANNOUNCED', chain: 'eip155', name: 'Gangway Dev Wallet', imageUrl: 'data:,w' },
]
const adapter: ChainAdapter = {
  namespace: 'eip155',
  setup: () => undefined,
  getConnectors: () => connectors,
  connect: async ({ connectorId }) => ({ connectorId, accounts: [{ address }], chainId: 31337 }),
  reconnect: async () => undefined,
  disconnect: async () => undefined,
  switchNetwork: async () => undefined,
  getBalance: async () => ({ balance: '2', symbol: 'ETH' }),
  signMessage: async () => '0x',
  sendTransaction: async () => '0x',
  getProvider: () => undefined,
}

const limits = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]
const network = (contract: string) => ({
  name: 'gangway-devnet-a',
  display_name: 'Gangway Devnet A',
  chain_id: '31337',
  contract_address: contract,
  caipNetworkId: 'eip155:31337',
})
/** The Gangway server's answers, each checked against the protocol's schema. */
const answers = {
  options: OnrampOptionsResponseSchema.parse({
    paymentCurrencies: [
      { id: 'USD', payment_method_limits: limits },
      { id: 'EUR', payment_method_limits: limits },
    ],
    purchaseCurrencies: [
      { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [network('')] },
      {
        id: 'gUSD',
        name: 'Gangway USD',
        symbol: 'gUSD',
        networks: [network('0x2222222222222222222222222222222222222222')],
      },
    ],
    providers: [
      {
        name: 'sandbox',
        label: 'Gangway Sandbox',
        feeRange: '1-2%',
        url: 'http://127.0.0.1:4003',
        supportedChains: ['eip155'],
      },
    ],
  }),
  quote: (amount: string, currency: string, symbol: string) =>
    OnrampQuoteSchema.parse({
      paymentTotal: { amount, currency },
      paymentSubtotal: { amount: String(Number(amount) - 0.85), currency },
      purchaseAmount: { amount: String(Number(amount) - 0.85), currency: symbol },
      networkFee: { amount: '0.10', currency },
      providerFee: { amount: '0.75', currency },
      quoteId: 'q1',
    }),
  url: OnrampUrlResponseSchema.parse({ url: 'http://127.0.0.1:4003/buy?purchaseId=p1', purchaseId: 'p1' }),
  purchase: (status: 'pending' | 'completed' | 'failed') =>
    OnrampPurchasesResponseSchema.parse({
      purchases: [
        {
          id: 'p1',
          provider: 'sandbox',
          status,
          account: `eip155:31337:${address}`,
          purchaseCurrency: 'gUSD',
          purchaseAmount: '49.15',
          paymentCurrency: 'EUR',
          paymentAmount: '50',
          txHash: status === 'completed' ? `0x${'ab'.repeat(32)}` : null,
          failureReason: status === 'failed' ? 'Your card was declined' : null,
          createdAt: '2026-11-23T10:00:00.000Z',
          updatedAt: '2026-11-23T10:00:00.000Z',
        },
      ],
    }),
}

function serve(state: { status: 'pending' | 'completed' | 'failed' }) {
  const asked: { path: string; body: unknown }[] = []
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input)
    const body = init?.body ? JSON.parse(String(init.body)) : undefined
    asked.push({ path: url.pathname, body })
    const json = (answer: unknown, status = 200) =>
      new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } })
    if (url.pathname === '/v1/onramp/options') return json(answers.options)
    if (url.pathname === '/v1/onramp/quote') {
      return json(answers.quote(body.amount, body.paymentCurrency.id, body.purchaseCurrency.symbol))
    }
    if (url.pathname === '/v1/generators/onrampurl') return json(answers.url)
    if (url.pathname === '/v1/onramp/purchases') return json(answers.purchase(state.status))
    if (url.pathname.endsWith('/balance')) return json({ balances: [] })
    if (url.pathname.endsWith('/history')) return json({ data: [], next: null })
    return json({ code: 'NOT_FOUND', message: 'not here' }, 404)
  })
  return asked
}

const harness = elementsHarness({
  awaitRemote: false,
  cleanup: () => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  },
})

const root = () => document.querySelector('appkit-modal')?.shadowRoot as ShadowRoot
const until = async (ready: () => boolean) => {
  for (let i = 0; i < 200 && !ready(); i++) await settle()
  expect(ready(), root()?.innerHTML).toBe(true)
}
const testId = (id: string) => root()?.querySelector<HTMLElement>(`[data-testid="${id}"]`)
const type = async (input: HTMLInputElement, value: string) =>
  act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })

async function connected(options: Partial<KitOptions> = {}) {
  harness.current = createKit({
    projectId: 'local',
    networks: [gangwayDevnetA],
    adapters: [adapter],
    features: { email: false, socials: false, onramp: true },
    apiUrl: 'http://api.test',
    ...options,
  })
  await harness.current.ready
  mountModal(harness.current)
  await act(async () => connect(harness.current as Kit, { connectorId: 'dev.gangway.wallet' }))
  return harness.current
}

describe('Buy views', () => {
  it('Account → Buy: limits, token and currency, the quote, the provider’s window, followed until completed', async () => {
    const state = { status: 'pending' as 'pending' | 'completed' | 'failed' }
    const asked = serve(state)
    const popup = { closed: false, opener: {} as unknown, close: vi.fn(), location: { href: '' } }
    const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window)
    const kit = await connected()
    await act(async () => openModal(kit))
    await until(() => !!testId('account-buy'))
    await act(async () => testId('account-buy')?.click())
    await until(() => !!testId('onramp'))
    expect(root().querySelector('#gw-title')?.textContent).toBe('Buy Crypto')
    expect(testId('onramp-token')?.textContent).toBe('ETH')
    const amount = testId('onramp-amount') as HTMLInputElement
    await type(amount, '9.99')
    await until(() => testId('onramp-error')?.textContent === 'Amount must be between 10.00 and 7500.00 USD for card')
    const provider = () => root().querySelector<HTMLButtonElement>('[data-provider="sandbox"]') as HTMLButtonElement
    expect(provider().disabled).toBe(true)

    // the token: gUSD; the currency: EUR
    await act(async () => testId('onramp-token')?.click())
    await until(() => root().querySelector('#gw-title')?.textContent === 'Select Token')
    await until(() => !!root().querySelector('[data-symbol="gUSD"]'))
    await act(async () => root().querySelector<HTMLButtonElement>('[data-symbol="gUSD"]')?.click())
    await until(() => testId('onramp-token')?.textContent === 'gUSD')
    await act(async () => testId('onramp-fiat')?.click())
    await until(() => !!root().querySelector('[data-currency="EUR"]'))
    await act(async () => root().querySelector<HTMLButtonElement>('[data-currency="EUR"]')?.click())
    await until(() => testId('onramp-fiat')?.textContent === 'EUR')

    await type(testId('onramp-amount') as HTMLInputElement, '50')
    await until(() => testId('onramp-purchase-amount')?.textContent === '49.15')
    expect(testId('onramp-quote')?.textContent).toBe('Provider fee €0.75 · network fee €0.10 · total €50.00')
    expect(testId('onramp-error')).toBeNull()
    await until(() => !provider().disabled)
    await act(async () => provider().click())
    expect(open).toHaveBeenCalledTimes(1)
    await until(() => testId('buy-status')?.getAttribute('data-status') === 'pending')
    expect(popup.location.href).toBe('http://127.0.0.1:4003/buy?purchaseId=p1')
    expect(popup.opener).toBeNull()
    expect(root().textContent).toContain('Buying 49.15 gUSD with Gangway Sandbox')
    const urlAsked = asked.find((a) => a.path === '/v1/generators/onrampurl')?.body
    expect(urlAsked).toMatchObject({ provider: 'sandbox', paymentCurrency: 'EUR', purchaseCurrency: 'gUSD' })

    state.status = 'completed'
    await until(() => !!testId('buy-completed'))
    expect(testId('buy-completed')?.textContent).toBe('Bought 49.15 gUSD')
    expect(testId('buy-tx')?.textContent).toContain('Transaction 0xabab')
  }, 30_000)

  it('a failed purchase says why; Activity lists the account’s purchases', async () => {
    const state = { status: 'failed' as 'pending' | 'completed' | 'failed' }
    serve(state)
    vi.spyOn(window, 'open').mockImplementation(() => null)
    const kit = await connected()
    kit.storage.addOnRampPurchase({ id: 'p1', account: `eip155:31337:${address}` })
    await act(async () => openModal(kit))
    await until(() => !!testId('account-buy'))
    const activity = root().querySelector<HTMLButtonElement>('#gw-tab-activity')
    await act(async () => activity?.click())
    await until(() => !!testId('activity-purchases'))
    expect(testId('activity-purchases')?.textContent).toContain('Bought 49.15 gUSD')
    expect(testId('activity-purchases')?.textContent).toContain('50 EUR · Failed')
  })

  it('no Buy without features.onramp', async () => {
    serve({ status: 'pending' })
    const kit = await connected({ features: { email: false, socials: false, onramp: false } })
    await act(async () => openModal(kit))
    await until(() => !!testId('account-address'))
    expect(testId('account-buy')).toBeNull()
  })
})
