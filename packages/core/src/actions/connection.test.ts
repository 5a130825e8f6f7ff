import { ErrorCode } from '@gangway/protocol'
import { describe, expect, it, vi } from 'vitest'
import { createKit } from '../createKit.ts'
import { KitError } from '../errors/KitError.ts'
import { AUTH_CONNECTOR_ID } from '../frame/createEmbeddedWallet.ts'
import { gangwayDevnetA, gangwayDevnetB, mainnet, solana } from '../networks/index.ts'
import type { StorageBackend } from '../storage/createKitStorage.ts'
import { createTestAdapter } from '../test/createTestAdapter.ts'
import { memoryStorage } from '../test/memoryStorage.ts'
import { connect } from './connect.ts'
import { disconnect } from './disconnect.ts'
import { getAccount } from './getAccount.ts'
import { openModal } from './openModal.ts'
import { switchNetwork } from './switchNetwork.ts'

const address = '0x1111111111111111111111111111111111111111'

async function setup(
  options: { storage?: StorageBackend; enableReconnect?: boolean; test?: ReturnType<typeof createTestAdapter> } = {},
) {
  const test = options.test ?? createTestAdapter()
  test.state.chainId = 31337
  const kit = createKit({
    projectId: 'local',
    networks: [gangwayDevnetA, gangwayDevnetB, mainnet],
    defaultNetwork: gangwayDevnetA,
    adapters: [test.adapter],
    storage: options.storage ?? memoryStorage(),
    ...(options.enableReconnect === undefined ? {} : { enableReconnect: options.enableReconnect }),
  })
  await kit.ready
  return { kit, test }
}

