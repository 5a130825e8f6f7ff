import { base as viemBase, mainnet as viemMainnet } from 'viem/chains'
import { describe, expect, it, vi } from 'vitest'
import { createKit } from '../createKit.ts'
import { gangwayDevnetA, gangwayDevnetB, mainnet, solana, solanaDevnet, ton } from '../networks/index.ts'
import { createTestAdapter } from '../test/createTestAdapter.ts'
import { memoryStorage } from '../test/memoryStorage.ts'
import { addNetwork } from './addNetwork.ts'
import { connect } from './connect.ts'
import { getAccount } from './getAccount.ts'
import { getNetwork } from './getNetwork.ts'
import { removeNetwork } from './removeNetwork.ts'
import { showSnack } from './showSnack.ts'
import { switchNetwork } from './switchNetwork.ts'

async function setup() {
  const test = createTestAdapter()
  test.state.chainId = 31337
  const kit = createKit({
    projectId: 'local',
    networks: [gangwayDevnetA, gangwayDevnetB],
    adapters: [test.adapter],
    storage: memoryStorage(),
  })
  await kit.ready
  return { kit, test }
}

describe('networks (SPEC §4, §5)', () => {
  it('switches the wallet when connected and updates the CAIP address and storage', async () => {
    const { kit, test } = await setup()
    await connect(kit, { connectorId: 'dev.gangway.wallet' })
    await switchNetwork(kit, gangwayDevnetB)
    expect(test.state.switches).toEqual(['eip155:31338'])
    expect(kit.stores.chains.get().activeNetwork.caipNetworkId).toBe('eip155:31338')
    expect(getAccount(kit).caipAddress).toMatch(/^eip155:31338:0x/)
    expect(kit.storage.getActiveNetworkId()).toBe('eip155:31338')
  })

  it('an unknown network raises the switch-network-not-found alert and "Network not found"', async () => {
    const { kit } = await setup()
    await expect(switchNetwork(kit, mainnet)).rejects.toMatchObject({
      message: 'Network not found',
      code: 'NETWORK_NOT_FOUND',
    })
    expect(kit.stores.alert.get()).toMatchObject({ open: true, code: 'SWITCH_NETWORK_NOT_FOUND' })
    expect(kit.stores.chains.get().activeNetwork.caipNetworkId).toBe('eip155:31337')
  })

  it('takes viem chains too; refuses what is no network or not one of the site’s networks', async () => {
    const test = createTestAdapter()
    const kit = createKit({
      projectId: 'local',
      networks: [gangwayDevnetA, viemMainnet],
      adapters: [test.adapter],
      storage: memoryStorage(),
    })
    await kit.ready
    await switchNetwork(kit, viemMainnet)
    expect(kit.stores.chains.get().activeNetwork).toMatchObject({ caipNetworkId: 'eip155:1', name: 'Ethereum' })
    await expect(switchNetwork(kit, viemBase)).rejects.toThrow('Network not found')
    await expect(switchNetwork(kit, 'base' as never)).rejects.toMatchObject({
      code: 'NETWORK_NOT_FOUND',
      message: expect.stringContaining('switchNetwork: network is not a network: expected a viem Chain'),
    })
    // a TON network the site did not list is no network of the site's
    await expect(switchNetwork(kit, ton as never)).rejects.toThrow('Network not found')
    expect(kit.stores.chains.get().activeNetwork.caipNetworkId).toBe('eip155:1')
  })

  it('starts on the network of the last visit, else defaultNetwork, else the first network (AppKit)', async () => {
    const storage = memoryStorage()
    const start = (options: { defaultNetwork?: typeof mainnet } = {}) =>
      createKit({ projectId: 'local', networks: [gangwayDevnetB, mainnet, gangwayDevnetA], storage, ...options })
    expect(start().stores.chains.get().activeNetwork.caipNetworkId).toBe('eip155:31338')
    expect(start({ defaultNetwork: gangwayDevnetA }).stores.chains.get().activeNetwork.caipNetworkId).toBe(
      'eip155:31337',
    )
    storage.setItem('@gangway/active_caip_network_id', JSON.stringify('eip155:1'))
    expect(start({ defaultNetwork: gangwayDevnetA }).stores.chains.get().activeNetwork.caipNetworkId).toBe('eip155:1')
  })

  it('a wallet on a network the site did not configure → unsupported state and the UnsupportedChain view', async () => {
    const { kit, test } = await setup()
    await connect(kit, { connectorId: 'dev.gangway.wallet' })
    test.events.chainChanged('dev.gangway.wallet', 8453)
    expect(kit.stores.chains.get().unsupportedNetwork).toBe(true)
    expect(kit.stores.modal.get().open).toBe(true)
    expect(kit.stores.router.get().history.at(-1)?.view).toBe('UnsupportedChain')
    test.events.chainChanged('dev.gangway.wallet', 31338)
    expect(kit.stores.chains.get()).toMatchObject({ unsupportedNetwork: false, activeNetwork: { id: 31338 } })
  })

  it('adding or removing a network needs an adapter for its namespace; no duplicates', async () => {
    const { kit } = await setup()
    expect(() => addNetwork(kit, solana)).toThrow("Adapter for namespace solana doesn't exist")
    expect(() => removeNetwork(kit, solana.caipNetworkId)).toThrow("Adapter for namespace solana doesn't exist")
    addNetwork(kit, mainnet)
    addNetwork(kit, mainnet)
    expect(kit.stores.chains.get().networks.map((n) => n.id)).toEqual([31337, 31338, 1])
    removeNetwork(kit, 'eip155:1')
    expect(kit.stores.chains.get().networks.map((n) => n.id)).toEqual([31337, 31338])
    expect(() => removeNetwork(kit, 'eip155:31337')).toThrow('Cannot remove the active network')
  })

  it('a new snackbar message replaces an open one after 150 ms', async () => {
    vi.useFakeTimers()
    try {
      const { kit } = await setup()
      showSnack(kit, 'Copied', 'success')
      expect(kit.stores.snack.get()).toMatchObject({ open: true, message: 'Copied' })
      showSnack(kit, 'Network switched')
      expect(kit.stores.snack.get().open).toBe(false)
      vi.advanceTimersByTime(149)
      expect(kit.stores.snack.get().open).toBe(false)
      vi.advanceTimersByTime(1)
      expect(kit.stores.snack.get()).toMatchObject({ open: true, message: 'Network switched' })
    } finally {
      vi.useRealTimers()
    }
  })

  it('EVM and Solana side by side: each namespace keeps its account and network while the other is active', async () => {
    const evm = createTestAdapter('eip155')
    evm.state.chainId = 31337
    const sol = createTestAdapter('solana')
    sol.state.chainId = solanaDevnet.id
    sol.state.accounts = ['oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96']
    const kit = createKit({
      projectId: 'local',
      networks: [gangwayDevnetA, gangwayDevnetB, solana, solanaDevnet],
      adapters: [evm.adapter, sol.adapter],
      storage: memoryStorage(),
    })
    await kit.ready
    expect(getNetwork(kit, 'solana')?.caipNetworkId).toBe(solana.caipNetworkId) // the site's first until connected
    await connect(kit, { connectorId: 'dev.gangway.wallet', namespace: 'solana' })
    expect(getNetwork(kit)?.caipNetworkId).toBe(solanaDevnet.caipNetworkId)
    await connect(kit, { connectorId: 'dev.gangway.wallet', namespace: 'eip155' })
    await switchNetwork(kit, gangwayDevnetB)
    expect(getNetwork(kit, 'solana')?.caipNetworkId).toBe(solanaDevnet.caipNetworkId)
    expect(getNetwork(kit, 'eip155')?.caipNetworkId).toBe('eip155:31338')
    expect(getAccount(kit, 'solana').address).toBe('oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96')
    await switchNetwork(kit, solanaDevnet)
    expect(kit.stores.chains.get().activeNamespace).toBe('solana')
    expect(getNetwork(kit, 'eip155')?.caipNetworkId).toBe('eip155:31338')
    expect(getAccount(kit).caipAddress).toBe(
      `${solanaDevnet.caipNetworkId}:oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96`,
    )
  })

  it('a reload restores both namespaces, the one of the stored active network active', async () => {
    const evm = createTestAdapter('eip155')
    evm.state.chainId = 31337
    const sol = createTestAdapter('solana')
    sol.state.chainId = solanaDevnet.id
    sol.state.accounts = ['oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96']
    const storage = memoryStorage()
    const options = {
      projectId: 'local',
      networks: [gangwayDevnetA, solana, solanaDevnet],
      adapters: [evm.adapter, sol.adapter],
      storage,
    }
    const first = createKit(options)
    await first.ready
    // Solana first: the stored connections list EVM last, so a reload that let the last one win would end on EVM
    await connect(first, { connectorId: 'dev.gangway.wallet', namespace: 'solana' })
    await connect(first, { connectorId: 'dev.gangway.wallet', namespace: 'eip155' })
    await switchNetwork(first, solanaDevnet)

    const again = createKit(options)
    await again.ready
    const chains = again.stores.chains.get()
    expect([chains.accounts.eip155?.isConnected, chains.accounts.solana?.isConnected]).toEqual([true, true])
    expect(chains.activeNamespace).toBe('solana')
    expect(chains.activeNetwork.caipNetworkId).toBe(solanaDevnet.caipNetworkId)
    expect(getNetwork(again, 'eip155')?.caipNetworkId).toBe('eip155:31337')
  })
})
