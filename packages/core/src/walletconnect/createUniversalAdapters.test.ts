import { describe, expect, it } from 'vitest'
import { createKit } from '../createKit.ts'
import { gangwayDevnetA, solana } from '../networks/index.ts'
import { createTestAdapter } from '../test/createTestAdapter.ts'
import { memoryStorage } from '../test/memoryStorage.ts'
import { relayUrlOf } from './relayUrlOf.ts'

describe('universal adapter (SPEC §2, no adapters)', () => {
  it('gives every namespace of the networks a WalletConnect connector, and loads no WalletConnect code at start', async () => {
    // the cores made before (other test files share this process when the run is not isolated)
    const cores = () => Object.keys(globalThis).filter((k) => k.startsWith('_walletConnectCore'))
    const before = cores()
    const kit = createKit({
      projectId: 'local',
      networks: [gangwayDevnetA, solana],
      storage: memoryStorage(),
      apiUrl: 'https://gangway.example.com/api',
    })
    await kit.ready
    expect([...kit.adapters.keys()]).toEqual(['eip155', 'solana'])
    expect(kit.stores.connectors.get().connectors).toEqual([
      { id: 'walletConnect', type: 'WALLET_CONNECT', chain: 'eip155', name: 'WalletConnect' },
      { id: 'walletConnect', type: 'WALLET_CONNECT', chain: 'solana', name: 'WalletConnect' },
    ])
    // the universal provider is made on the first connect (or the reconnect of a stored session) only
    expect(cores()).toEqual(before)
    expect(kit.adapters.get('eip155')?.getProvider('walletConnect')).toBeUndefined()
  })

  it('is not used when the site gives adapters, nor with enableWalletConnect false', async () => {
    const test = createTestAdapter()
    const withAdapter = createKit({ projectId: 'local', networks: [gangwayDevnetA], adapters: [test.adapter] })
    expect([...withAdapter.adapters.values()]).toEqual([test.adapter])
    const off = createKit({ projectId: 'local', networks: [gangwayDevnetA], enableWalletConnect: false })
    expect(off.adapters.size).toBe(0)
  })

  it('pairs through the relay of the Gangway server it is given', () => {
    expect(relayUrlOf('http://localhost:4000')).toBe('ws://localhost:4000/relay')
    expect(relayUrlOf('https://gangway.example.com/api/')).toBe('wss://gangway.example.com/api/relay')
  })
})
