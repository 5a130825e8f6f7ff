import { describe, expect, it, vi } from 'vitest'
import { createKit } from '../createKit.ts'
import { gangwayDevnetA } from '../networks/index.ts'
import type { StorageBackend } from '../storage/createKitStorage.ts'
import { createTestAdapter } from '../test/createTestAdapter.ts'
import { memoryStorage } from '../test/memoryStorage.ts'
import { connect } from './connect.ts'
import { deleteConnection } from './deleteConnection.ts'
import { disconnect } from './disconnect.ts'
import { getAccount } from './getAccount.ts'
import { getConnectionStatus } from './getConnectionStatus.ts'
import { listConnections } from './listConnections.ts'
import { openModal } from './openModal.ts'
import { routerPush } from './routerPush.ts'
import { switchConnection } from './switchConnection.ts'

const first = '0x1111111111111111111111111111111111111111'
const second = '0x2222222222222222222222222222222222222222'
const DEV = 'dev.gangway.wallet'
const OTHER = 'injected'

async function setup(options: { multiWallet?: boolean; storage?: StorageBackend } = {}) {
  const test = createTestAdapter()
  test.state.chainId = 31337
  const kit = createKit({
    projectId: 'local',
    networks: [gangwayDevnetA],
    adapters: [test.adapter],
    storage: options.storage ?? memoryStorage(),
    features: { multiWallet: options.multiWallet ?? true },
  })
  await kit.ready
  return { kit, test }
}

/** The dev wallet on `first`, then the other wallet on `second` (both live, the other one current). */
async function twoWallets(options: { storage?: StorageBackend } = {}) {
  const setUp = await setup(options)
  await connect(setUp.kit, { connectorId: DEV })
  setUp.test.state.accounts = [second]
  await connect(setUp.kit, { connectorId: OTHER })
  // recent connections are recorded by multi-wallet's own chunk, loaded on first use
  await vi.waitFor(() => expect(setUp.kit.storage.getRecentConnections().eip155).toHaveLength(2))
  return setUp
}

