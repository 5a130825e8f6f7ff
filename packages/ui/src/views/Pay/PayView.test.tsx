// @vitest-environment happy-dom
import {
  type AdapterConnector,
  type ChainAdapter,
  connect,
  createKit,
  gangwayDevnetA,
  gangwayDevnetB,
  getPayResult,
  type KitOptions,
  openModal,
  openPay,
  type PaymentOptions,
} from '@gangway/core'
import { act } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { mountModal } from '../../elements/mountModal.ts'
import { elementsHarness, settle } from '../../test/elementsHarness.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const address = '0x1111111111111111111111111111111111111111'
const RECIPIENT = '0x2222222222222222222222222222222222222222'
const HASH = `0x${'cd'.repeat(32)}`
const payment: PaymentOptions = {
  paymentAsset: {
    network: 'eip155:31338',
    asset: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    metadata: { name: 'Gangway USD', symbol: 'gUSD', decimals: 6 },
  },
  recipient: RECIPIENT,
  amount: 5,
}
const connectors: AdapterConnector[] = [
  { id: 'dev.gangway.wallet', type: 'ANNOUNCED', chain: 'eip155', name: 'Gangway Dev Wallet', imageUrl: 'data:,w' },
]
/** The wallet's side, steered per test: a prompt left open (`gate`), a rejection. */
const wallet = { chainId: 31337, switches: [] as string[], gate: undefined as Promise<void> | undefined, reject: false }
const adapter: ChainAdapter = {
  namespace: 'eip155',
  setup: () => undefined,
  getConnectors: () => connectors,
  connect: async ({ connectorId }) => ({ connectorId, accounts: [{ address }], chainId: wallet.chainId }),
  reconnect: async () => undefined,
  disconnect: async () => undefined,
  switchNetwork: async ({ network }) => {
    wallet.switches.push(network.caipNetworkId)
    wallet.chainId = Number(network.id)
  },
  getBalance: async () => ({ balance: '2', symbol: 'ETH' }),
  signMessage: async () => '0x',
  sendTransaction: async () => {
    await wallet.gate
    if (wallet.reject) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    return HASH
  },
  getProvider: () => undefined,
}

const harness = elementsHarness({
  awaitRemote: false,
  cleanup: () => {
    vi.unstubAllGlobals()
    Object.assign(wallet, { chainId: 31337, switches: [], gate: undefined, reject: false })
  },
})
// the Gangway server is not part of these tests: every call answers 404 (balances unavailable)
beforeEach(() => vi.stubGlobal('fetch', async () => new Response('{}', { status: 404 })))

const root = () => document.querySelector('appkit-modal')?.shadowRoot as ShadowRoot
const until = async (ready: () => boolean) => {
  for (let i = 0; i < 100 && !ready(); i++) await settle()
  expect(ready(), root()?.innerHTML).toBe(true)
}
const testId = (id: string) => root()?.querySelector<HTMLElement>(`[data-testid="${id}"]`)
const title = () => root()?.querySelector('#gw-title')?.textContent

async function kitWith(features: KitOptions['features'], options: Partial<KitOptions> = {}) {
  harness.current = createKit({
    projectId: 'local',
    networks: [gangwayDevnetA, gangwayDevnetB],
    adapters: [adapter],
    features: { email: false, socials: false, ...features },
    apiUrl: 'http://api.test',
    ...options,
  })
  await harness.current.ready
  mountModal(harness.current)
  return harness.current
}

