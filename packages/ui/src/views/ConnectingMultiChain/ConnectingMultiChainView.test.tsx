// @vitest-environment happy-dom
import {
  type AdapterConnector,
  type ChainAdapter,
  createKit,
  gangwayDevnetA,
  openModal,
  solanaDevnet,
} from '@gangway/core'
import type { ChainNamespace } from '@gangway/protocol'
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { mountModal } from '../../elements/mountModal.ts'
import { elementsHarness, settle } from '../../test/elementsHarness.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** One wallet with an EVM and a Solana side (as the dev wallet and Phantom are), and WalletConnect in each. */
function adapterOf(namespace: ChainNamespace, connectorId: string, address: string, chainId: number | string) {
  const connectors: AdapterConnector[] = [
    { id: connectorId, type: 'ANNOUNCED', chain: namespace, name: 'Gangway Dev Wallet' },
    { id: 'walletConnect', type: 'WALLET_CONNECT', chain: namespace, name: 'WalletConnect' },
  ]
  const connected: string[] = []
  const adapter: ChainAdapter = {
    namespace,
    setup: () => undefined,
    getConnectors: () => connectors,
    connect: async (params) => {
      connected.push(params.connectorId)
      return { connectorId: params.connectorId, accounts: [{ address }], chainId }
    },
    reconnect: async () => undefined,
    disconnect: async () => undefined,
    switchNetwork: async () => undefined,
    getBalance: async () => ({ balance: '1', symbol: namespace === 'solana' ? 'SOL' : 'ETH' }),
    signMessage: async () => '0x',
    sendTransaction: async () => '0x',
    getProvider: () => undefined,
  }
  return { adapter, connected }
}

const harness = elementsHarness()

const root = () => document.querySelector('appkit-modal')?.shadowRoot as ShadowRoot
const shown = async (view: string) => {
  const ready = () => {
    const body = root()?.querySelector(`[data-view="${view}"]`)
    return !!body && body.children.length > 0 && !body.querySelector(':scope > .loading')
  }
  for (let i = 0; i < 200 && !ready(); i++) await settle()
  expect(ready()).toBe(true)
}
const click = async (selector: string) => {
  const button = root().querySelector<HTMLButtonElement>(selector)
  expect(button, selector).not.toBeNull()
  await act(async () => button?.click())
  await settle()
}

describe('one dialog for EVM and Solana', () => {
  it('lists a two-chain wallet once with badges, asks which chain, and switches networks across namespaces', async () => {
    const evm = adapterOf('eip155', 'dev.gangway.wallet', '0x1111111111111111111111111111111111111111', 31337)
    const sol = adapterOf(
      'solana',
      'Gangway Dev Wallet',
      'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
      solanaDevnet.id,
    )
    const kit = createKit({
      projectId: 'local',
      networks: [gangwayDevnetA, solanaDevnet],
      adapters: [evm.adapter, sol.adapter],
      features: { email: false },
    })
    harness.current = kit
    await kit.ready
    mountModal(kit)
    await act(async () => openModal(kit))
    await shown('Connect')

    // one row per wallet: the dev wallet with both chains, WalletConnect once
    const rows = [...root().querySelectorAll<HTMLButtonElement>('ul.list button[data-connector-id]')]
    expect(rows.map((b) => [b.dataset.connectorId, b.dataset.chains])).toEqual([
      ['dev.gangway.wallet', 'eip155 solana'],
      ['walletConnect', 'eip155 solana'],
    ])
    expect([...(rows[0]?.querySelectorAll('.tag.chain') ?? [])].map((t) => t.textContent)).toEqual([
      'EVM Networks',
      'Solana',
    ])

    // picking it asks which chain; Solana connects the Solana side only
    await click('[data-connector-id="dev.gangway.wallet"]')
    await shown('ConnectingMultiChain')
    expect(root().textContent).toContain('Select Chain for Gangway Dev Wallet')
    await click('[data-chain="solana"]')
    await shown('Account')
    expect(sol.connected).toEqual(['Gangway Dev Wallet'])
    expect(evm.connected).toEqual([])
    expect(kit.stores.chains.get().activeNamespace).toBe('solana')
    expect(kit.stores.chains.get().activeNetwork.caipNetworkId).toBe(solanaDevnet.caipNetworkId)

    // an EVM network while no EVM wallet is connected: connect one for it
    await act(async () => openModal(kit, { view: 'Networks' }))
    await shown('Networks')
    await click(`[data-network-id="${gangwayDevnetA.caipNetworkId}"]`)
    await shown('SwitchActiveChain')
    expect(root().textContent).toContain('Switch to EVM Networks')
    await click('.primary')
    await shown('Connect')
    expect(kit.stores.chains.get().activeNamespace).toBe('eip155')
    await click('[data-connector-id="dev.gangway.wallet"]')
    await click('[data-chain="eip155"]')
    await shown('Account')
    expect(evm.connected).toEqual(['dev.gangway.wallet'])
    const accounts = kit.stores.chains.get().accounts
    expect([accounts.eip155?.isConnected, accounts.solana?.isConnected]).toEqual([true, true])

    // both connected: Solana's network is one click away (no wallet prompt)
    await act(async () => openModal(kit, { view: 'Networks' }))
    await shown('Networks')
    await click(`[data-network-id="${solanaDevnet.caipNetworkId}"]`)
    await shown('Account')
    expect(kit.stores.chains.get().activeNamespace).toBe('solana')
    expect(kit.stores.chains.get().accounts.solana?.address).toBe('oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96')
  })
})
