import {
  type CaipNetwork,
  type ChainAdapter,
  connect,
  createKit,
  destroyKit,
  fromViemChain,
  type Kit,
  type StorageBackend,
} from '@gangway/core'
import { startTestChains } from '@gangway/devnet/testChains'
import type { DefaultSIWX } from '@gangway/siwx'
import { announceProvider, createDevWallet, DEV_WALLET_ICON, DEV_WALLET_NAME, DEV_WALLET_RDNS } from '@gangway/wallet'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { memoryStorage } from '../../../core/src/test/memoryStorage.ts'

/**
 * What the ethers adapters' suites share: fresh anvil chains (A and B) for the file, a kit per test with the
 * family's adapter (`makeAdapter`), the real dev wallet (`@gangway/wallet`) that knows only chain A, and clean-ups.
 */
export function ethersSuiteContext(makeAdapter: () => ChainAdapter) {
  let chains: { a: CaipNetwork; b: CaipNetwork; stop(): Promise<void> }
  beforeAll(async () => {
    const started = await startTestChains()
    const [a, b] = started.chains.map((c) => fromViemChain(c)) as [CaipNetwork, CaipNetwork]
    chains = { a, b, stop: started.stop }
  })
  afterAll(() => chains?.stop())

  const cleanups: (() => unknown)[] = []
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c()
    localStorage.clear()
    delete (window as { ethereum?: unknown }).ethereum
  })

  const info = (uuid: string) => ({ uuid, name: DEV_WALLET_NAME, icon: DEV_WALLET_ICON, rdns: DEV_WALLET_RDNS })
  /** A dev wallet that knows only chain A (switching to B needs wallet_addEthereumChain). */
  const devWallet = (options: { approve?: boolean; remembered?: { connected: boolean } } = {}) => {
    const remembered = options.remembered ?? { connected: false }
    return createDevWallet({
      chains: [chains.a as never],
      origin: 'http://localhost',
      approve: async () => options.approve ?? true,
      permissions: {
        load: () => remembered.connected,
        save: (c) => {
          remembered.connected = c
        },
      },
    })
  }
  const ownRpc = () =>
    Object.fromEntries(
      [chains.a, chains.b].map((n) => [n.caipNetworkId, [{ url: n.rpcUrls.default.http[0] as string }]]),
    )

  async function startKit(
    options: { storage?: StorageBackend; apiUrl?: string; enableCoinbase?: boolean; siwx?: DefaultSIWX } = {},
  ) {
    const adapter = makeAdapter()
    const kit = createKit({
      projectId: 'local',
      networks: [chains.a, chains.b],
      adapters: [adapter],
      storage: options.storage ?? memoryStorage(),
      enableCoinbase: options.enableCoinbase ?? false,
      enableWalletConnect: false,
      metadata: { name: 'ethers test', description: '', url: 'http://localhost', icons: [] },
      ...(options.siwx ? { siwx: options.siwx } : {}),
      ...(options.apiUrl ? { apiUrl: options.apiUrl } : { customRpcUrls: ownRpc() }),
    })
    cleanups.push(() => destroyKit(kit))
    await kit.ready
    await kit.remote
    return { kit, adapter }
  }
  /** The wallets listed (the e-mail connector and WalletConnect, which the dialog shows on its own, left out). */
  const wallets = (kit: Kit) =>
    kit.stores.connectors.get().connectors.filter((c) => c.type !== 'AUTH' && c.type !== 'WALLET_CONNECT')
  const until = async (check: () => boolean, what: string) => {
    for (let i = 0; i < 150 && !check(); i++) await new Promise((r) => setTimeout(r, 20))
    if (!check()) throw new Error(`timed out waiting for ${what}`)
  }
  async function connected(storage = memoryStorage()) {
    const wallet = devWallet()
    cleanups.push(announceProvider(window, wallet.provider, info('a')))
    const started = await startKit({ storage })
    await connect(started.kit, { connectorId: DEV_WALLET_RDNS })
    return { wallet, storage, ...started }
  }

  return {
    /** The test chains (set before the first test). */
    get chains() {
      return chains
    },
    cleanups,
    info,
    devWallet,
    startKit,
    wallets,
    until,
    connected,
  }
}

export type EthersSuiteContext = ReturnType<typeof ethersSuiteContext>