describe('Pay views', () => {
  it('shows the payment, pays with the connected wallet (switching network) and shows the hash', async () => {
    const kit = await kitWith({ pay: true, onramp: false })
    await act(async () => connect(kit, { connectorId: 'dev.gangway.wallet' }))
    let open!: () => void
    wallet.gate = new Promise((r) => {
      open = r
    })
    await act(async () => openPay(kit, payment))
    await until(() => !!testId('pay-view'))
    expect(title()).toBe('Pay')
    expect(testId('pay-amount')?.textContent).toBe('5 gUSD')
    expect(testId('pay-network')?.textContent).toBe('on Gangway Devnet B')
    expect(testId('pay-recipient')?.getAttribute('title')).toBe(RECIPIENT)
    const button = testId('pay-with-wallet')
    expect(button?.textContent).toBe('Pay with Gangway Dev Wallet')
    // features.onramp off: no "Buy first"
    expect(testId('pay-buy')).toBeFalsy()

    await act(async () => button?.click())
    await until(() => testId('pay-loading')?.dataset.status === 'in-progress')
    expect(title()).toBe('Payment')
    expect(root().querySelector('[role="status"]')?.getAttribute('aria-label')).toBe('Payment in progress')
    expect(testId('pay-loading')?.textContent).toContain('Approve the payment in Gangway Dev Wallet')
    await act(async () => open())
    await until(() => testId('pay-loading')?.dataset.status === 'success')
    expect(testId('pay-hash')?.getAttribute('title')).toBe(HASH)
    expect(wallet.switches).toEqual(['eip155:31338'])
    expect(getPayResult(kit)).toBe(HASH)
    // the dialog's close button ends it
    await act(async () => root().querySelector<HTMLButtonElement>('button[aria-label="Close"]')?.click())
    expect(kit.stores.modal.get().open).toBe(false)
  })

  it('a payment declined in the wallet is said on the Pay view (alert), and may be tried again', async () => {
    const kit = await kitWith({ pay: true })
    await act(async () => connect(kit, { connectorId: 'dev.gangway.wallet' }))
    wallet.reject = true
    await act(async () => openPay(kit, payment))
    await until(() => !!testId('pay-with-wallet'))
    await act(async () => testId('pay-with-wallet')?.click())
    await until(() => !!testId('pay-error'))
    expect(testId('pay-error')?.getAttribute('role')).toBe('alert')
    expect(testId('pay-error')?.textContent).toBe('Unable to process payment: Transaction declined')
    expect(title()).toBe('Pay')
    wallet.reject = false
    await act(async () => testId('pay-with-wallet')?.click())
    await until(() => testId('pay-loading')?.dataset.status === 'success')
  })

  it('not connected: "Connect a wallet to pay" goes to Connect and back to Pay once connected', async () => {
    const kit = await kitWith({ pay: true })
    await act(async () => openPay(kit, payment))
    await until(() => !!testId('pay-connect'))
    expect(testId('pay-with-wallet')).toBeFalsy()
    await act(async () => testId('pay-connect')?.click())
    await until(() => title() === 'Connect Wallet')
    await act(async () => connect(kit, { connectorId: 'dev.gangway.wallet' }))
    await until(() => !!testId('pay-with-wallet'))
    expect(kit.stores.router.get().history.map((e) => e.view)).toEqual(['Pay'])
  })

  it('with features.onramp and a connected wallet, "Buy gUSD first" opens the Buy flow', async () => {
    const kit = await kitWith({ pay: true, onramp: true })
    await act(async () => connect(kit, { connectorId: 'dev.gangway.wallet' }))
    await act(async () => openPay(kit, payment))
    await until(() => !!testId('pay-buy'))
    expect(testId('pay-buy')?.textContent).toBe('Buy gUSD first')
    await act(async () => testId('pay-buy')?.click())
    await until(() => title() === 'Buy Crypto')
  })

  it('German texts; not connected, so no "Buy first" (on-ramps sell to a connected account)', async () => {
    const kit = await kitWith({ pay: true, onramp: true }, { locale: 'de' })
    await act(async () => openPay(kit, payment))
    await until(() => !!testId('pay-connect'))
    expect(title()).toBe('Bezahlen')
    expect(testId('pay-network')?.textContent).toBe('auf Gangway Devnet B')
    expect(testId('pay-connect')?.textContent).toBe('Zum Bezahlen ein Wallet verbinden')
    expect(testId('pay-buy')).toBeFalsy()
  })

  it('without features.pay there is no Pay view (openPay refuses; the router entry shows "unavailable")', async () => {
    const kit = await kitWith({ pay: false })
    expect(() => openPay(kit, payment)).toThrow('Unable to initiate payment')
    await act(async () => openModal(kit, { view: 'Pay' }))
    await settle()
    await until(() => !!root()?.querySelector('[data-view="Pay"] .center'))
    expect(testId('pay-view')).toBeFalsy()
  })
})