describe('connection states (SPEC §4)', () => {
  it('goes connecting → connected and records account, connection, wallet info and balance', async () => {
    const { kit } = await setup()
    const statuses: string[] = []
    kit.stores.chains.subscribe((s) => statuses.push(s.accounts.eip155?.status ?? 'none'))
    const events: string[] = []
    kit.events.subscribe((e) => events.push(e.data.event))
    await connect(kit, { connectorId: 'dev.gangway.wallet' })
    expect(statuses[0]).toBe('connecting')
    expect(getAccount(kit)).toMatchObject({
      isConnected: true,
      status: 'connected',
      address,
      caipAddress: `eip155:31337:${address}`,
      allAccounts: [{ address, type: 'eoa' }],
    })
    expect(kit.stores.connections.get().walletInfo).toMatchObject({
      name: 'Gangway Dev Wallet',
      rdns: 'dev.gangway.wallet',
    })
    expect(events).toEqual(['SELECT_WALLET', 'CONNECT_SUCCESS'])
    // the balance is read in the background once fetchBalance's chunk has loaded (refreshBalance)
    await vi.waitFor(() => expect(getAccount(kit)).toMatchObject({ balance: '10000', balanceSymbol: 'ETH' }), {
      timeout: 5000,
    })
  })

  it('keeps connections unique per connector id, case-insensitively', async () => {
    const { kit } = await setup()
    await connect(kit, { connectorId: 'dev.gangway.wallet' })
    await connect(kit, { connectorId: 'DEV.GANGWAY.WALLET' })
    expect(kit.stores.connections.get().connections.eip155).toHaveLength(1)
  })

  it('answers "Connection rejected" with code 4001 and goes back to disconnected', async () => {
    const { kit, test } = await setup()
    test.state.reject = true
    await expect(connect(kit, { connectorId: 'dev.gangway.wallet' })).rejects.toMatchObject({
      message: 'Connection rejected',
      code: 'CONNECTION_REJECTED',
      rpcCode: 4001,
    })
    expect(getAccount(kit).status).toBe('disconnected')
  })

  it('SPEC §8 code 5000: a wallet failure without a numeric code is a KitError with rpcCode 5000 (the default)', async () => {
    const { kit, test } = await setup()
    test.state.connectError = new Error('the extension crashed')
    const error = await connect(kit, { connectorId: 'dev.gangway.wallet' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(KitError)
    expect(error).toMatchObject({ code: 'CONNECT_FAILED', rpcCode: 5000 })
    // a code the wallet gives is kept instead
    test.state.connectError = Object.assign(new Error('Resource unavailable'), { code: -32002 })
    await expect(connect(kit, { connectorId: 'dev.gangway.wallet' })).rejects.toMatchObject({ rpcCode: -32002 })
    expect(new KitError('CONNECT_FAILED', 'x').rpcCode).toBe(ErrorCode.DEFAULT)
  })

  it('disconnect resets account, connector id, wallet info, closes the dialog and emits once', async () => {
    const { kit, test } = await setup()
    await connect(kit, { connectorId: 'dev.gangway.wallet' })
    openModal(kit)
    const events: string[] = []
    kit.events.subscribe((e) => events.push(e.data.event))
    await disconnect(kit)
    expect(getAccount(kit)).toEqual({ isConnected: false, status: 'disconnected', allAccounts: [] })
    expect(kit.stores.connections.get()).toMatchObject({
      activeConnectorId: {},
      walletInfo: undefined,
      connections: { eip155: [] },
    })
    expect(kit.stores.modal.get().open).toBe(false)
    expect(events).toEqual(['DISCONNECT_SUCCESS', 'MODAL_CLOSE'])
    expect(test.state.disconnects).toEqual(['dev.gangway.wallet'])
    expect(kit.storage.getConnections()).toEqual({})
  })

  it('disconnect keeps the network the visitor chose (decision, core README) and drops the wallet’s network state', async () => {
    const { kit, test } = await setup()
    await connect(kit, { connectorId: 'dev.gangway.wallet' })
    await switchNetwork(kit, gangwayDevnetB)
    // the wallet moves to a chain the site does not configure: UnsupportedChain
    test.events.chainChanged('dev.gangway.wallet', 1337)
    expect(kit.stores.chains.get().unsupportedNetwork).toBe(true)
    await disconnect(kit)
    expect(kit.stores.chains.get()).toMatchObject({
      activeNetwork: { caipNetworkId: 'eip155:31338' },
      unsupportedNetwork: false,
    })
    expect(kit.storage.getActiveNetworkId()).toBe('eip155:31338')
    expect(getAccount(kit)).toEqual({ isConnected: false, status: 'disconnected', allAccounts: [] })
    expect(getAccount(kit).user).toBeUndefined()
    expect(kit.stores.connections.get()).toMatchObject({ activeConnectorId: {}, walletInfo: undefined })
    // the next connection starts on it
    test.state.chainId = 31337
    await connect(kit, { connectorId: 'dev.gangway.wallet' })
    expect(getAccount(kit).caipAddress).toBe(`eip155:31338:${test.state.accounts[0]}`)
  })

  it('disconnect keeps the dialog open when told not to', async () => {
    const { kit } = await setup()
    await connect(kit, { connectorId: 'dev.gangway.wallet' })
    openModal(kit)
    await disconnect(kit, { closeModal: false })
    expect(kit.stores.modal.get().open).toBe(true)
  })

  it('a wallet-side disconnect of the active connector resets the state', async () => {
    const { kit, test } = await setup()
    await connect(kit, { connectorId: 'dev.gangway.wallet' })
    test.events.disconnected('someone-else')
    expect(getAccount(kit).isConnected).toBe(true)
    test.events.accountsChanged('dev.gangway.wallet', [])
    expect(getAccount(kit).isConnected).toBe(false)
  })

  it('restores the session after a reload: connecting → connected', async () => {
    const storage = memoryStorage()
    const first = await setup({ storage })
    await connect(first.kit, { connectorId: 'dev.gangway.wallet' })
    const test = createTestAdapter()
    test.state.authorized = true
    const { kit } = await setup({ storage, test })
    expect(getAccount(kit)).toMatchObject({ isConnected: true, status: 'connected', address })
  })

  it('sets connecting synchronously, then disconnected when the wallet no longer allows it', async () => {
    const storage = memoryStorage()
    const first = await setup({ storage })
    await connect(first.kit, { connectorId: 'dev.gangway.wallet' })
    const test = createTestAdapter()
    test.state.failReconnect = true
    const kit = createKit({ projectId: 'local', networks: [gangwayDevnetA], adapters: [test.adapter], storage })
    expect(getAccount(kit).status).toBe('connecting')
    await kit.ready
    expect(getAccount(kit).status).toBe('disconnected')
    expect(kit.storage.getConnections()).toEqual({})
  })

  it('with reconnect disabled a stored session ends disconnected', async () => {
    const storage = memoryStorage()
    const first = await setup({ storage })
    await connect(first.kit, { connectorId: 'dev.gangway.wallet' })
    const test = createTestAdapter()
    test.state.authorized = true
    const { kit } = await setup({ storage, enableReconnect: false, test })
    expect(getAccount(kit).status).toBe('disconnected')
  })

  it('remembers the wallet and at most 2 recent wallets', async () => {
    const { kit } = await setup()
    await connect(kit, { connectorId: 'injected' })
    await connect(kit, { connectorId: 'dev.gangway.wallet' })
    expect(kit.storage.getWallet()).toEqual({ id: 'dev.gangway.wallet', name: 'Gangway Dev Wallet' })
    expect(kit.storage.getRecentWallets().map((w) => w.id)).toEqual(['dev.gangway.wallet', 'injected'])
  })

  it.each([
    ['the embedded (e-mail) connector', AUTH_CONNECTOR_ID, 'AUTH'],
    ['the pairing (WalletConnect) connector', 'walletConnect', 'WALLET_CONNECT'],
  ] as const)('disconnecting %s disconnects every chain (SPEC §4)', async (_name, id, type) => {
    const evm = createTestAdapter('eip155')
    const solanaTest = createTestAdapter('solana')
    const listed = evm.adapter.getConnectors()
    evm.adapter.getConnectors = () => [...listed, { id, type, chain: 'eip155', name: type }]
    solanaTest.state.chainId = solana.id
    solanaTest.state.accounts = ['9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM']
    const kit = createKit({
      projectId: 'local',
      networks: [gangwayDevnetA, solana],
      adapters: [evm.adapter, solanaTest.adapter],
      storage: memoryStorage(),
    })
    await kit.ready
    await connect(kit, { connectorId: id, namespace: 'eip155' })
    await connect(kit, { connectorId: 'dev.gangway.wallet', namespace: 'solana' })
    expect(getAccount(kit, 'solana').isConnected).toBe(true)
    await disconnect(kit, { namespace: 'eip155' })
    expect(getAccount(kit, 'eip155').isConnected).toBe(false)
    expect(getAccount(kit, 'solana').isConnected).toBe(false)
    expect(evm.state.disconnects).toEqual([id])
    expect(solanaTest.state.disconnects).toEqual(['dev.gangway.wallet'])
  })

  it('disconnecting an extension wallet of one namespace leaves the others connected', async () => {
    const evm = createTestAdapter('eip155')
    const solanaTest = createTestAdapter('solana')
    solanaTest.state.chainId = solana.id
    const kit = createKit({
      projectId: 'local',
      networks: [gangwayDevnetA, solana],
      adapters: [evm.adapter, solanaTest.adapter],
      storage: memoryStorage(),
    })
    await kit.ready
    await connect(kit, { connectorId: 'dev.gangway.wallet', namespace: 'eip155' })
    await connect(kit, { connectorId: 'dev.gangway.wallet', namespace: 'solana' })
    await disconnect(kit, { namespace: 'eip155' })
    expect(getAccount(kit, 'eip155').isConnected).toBe(false)
    expect(getAccount(kit, 'solana').isConnected).toBe(true)
  })

  it.each([
    [false, 'UnsupportedChain'],
    [true, undefined],
  ])(
    'a restored session on a network the site did not configure opens UnsupportedChain (allowUnsupportedChain %s)',
    async (allow, shown) => {
      const storage = memoryStorage()
      const first = await setup({ storage })
      await connect(first.kit, { connectorId: 'dev.gangway.wallet' })
      const test = createTestAdapter()
      test.state.authorized = true
      test.state.chainId = 1337
      const kit = createKit({
        projectId: 'local',
        networks: [gangwayDevnetA],
        adapters: [test.adapter],
        storage,
        allowUnsupportedChain: allow,
      })
      await kit.ready
      expect(kit.stores.chains.get().unsupportedNetwork).toBe(true)
      expect(kit.stores.modal.get().open).toBe(shown !== undefined)
      if (shown) expect(kit.stores.router.get().history.at(-1)?.view).toBe(shown)
    },
  )
})
