import { describe, expect, it } from 'vitest'
import { createKit } from '../createKit.ts'
import { gangwayDevnetA, gangwayDevnetB, solana } from '../networks/index.ts'
import { createTestAdapter } from '../test/createTestAdapter.ts'
import { memoryStorage } from '../test/memoryStorage.ts'
import { connect } from './connect.ts'
import { getAccount } from './getAccount.ts'

const SAFE = '0x5afe5afe5afe5afe5afe5afe5afe5afe5afe5afe'

/** The test adapter as a Safe App's: `autoConnect` answers the Safe on devnet B (or nothing). */
function hostedAdapter(answer: boolean) {
  const test = createTestAdapter()
  test.state.chainId = gangwayDevnetA.id
  test.state.authorized = true
  const calls: string[] = []
  test.adapter.autoConnect = async () => {
    calls.push('autoConnect')
    return answer ? { connectorId: 'safe', accounts: [{ address: SAFE }], chainId: gangwayDevnetB.id } : undefined
  }
  return { test, calls }
}

describe('autoConnect: the host gives the connection (a Safe App)', () => {
  it('connects the Safe without a prompt, on its chain, and the stored session of that namespace is not restored', async () => {
    const storage = memoryStorage()
    const first = createKit({
      projectId: 'local',
      networks: [gangwayDevnetA, gangwayDevnetB],
      adapters: [createTestAdapter().adapter],
      storage,
    })
    await first.ready
    await connect(first, { connectorId: 'dev.gangway.wallet' })
    const { test, calls } = hostedAdapter(true)
    let reconnected = 0
    const reconnect = test.adapter.reconnect.bind(test.adapter)
    test.adapter.reconnect = (params) => {
      reconnected++
      return reconnect(params)
    }
    const kit = createKit({
      projectId: 'local',
      networks: [gangwayDevnetA, gangwayDevnetB],
      adapters: [test.adapter],
      storage,
    })
    await kit.ready
    expect(calls).toEqual(['autoConnect'])
    expect(reconnected).toBe(0)
    expect(getAccount(kit)).toMatchObject({ address: SAFE, status: 'connected', isConnected: true })
    expect(kit.stores.chains.get().activeNetwork.id).toBe(gangwayDevnetB.id)
    expect(kit.stores.connections.get().activeConnectorId.eip155).toBe('safe')
    expect(kit.storage.getConnections()).toEqual({ eip155: 'safe' })
  })

  it('without a host the stored sessions are restored as before', async () => {
    const storage = memoryStorage()
    const first = createKit({
      projectId: 'local',
      networks: [gangwayDevnetA],
      adapters: [createTestAdapter().adapter],
      storage,
    })
    await first.ready
    await connect(first, { connectorId: 'dev.gangway.wallet' })
    const { test, calls } = hostedAdapter(false)
    const kit = createKit({ projectId: 'local', networks: [gangwayDevnetA], adapters: [test.adapter], storage })
    await kit.ready
    expect(calls).toEqual(['autoConnect'])
    expect(getAccount(kit)).toMatchObject({ status: 'connected', address: test.state.accounts[0] })
    expect(kit.stores.connections.get().activeConnectorId.eip155).toBe('dev.gangway.wallet')
  })

  it('the Safe stays the active one beside a restored Solana session', async () => {
    const storage = memoryStorage()
    const sol = createTestAdapter('solana')
    sol.state.chainId = solana.id
    sol.state.accounts = ['So11111111111111111111111111111111111111112']
    const networks = [gangwayDevnetA, gangwayDevnetB, solana]
    const first = createKit({ projectId: 'local', networks, adapters: [sol.adapter], storage })
    await first.ready
    await connect(first, { connectorId: 'dev.gangway.wallet', namespace: 'solana' })
    const { test } = hostedAdapter(true)
    const kit = createKit({ projectId: 'local', networks, adapters: [test.adapter, sol.adapter], storage })
    await kit.ready
    expect(kit.stores.chains.get().activeNamespace).toBe('eip155')
    expect(getAccount(kit, 'eip155').address).toBe(SAFE)
    expect(getAccount(kit, 'solana').status).toBe('connected')
  })
})
