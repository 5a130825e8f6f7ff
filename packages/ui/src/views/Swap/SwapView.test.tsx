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
  routerPush,
} from '@gangway/core'
import {
  BalancesResponseSchema,
  ConvertAllowanceResponseSchema,
  ConvertGasPriceResponseSchema,
  ConvertQuotesResponseSchema,
  ConvertTokensResponseSchema,
  FungiblePriceResponseSchema,
} from '@gangway/protocol'
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { mountModal } from '../../elements/mountModal.ts'
import { elementsHarness, settle } from '../../test/elementsHarness.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const address = '0x1111111111111111111111111111111111111111'
const CHAIN = 'eip155:31337'
const NATIVE = `${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
const USD = `${CHAIN}:0x2222222222222222222222222222222222222222`
const GWT = `${CHAIN}:0x3333333333333333333333333333333333333333`
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

/** The Gangway server's answers, each checked against the protocol's schema (as the server's tests check it). */
const answers = {
  tokens: ConvertTokensResponseSchema.parse({
    tokens: [
      { name: 'Ether', symbol: 'ETH', address: NATIVE, decimals: 18, logoUri: '/public/getTokenImage/x' },
      { name: 'Gangway USD', symbol: 'gUSD', address: USD, decimals: 6, logoUri: '/public/getTokenImage/x' },
      { name: 'Gangway Token', symbol: 'GWT', address: GWT, decimals: 18, logoUri: '/public/getTokenImage/x' },
    ],
  }),
  balances: BalancesResponseSchema.parse({
    balances: [
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: CHAIN,
        value: 6000,
        price: 3000,
        quantity: { decimals: '18', numeric: '2' },
        iconUrl: '',
      },
      {
        name: 'Gangway USD',
        symbol: 'gUSD',
        chainId: CHAIN,
        address: USD,
        value: 100,
        price: 1,
        quantity: { decimals: '6', numeric: '100' },
        iconUrl: '',
      },
    ],
  }),
  quotes: (amount: string, priceImpact: number, toAmount = '299000000') =>
    ConvertQuotesResponseSchema.parse({
      quotes: [
        {
          id: null,
          fromAmount: amount,
          fromAccount: NATIVE,
          toAmount,
          toAccount: USD,
          priceImpact,
          fee: { percent: 0.3, amount: '0' },
          route: { provider: 'uniswap-v2', path: [NATIVE, USD] },
        },
      ],
    }),
  allowance: (value: string) => ConvertAllowanceResponseSchema.parse({ allowance: value }),
  gasPrice: ConvertGasPriceResponseSchema.parse({ standard: '1000000000', fast: '1250000000', instant: '1500000000' }),
  prices: (addresses: string[]) =>
    FungiblePriceResponseSchema.parse({
      fungibles: addresses.map((address) => ({
        address,
        name: null,
        symbol: null,
        price: { [NATIVE]: 3000, [USD]: 1, [GWT]: 0.25 }[address] ?? 0,
      })),
    }),
}

function serve(options: {
  swaps: boolean
  priceImpact?: number
  allowance?: string
  toAmount?: string
  prices?: boolean
}) {
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input)
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
    if (url.pathname.startsWith('/v1/convert/') && !options.swaps) {
      return json({ code: 'BAD_REQUEST', message: 'Network not supported for Swaps', reasons: [] }, 400)
    }
    if (url.pathname === '/v1/convert/tokens') return json(answers.tokens)
    if (url.pathname === '/v1/convert/quotes') {
      return json(answers.quotes(url.searchParams.get('amount') ?? '0', options.priceImpact ?? 0.4, options.toAmount))
    }
    if (url.pathname === '/v1/fungible/price') {
      if (options.prices === false) return json({ code: 'INTERNAL', message: 'down' }, 500)
      return json(answers.prices(JSON.parse(String(init?.body)).addresses))
    }
    if (url.pathname === '/v1/convert/allowance') return json(answers.allowance(options.allowance ?? '0'))
    if (url.pathname === '/v1/convert/gas-price') return json(answers.gasPrice)
    if (url.pathname.endsWith('/balance')) return json(answers.balances)
    return json({ code: 'NOT_FOUND', message: 'not here' }, 404)
  })
}

const harness = elementsHarness({ awaitRemote: false, cleanup: () => vi.unstubAllGlobals() })

const root = () => document.querySelector('appkit-modal')?.shadowRoot as ShadowRoot
const until = async (ready: () => boolean) => {
  for (let i = 0; i < 100 && !ready(); i++) await settle()
  expect(ready(), root()?.innerHTML).toBe(true)
}
const testId = (id: string) => root()?.querySelector<HTMLElement>(`[data-testid="${id}"]`)

async function connected(options: Partial<KitOptions> = {}) {
  harness.current = createKit({
    projectId: 'local',
    networks: [gangwayDevnetA],
    adapters: [adapter],
    features: { email: false, socials: false },
    apiUrl: 'http://api.test',
    ...options,
  })
  await harness.current.ready
  mountModal(harness.current)
  await act(async () => connect(harness.current as Kit, { connectorId: 'dev.gangway.wallet' }))
  return harness.current
}

describe('Swap views', () => {
  it('Account offers Swap on a network the server serves; the view starts from open arguments and quotes', async () => {
    serve({ swaps: true, priceImpact: 7.5 })
    const kit = await connected()
    await act(async () => openModal(kit))
    await until(() => !!testId('account-swap'))
    await act(async () =>
      openModal(kit, { view: 'Swap', arguments: { amount: '0.1', fromToken: 'ETH', toToken: 'gusd' } }),
    )
    await until(() => testId('swap-submit')?.textContent === 'Review swap')
    expect(root().querySelector('#gw-title')?.textContent).toBe('Swap')
    expect(root().querySelector<HTMLInputElement>('[data-testid="swap-amount"]')?.value).toBe('0.1')
    expect(testId('swap-select-sourceToken')?.textContent).toBe('ETH')
    expect(testId('swap-select-toToken')?.textContent).toBe('gUSD')
    expect(testId('swap-to-amount')?.textContent).toBe('299')
    expect(testId('swap-from-fiat')?.textContent).toBe('$300.00')
    expect(testId('swap-to-fiat')?.textContent).toBe('$299.00')
    // 1 gwei × 200k gas
    expect(testId('swap-network-fee')?.textContent).toBe('Network fee: 0.0002 ETH')
    expect(testId('swap-price-impact')?.getAttribute('role')).toBe('alert')
    expect(testId('swap-price-impact')?.textContent).toBe('High price impact: 7.5%')

    // Max of the native coin keeps twice the network fee back for gas
    const max = [...root().querySelectorAll<HTMLButtonElement>('button.link')].find((b) => b.textContent === 'Max')
    await act(async () => max?.click())
    expect(root().querySelector<HTMLInputElement>('[data-testid="swap-amount"]')?.value).toBe('1.9996')
    await until(() => testId('swap-submit')?.textContent === 'Review swap')

    // flip: gUSD in, with the quoted amount
    await act(async () => testId('swap-flip')?.click())
    expect(testId('swap-select-sourceToken')?.textContent).toBe('gUSD')
    expect(root().querySelector<HTMLInputElement>('[data-testid="swap-amount"]')?.value).toBe('299')
    // more than the 100 gUSD held
    await until(() => testId('swap-submit')?.textContent === 'Insufficient gUSD balance')
  })

  it('fiat values come from the server’s prices, also for a token not held; without prices none is shown', async () => {
    // 10 gUSD → 40 GWT; the account holds no GWT, so only the server's price (0.25 USD) values it
    serve({ swaps: true, toAmount: '40000000000000000000' })
    const kit = await connected()
    await act(async () =>
      openModal(kit, { view: 'Swap', arguments: { amount: '10', fromToken: 'gUSD', toToken: 'GWT' } }),
    )
    await until(() => testId('swap-to-amount')?.textContent === '40')
    expect(kit.stores.swap.get().tokensPriceMap).toEqual({ [NATIVE]: 3000, [USD]: 1, [GWT]: 0.25 })
    expect(testId('swap-from-fiat')?.textContent).toBe('$10.00')
    expect(testId('swap-to-fiat')?.textContent).toBe('$10.00')

    document.body.innerHTML = ''
    serve({ swaps: true, toAmount: '40000000000000000000', prices: false })
    const unpriced = await connected()
    await act(async () =>
      openModal(unpriced, { view: 'Swap', arguments: { amount: '10', fromToken: 'gUSD', toToken: 'GWT' } }),
    )
    await until(() => testId('swap-submit')?.textContent === 'Review swap')
    expect(unpriced.stores.swap.get().tokensPriceMap).toEqual({})
    // the held gUSD keeps its balance row's price; GWT has none: no value rather than a wrong one
    expect(testId('swap-from-fiat')?.textContent).toBe('$10.00')
    expect(testId('swap-to-fiat')?.textContent).toBe('')
  })

  it('SwapSelectToken searches the server’s tokens; choosing one sets that side', async () => {
    serve({ swaps: true })
    const kit = await connected()
    await act(async () => openModal(kit, { view: 'Swap', arguments: {} }))
    await until(() => !!testId('swap-select-toToken'))
    await act(async () => routerPush(kit, 'SwapSelectToken', { target: 'toToken' }))
    await until(() => !!testId('swap-tokens'))
    expect(root().querySelector('#gw-title')?.textContent).toBe('Select token')
    const search = root().querySelector<HTMLInputElement>('input[type="search"]') as HTMLInputElement
    expect(search.getAttribute('aria-label')).toBe('Search token')
    const symbols = () => [...root().querySelectorAll('[data-symbol]')].map((b) => b.getAttribute('data-symbol'))
    // the tokens the account holds first
    expect(symbols()).toEqual(['ETH', 'gUSD', 'GWT'])
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
      setter?.call(search, 'gangway token')
      search.dispatchEvent(new Event('input', { bubbles: true }))
    })
    expect(symbols()).toEqual(['GWT'])
    await act(async () => root().querySelector<HTMLButtonElement>('[data-symbol="GWT"]')?.click())
    await until(() => testId('swap-select-toToken')?.textContent === 'GWT')
  })

  it('SwapPreview starts with Approve when the allowance is short', async () => {
    serve({ swaps: true, allowance: '0' })
    const kit = await connected()
    await act(async () =>
      openModal(kit, { view: 'Swap', arguments: { amount: '10', fromToken: 'gUSD', toToken: 'GWT' } }),
    )
    await until(() => testId('swap-submit')?.textContent === 'Review swap')
    await act(async () => testId('swap-submit')?.click())
    await until(() => !!testId('swap-preview'))
    expect(root().querySelector('#gw-title')?.textContent).toBe('Review swap')
    expect(testId('swap-preview-pay')?.textContent).toBe('10 gUSD')
    expect(testId('swap-approve')?.textContent).toBe('Approve gUSD')
    expect(testId('swap-confirm')).toBeNull()
  })

  it("a network the server does not serve: no Swap on Account, 'Network not supported for Swaps'; German", async () => {
    serve({ swaps: false })
    const kit = await connected({ locale: 'de' })
    await act(async () => openModal(kit))
    await until(() => kit.stores.swap.get().supported[CHAIN] === false)
    expect(testId('account-swap')).toBeNull()
    await act(async () => openModal(kit, { view: 'Swap' }))
    await until(() => !!testId('swap-error'))
    expect(root().querySelector('#gw-title')?.textContent).toBe('Tauschen')
    expect(testId('swap-error')?.getAttribute('role')).toBe('alert')
    expect(testId('swap-error')?.textContent).toBe('Netzwerk unterstützt keine Tauschgeschäfte')
  })
})
