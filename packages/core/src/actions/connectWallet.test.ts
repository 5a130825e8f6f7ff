import { describe, expect, it } from 'vitest'
import type { AdapterEvents, ChainAdapter } from '../adapter/ChainAdapter.ts'
import { createKit } from '../createKit.ts'
import { gangwayDevnetA } from '../networks/index.ts'
import { createTestAdapter } from '../test/createTestAdapter.ts'
import { memoryStorage } from '../test/memoryStorage.ts'
import { connectWallet } from './connectWallet.ts'
import { fetchWallets } from './fetchWallets.ts'
import { getWalletList } from './getWalletList.ts'
import { prefetchWalletConnectUri } from './prefetchWalletConnectUri.ts'
import { resetWalletConnectUri } from './resetWalletConnectUri.ts'

/** The test adapter plus a WalletConnect connector that shows a pairing URI, then connects or fails. */
function withWalletConnect(outcome: { fail?: boolean } = {}) {
  const test = createTestAdapter()
  test.state.chainId = 31337
  let events: AdapterEvents | undefined
  let approve: (() => void) | undefined
  const adapter: ChainAdapter = {
    ...test.adapter,
    setup(params) {
      events = params.events
      return test.adapter.setup(params)
    },
    getConnectors: () => [
      ...test.adapter.getConnectors(),
      { id: 'walletConnect', type: 'WALLET_CONNECT', chain: 'eip155', name: 'WalletConnect' },
    ],
    connect(params) {
      if (params.connectorId !== 'walletConnect') return test.adapter.connect(params)
      setTimeout(() => events?.pairingUri?.('walletConnect', 'wc:abc@2?relay-protocol=irn'), 5)
      return new Promise((resolve, reject) => {
        approve = () =>
          outcome.fail
            ? reject(new Error('pairing failed'))
            : resolve({
                connectorId: 'walletConnect',
                accounts: [{ address: '0x2222222222222222222222222222222222222222' }],
                chainId: 31337,
              })
      })
    },
  }
  return { adapter, approve: () => approve?.() }
}

const start = async (adapter: ChainAdapter, extra: Record<string, unknown> = {}) => {
  const kit = createKit({
    projectId: 'local',
    networks: [gangwayDevnetA],
    adapters: [adapter],
    storage: memoryStorage(),
    ...extra,
  })
  await kit.ready
  return kit
}

describe('headless connect (AppKit useAppKitWallets / getWalletList / connectWallet)', () => {
  it('lists Connect’s wallets as WalletItems', async () => {
    const kit = await start(withWalletConnect().adapter, {
      customWallets: [{ id: 'mine', name: 'Mine', homepage: 'https://mine.example' }],
    })
    const list = getWalletList(kit)
    expect(list.wallets.map((w) => [w.id, w.isInjected, w.connectors.map((c) => c.id)])).toEqual([
      ['dev.gangway.wallet', true, ['dev.gangway.wallet']],
      ['injected', true, ['injected']],
      ['walletConnect', false, []],
      ['mine', false, []],
    ])
    expect(list.wallets[3]?.walletInfo).toMatchObject({ website: 'https://mine.example' })
    expect(list).toMatchObject({ wcWallets: [], page: 0, count: 0 })
  })

  it('connects an installed wallet through its connector, keeping connectingWallet meanwhile', async () => {
    const kit = await start(withWalletConnect().adapter)
    const wallet = getWalletList(kit).wallets[0]
    if (!wallet) throw new Error('no wallet')
    const done = connectWallet(kit, wallet)
    expect(kit.stores.headless.get().connectingWallet?.id).toBe('dev.gangway.wallet')
    await done
    expect(kit.stores.headless.get().connectingWallet).toBeUndefined()
    expect(kit.stores.connections.get().activeConnectorId.eip155).toBe('dev.gangway.wallet')
  })

  it('connects any other wallet through WalletConnect: the URI first, the connection when approved', async () => {
    const wc = withWalletConnect()
    const kit = await start(wc.adapter, { customWallets: [{ id: 'mine', name: 'Mine' }] })
    const mine = getWalletList(kit).wallets.find((w) => w.id === 'mine')
    if (!mine) throw new Error('no wallet')
    const done = connectWallet(kit, mine)
    expect(kit.stores.headless.get().wcFetchingUri).toBe(true)
    await new Promise((r) => setTimeout(r, 20))
    expect(kit.stores.connections.get().pairing?.uri).toBe('wc:abc@2?relay-protocol=irn')
    expect(kit.stores.headless.get().wcFetchingUri).toBe(false)
    wc.approve()
    await done
    expect(kit.stores.connections.get().activeConnectorId.eip155).toBe('walletConnect')
  })

  it('prefetchWalletConnectUri resolves with the URI; a failed pairing sets wcError; reset clears both', async () => {
    const wc = withWalletConnect({ fail: true })
    const kit = await start(wc.adapter)
    await prefetchWalletConnectUri(kit)
    expect(kit.stores.connections.get().pairing?.uri).toMatch(/^wc:/)
    await prefetchWalletConnectUri(kit) // reused while valid
    wc.approve()
    await new Promise((r) => setTimeout(r, 5))
    expect(kit.stores.headless.get().wcError).toBe(true)
    resetWalletConnectUri(kit)
    expect(kit.stores.headless.get().wcError).toBe(false)
    expect(kit.stores.connections.get().pairing).toBeUndefined()
  })

  it('without WalletConnect: "WalletConnectConnector not found"; fetchWallets refuses what it cannot do', async () => {
    const kit = await start(createTestAdapter().adapter)
    await expect(
      connectWallet(kit, {
        id: 'x',
        name: 'X',
        imageUrl: '',
        connectors: [],
        walletInfo: {},
        isInjected: false,
        isRecent: false,
      }),
    ).rejects.toThrow('WalletConnectConnector not found')
    await expect(fetchWallets(kit, { badge: 'certified', entries: 10 })).rejects.toThrow(
      'fetchWallets: entries, badge not supported',
    )
    expect(
      getWalletList(await start(withWalletConnect().adapter, { enableWalletConnect: false })).wallets.map((w) => w.id),
    ).toEqual(['dev.gangway.wallet', 'injected'])
  })
})
