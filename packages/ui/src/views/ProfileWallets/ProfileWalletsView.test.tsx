// @vitest-environment happy-dom
import { type AdapterConnector, type ChainAdapter, connect, createKit, gangwayDevnetA, openModal } from '@gangway/core'
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { mountModal } from '../../elements/mountModal.ts'
import { elementsHarness, settle } from '../../test/elementsHarness.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const ADDRESSES: Record<string, string> = {
  'wallet.one': '0x1111111111111111111111111111111111111111',
  'wallet.two': '0x2222222222222222222222222222222222222222',
}
const connectors: AdapterConnector[] = [
  { id: 'wallet.one', type: 'ANNOUNCED', chain: 'eip155', name: 'Wallet One', info: { rdns: 'wallet.one' } },
  { id: 'wallet.two', type: 'ANNOUNCED', chain: 'eip155', name: 'Wallet Two', info: { rdns: 'wallet.two' } },
]
/** Two wallets, each answering its own account; what the dialog asked of them is recorded. */
function twoWalletAdapter(asked: string[]): ChainAdapter {
  return {
    namespace: 'eip155',
    setup: () => undefined,
    getConnectors: () => connectors,
    connect: async ({ connectorId }) => {
      asked.push(`connect ${connectorId}`)
      return { connectorId, accounts: [{ address: ADDRESSES[connectorId] as string }], chainId: 31337 }
    },
    reconnect: async () => undefined,
    disconnect: async ({ connectorId }) => void asked.push(`disconnect ${connectorId}`),
    switchNetwork: async () => undefined,
    getBalance: async () => ({ balance: '1', symbol: 'ETH' }),
    signMessage: async () => '0x',
    sendTransaction: async () => '0x',
    getProvider: () => undefined,
  }
}

const harness = elementsHarness()
const root = () => document.querySelector('appkit-modal')?.shadowRoot as ShadowRoot
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await settle()
  expect(check()).toBe(true)
}
const rows = () =>
  [...(root()?.querySelectorAll<HTMLElement>('[data-testid="profile-wallet"]') ?? [])].map((row) => [
    row.dataset.connectorId,
    row.dataset.status,
    row.querySelector('[data-testid="profile-wallet-status"]')?.textContent,
  ])
const button = (connectorId: string, action: 'switch' | 'delete') =>
  root()?.querySelector<HTMLButtonElement>(
    `[data-connector-id="${connectorId}"] [data-testid="profile-wallet-${action}"]`,
  ) as HTMLButtonElement

async function start(multiWallet: boolean) {
  const asked: string[] = []
  harness.current = createKit({
    projectId: 'local',
    networks: [gangwayDevnetA],
    adapters: [twoWalletAdapter(asked)],
    apiUrl: 'http://127.0.0.1:9',
    features: { multiWallet },
  })
  const kit = harness.current
  await kit.ready
  await connect(kit, { connectorId: 'wallet.one' })
  await connect(kit, { connectorId: 'wallet.two' })
  mountModal(kit)
  await act(async () => openModal(kit))
  return { kit, asked }
}

describe('ProfileWallets (multi-wallet)', () => {
  it('lists the wallets with status; switch, delete and "add another wallet" work and are named for screen readers', async () => {
    const { kit, asked } = await start(true)
    await until(() => Boolean(root()?.querySelector('[data-testid="account-wallets"]')))
    await act(async () => root().querySelector<HTMLButtonElement>('[data-testid="account-wallets"]')?.click())
    await until(() => rows().length === 2)
    expect(rows()).toEqual([
      ['wallet.two', 'connected', 'In use'],
      ['wallet.one', 'active', undefined],
    ])
    expect(root().querySelector('[data-connector-id="wallet.two"]')?.getAttribute('aria-current')).toBe('true')
    expect(button('wallet.two', 'switch')).toBeNull()
    expect(button('wallet.one', 'switch').getAttribute('aria-label')).toBe('Switch to Wallet One (0x1111…1111)')
    expect(button('wallet.one', 'delete').getAttribute('aria-label')).toBe('Delete Wallet One (0x1111…1111)')

    await act(async () => button('wallet.one', 'switch').click())
    await until(() => rows()[0]?.[0] === 'wallet.one')
    expect(rows()).toEqual([
      ['wallet.one', 'connected', 'In use'],
      ['wallet.two', 'active', undefined],
    ])
    expect(kit.stores.chains.get().accounts.eip155?.address).toBe(ADDRESSES['wallet.one'])
    // the dialog stays on the list (Account behind it)
    expect(kit.stores.router.get().history.map((e) => e.view)).toEqual(['Account', 'ProfileWallets'])
    await until(() => root().textContent?.includes('Wallet switched') === true)

    await act(async () => button('wallet.two', 'delete').click())
    await until(() => rows().length === 1)
    expect(asked).toContain('disconnect wallet.two')
    await until(() => root().textContent?.includes('Wallet deleted') === true)

    await act(async () => root().querySelector<HTMLButtonElement>('[data-testid="profile-wallets-add"]')?.click())
    expect(kit.stores.router.get().history.at(-1)?.view).toBe('Connect')
  })

  it('off: Account has no wallets row and the view is unavailable', async () => {
    const { kit } = await start(false)
    await until(() => Boolean(root()?.querySelector('[data-testid="account-address"]')))
    expect(root().querySelector('[data-testid="account-wallets"]')).toBeNull()
    await act(async () => openModal(kit, { view: 'ProfileWallets' }))
    await settle()
    expect(root().querySelector('[data-testid="profile-wallets"]')).toBeNull()
  })
})