describe('multi-wallet (SPEC §4, §6)', () => {
  it('keeps the first wallet as an active connection when another connects; statuses follow', async () => {
    const { kit } = await twoWallets()
    expect(getAccount(kit)).toMatchObject({ isConnected: true, address: second })
    expect(getConnectionStatus(kit, { connectorId: OTHER })).toBe('connected')
    expect(getConnectionStatus(kit, { connectorId: 'DEV.GANGWAY.WALLET' })).toBe('active')
    expect(getConnectionStatus(kit, { connectorId: 'someone.else' })).toBe('disconnected')
    const { connections, recentConnections } = listConnections(kit)
    expect(connections.map((c) => [c.connectorId, c.status, c.accounts[0]?.address])).toEqual([
      [OTHER, 'connected', second],
      [DEV, 'active', first],
    ])
    expect(connections[1]).toMatchObject({ name: 'Gangway Dev Wallet', caipNetwork: { id: 31337 } })
    expect(recentConnections).toEqual([])
  })

  it('switching an active one makes it current without a new login; the other stays active', async () => {
    const { kit, test } = await twoWallets()
    test.state.accounts = [first]
    const result = await switchConnection(kit, { connection: { connectorId: DEV } })
    expect(result).toEqual({ address: first, namespace: 'eip155', hasSwitchedAccount: true, hasSwitchedWallet: true })
    expect(kit.stores.connections.get().activeConnectorId.eip155).toBe(DEV)
    expect(getConnectionStatus(kit, { connectorId: OTHER })).toBe('active')
    // the current one again: nothing changes
    expect(await switchConnection(kit, { connection: { connectorId: DEV } })).toMatchObject({
      hasSwitchedAccount: false,
      hasSwitchedWallet: false,
    })
    await expect(switchConnection(kit, { connection: { connectorId: DEV }, address: second })).rejects.toMatchObject({
      code: 'ACCOUNT_NOT_SWITCHABLE',
    })
    await expect(switchConnection(kit, { connection: { connectorId: 'gone' } })).rejects.toMatchObject({
      code: 'CONNECTOR_NOT_FOUND',
    })
  })

  it('remembers connections in storage: after a reload the others are recent (disconnected) and log in again', async () => {
    const storage = memoryStorage()
    await twoWallets({ storage })
    const test = createTestAdapter()
    test.state.chainId = 31337
    test.state.accounts = [second]
    test.state.authorized = true
    const kit = createKit({
      projectId: 'local',
      networks: [gangwayDevnetA],
      adapters: [test.adapter],
      storage,
      features: { multiWallet: true },
    })
    await kit.ready
    const { connections, recentConnections } = listConnections(kit)
    expect(connections.map((c) => c.connectorId)).toEqual([OTHER])
    expect(recentConnections).toEqual([
      expect.objectContaining({
        connectorId: DEV,
        status: 'disconnected',
        accounts: [{ address: first, caipAddress: `eip155:31337:${first}` }],
      }),
    ])
    test.state.accounts = [first]
    await switchConnection(kit, { connection: recentConnections[0] as never })
    expect(getAccount(kit).address).toBe(first)
    expect(listConnections(kit).recentConnections).toEqual([])
  })

  it('delete: an active one is disconnected and forgotten; the current one hands over to the next', async () => {
    const storage = memoryStorage()
    const { kit, test } = await twoWallets({ storage })
    openModal(kit)
    await deleteConnection(kit, { connectorId: DEV })
    expect(test.state.disconnects).toEqual([DEV])
    expect(listConnections(kit).connections.map((c) => c.connectorId)).toEqual([OTHER])
    expect(kit.storage.getRecentConnections().eip155?.map((c) => c.connectorId)).toEqual([OTHER])
    expect(getAccount(kit).address).toBe(second)

    test.state.accounts = [first]
    await connect(kit, { connectorId: DEV })
    await deleteConnection(kit, { connectorId: DEV })
    // the other wallet became current before the deleted one left: the namespace never looked disconnected
    expect(kit.stores.connections.get().activeConnectorId.eip155).toBe(OTHER)
    expect(test.state.disconnects).toEqual([DEV, DEV])
    await deleteConnection(kit, { connectorId: OTHER })
    expect(getAccount(kit).isConnected).toBe(false)
    expect(kit.stores.modal.get().open).toBe(true)
    expect(listConnections(kit)).toEqual({ connections: [], recentConnections: [] })
    await expect(deleteConnection(kit, { connectorId: OTHER })).rejects.toMatchObject({
      code: 'CONNECTION_NOT_FOUND',
    })
  })

  it('deletes one account of a recent connection', async () => {
    const { kit, test } = await setup()
    test.state.accounts = [first, second]
    await connect(kit, { connectorId: DEV })
    await vi.waitFor(() => expect(kit.storage.getRecentConnections().eip155).toHaveLength(1))
    await disconnect(kit)
    await deleteConnection(kit, { connectorId: DEV, address: first })
    expect(listConnections(kit).recentConnections[0]?.accounts.map((a) => a.address)).toEqual([second])
  })

  it('a wallet added from the wallets list comes back to it; switching never passes through connecting; disconnect goes on with the next, never passing through disconnected', async () => {
    const { kit, test } = await setup()
    await connect(kit, { connectorId: DEV })
    openModal(kit)
    routerPush(kit, 'ProfileWallets')
    routerPush(kit, 'Connect')
    test.state.accounts = [second]
    await connect(kit, { connectorId: OTHER })
    expect(kit.stores.router.get().history.map((e) => e.view)).toEqual(['Account', 'ProfileWallets'])
    const statuses: string[] = []
    kit.stores.chains.subscribe((s) => statuses.push(s.accounts.eip155?.status ?? 'none'))
    test.state.accounts = [first]
    await switchConnection(kit, { connection: { connectorId: DEV } })
    expect(statuses).not.toContain('connecting')
    expect(getAccount(kit).address).toBe(first)
    expect(kit.stores.router.get().history.map((e) => e.view)).toEqual(['Account', 'ProfileWallets'])
    test.state.accounts = [second]
    statuses.length = 0
    await disconnect(kit)
    expect(kit.stores.connections.get().activeConnectorId.eip155).toBe(OTHER)
    expect(getAccount(kit).address).toBe(second)
    expect(kit.stores.modal.get().open).toBe(true)
    // issue 37: the next wallet was made current before this one left — the namespace never read as
    // disconnected (Account would have gone to Connect), and the one that left was disconnected in its wallet
    expect(statuses).not.toContain('disconnected')
    expect(test.state.disconnects).toEqual([DEV])
    expect(listConnections(kit).connections.map((c) => c.connectorId)).toEqual([OTHER])
    expect(listConnections(kit).recentConnections.map((c) => c.connectorId)).toEqual([DEV])
  })

  it('off: the info alert and nothing done (SPEC §6); behaviour as before', async () => {
    const { kit, test } = await setup({ multiWallet: false })
    await connect(kit, { connectorId: DEV })
    test.state.accounts = [second]
    await connect(kit, { connectorId: OTHER })
    expect(await switchConnection(kit, { connection: { connectorId: DEV } })).toBeUndefined()
    expect(kit.stores.alert.get()).toMatchObject({ open: true, variant: 'info', code: 'MULTI_WALLET_NOT_ENABLED' })
    await deleteConnection(kit, { connectorId: DEV })
    expect(test.state.disconnects).toEqual([])
    await disconnect(kit)
    expect(getAccount(kit).isConnected).toBe(false)
  })
})
