// @vitest-environment happy-dom
import {
  type CaipNetwork,
  connect,
  createKit,
  destroyKit,
  disconnect,
  fromViemChain,
  getAccount,
  type Kit,
  type StorageBackend,
  sendTransaction,
  signMessage,
  switchNetwork,
} from '@gangway/core'
import { startTestChains } from '@gangway/devnet/testChains'
import { announceProvider, createDevWallet, DEV_WALLET_ICON, DEV_WALLET_NAME, DEV_WALLET_RDNS } from '@gangway/wallet'
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { type Chain, createPublicClient, type EIP1193Provider, http, parseEther, recoverMessageAddress } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type Config, createConfig, injected, WagmiProvider } from 'wagmi'
import { reconnect } from 'wagmi/actions'
import { authConnector } from './authConnector.ts'
import { ownRpcUrls } from './test/ownRpcUrls.ts'
import { toWagmiChain } from './toWagmiChain.ts'
import { WagmiAdapter } from './WagmiAdapter.ts'

let chains: { a: CaipNetwork; b: CaipNetwork; stop(): Promise<void> }
beforeAll(async () => {
  const started = await startTestChains()
  const [a, b] = started.chains.map((c) => fromViemChain(c)) as [CaipNetwork, CaipNetwork]
  chains = { a, b, stop: started.stop }
})
afterAll(() => chains?.stop())

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const c of cleanups.splice(0)) c()
  localStorage.clear()
  delete (window as { ethereum?: unknown }).ethereum
})

const memoryStorage = (): StorageBackend => {
  const data = new Map<string, string>()
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  }
}

const info = (uuid: string) => ({ uuid, name: DEV_WALLET_NAME, icon: DEV_WALLET_ICON, rdns: DEV_WALLET_RDNS })

/** A dev wallet that knows only chain A (so switching to B needs wallet_addEthereumChain). */
function devWallet(options: { approve?: boolean; remembered?: { connected: boolean } } = {}) {
  const remembered = options.remembered ?? { connected: false }
  const wallet = createDevWallet({
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
  return { wallet, remembered }
}

async function startKit(
  storage: StorageBackend = memoryStorage(),
  networks: CaipNetwork[] = [chains.a, chains.b],
  options: { ssr?: boolean; wagmiProvider?: boolean } = {},
) {
  const adapter = new WagmiAdapter({
    networks,
    walletConnect: false,
    ...(options.ssr === undefined ? {} : { ssr: options.ssr }),
  })
  // the Coinbase SDK connector (on by default) has tests of its own (coinbaseConnector.test.ts)
  const kit = createKit({
    projectId: 'local',
    networks,
    adapters: [adapter],
    storage,
    enableCoinbase: false,
    customRpcUrls: ownRpcUrls(networks),
  })
  cleanups.push(() => destroyKit(kit))
  let unmount = () => {}
  if (options.wagmiProvider) {
    // as a site renders it after createAppKit: <WagmiProvider config={wagmiAdapter.wagmiConfig}>
    const container = document.body.appendChild(document.createElement('div'))
    const root = createRoot(container)
    root.render(createElement(WagmiProvider, { config: adapter.wagmiConfig }, null))
    unmount = () => root.unmount()
    cleanups.push(unmount)
  }
  await kit.ready
  // the background calls to the (absent) Gangway server end inside the test, not during teardown
  await kit.remote
  return { kit, adapter, unmount }
}

/**
 * The page goes away, as on a reload: nothing of it may run on into the next page, which here shares the
 * window (and wagmi's module, with its one reconnect per page). Its kit stops, its React root unmounts, and
 * what wagmi still had under way (a WagmiProvider's reconnect on mount) ends first.
 */
async function leavePage(page: { kit: Kit; adapter: WagmiAdapter; unmount(): void }) {
  destroyKit(page.kit)
  page.unmount()
  await until(() => !['connecting', 'reconnecting'].includes(page.adapter.wagmiConfig.state.status), 'wagmi idle')
}

// a wait for a state, bounded at 10 s: a reload's reconnect on anvil took over 2 s with the runtimes step's two
// suites side by side on a loaded 2-core machine
const until = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 20))
  if (!check()) throw new Error(`timed out waiting for ${what}`)
}

/** The wallets listed (the kit's e-mail connector, type AUTH, is always there in a browser). */
const connectorsOf = (kit: Kit) => kit.stores.connectors.get().connectors.filter((c) => c.type !== 'AUTH')

describe('WagmiAdapter discovery', () => {
  it('lists an EIP-6963 wallet by name and icon, once per rdns', async () => {
    const { wallet } = devWallet()
    cleanups.push(announceProvider(window, wallet.provider, info('a')))
    cleanups.push(announceProvider(window, wallet.provider, info('b')))
    const { kit } = await startKit()
    const announced = connectorsOf(kit).filter((c) => c.type === 'ANNOUNCED')
    expect(announced).toEqual([
      expect.objectContaining({
        id: DEV_WALLET_RDNS,
        name: DEV_WALLET_NAME,
        imageUrl: DEV_WALLET_ICON,
        chain: 'eip155',
      }),
    ])
    expect(connectorsOf(kit).some((c) => c.type === 'INJECTED')).toBe(false)
  })

  it('falls back to the legacy window.ethereum as "Browser Wallet" when no wallet announces itself', async () => {
    const { wallet } = devWallet()
    ;(window as { ethereum?: unknown }).ethereum = wallet.provider
    const { kit } = await startKit()
    expect(connectorsOf(kit)).toEqual([
      expect.objectContaining({ id: 'injected', type: 'INJECTED', name: 'Browser Wallet' }),
    ])
    await connect(kit, { connectorId: 'injected' })
    expect(getAccount(kit).address).toBe(wallet.address)
  })

  it('lists no wallet when there is none, only the e-mail connector', async () => {
    const { kit } = await startKit()
    expect(connectorsOf(kit)).toEqual([])
    expect(kit.stores.connectors.get().connectors).toEqual([
      expect.objectContaining({ id: 'ID_AUTH', type: 'AUTH', name: 'Email', chain: 'eip155' }),
    ])
  })

  it("takes AppKit's authConnector() as the dialog's e-mail wallet: one ID_AUTH connector, bound to the frame", async () => {
    const adapter = new WagmiAdapter({
      networks: [chains.a],
      walletConnect: false,
      connectors: [authConnector({ options: { projectId: 'local' } })],
    })
    expect(adapter.wagmiConfig.connectors.map((c) => c.id)).not.toContain('ID_AUTH')
    const kit = createKit({ projectId: 'local', networks: [chains.a], adapters: [adapter], enableCoinbase: false })
    cleanups.push(() => destroyKit(kit))
    await kit.ready
    await kit.remote
    const auth = adapter.wagmiConfig.connectors.filter((c) => c.id === 'ID_AUTH')
    expect(auth).toHaveLength(1)
    expect(await auth[0]?.getProvider()).toBe(kit.embedded?.provider)
    expect(kit.stores.connectors.get().connectors.filter((c) => c.type === 'AUTH')).toHaveLength(1)
    expect(() => authConnector({ options: { projectId: '' } })).toThrow(/projectId/)
  })

  it('lists WalletConnect (through our relay) unless turned off', async () => {
    const adapter = new WagmiAdapter({ networks: [chains.a] })
    expect(adapter.getConnectors()).toEqual([
      expect.objectContaining({ id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect' }),
    ])
    adapter.destroy()
  })
})

describe('WagmiAdapter with the dev wallet on anvil', () => {
  async function connected(options: Parameters<typeof devWallet>[0] = {}) {
    const dev = devWallet(options)
    cleanups.push(announceProvider(window, dev.wallet.provider, info('a')))
    const storage = memoryStorage()
    const started = await startKit(storage)
    await connect(started.kit, { connectorId: DEV_WALLET_RDNS })
    return { ...dev, ...started, storage }
  }

  it('connects, reads the native balance, signs and sends', async () => {
    const { kit, wallet } = await connected()
    expect(getAccount(kit)).toMatchObject({
      isConnected: true,
      address: wallet.address,
      caipAddress: `eip155:31337:${wallet.address}`,
    })
    await until(() => getAccount(kit).balance !== undefined, 'balance')
    expect(getAccount(kit)).toMatchObject({ balance: '10000', balanceSymbol: 'ETH' })

    const signature = await signMessage(kit, 'hello gangway')
    expect(await recoverMessageAddress({ message: 'hello gangway', signature: signature as `0x${string}` })).toBe(
      wallet.address,
    )
    const to = '0x000000000000000000000000000000000000dEaD'
    const adapter = kit.adapters.get('eip155')
    const network = kit.stores.chains.get().activeNetwork
    const fee = await adapter?.estimateFee?.({ address: wallet.address, network, to, value: parseEther('1') })
    const client = createPublicClient({ transport: http(chains.a.rpcUrls.default.http[0]) })
    expect(fee?.symbol).toBe('ETH')
    expect(parseEther(fee?.fee ?? '0')).toBe(21_000n * (await client.getGasPrice()))
    const hash = await sendTransaction(kit, { to, value: parseEther('1') })
    await adapter?.waitForTransaction?.({ hash, network })
    const receipt = await client.waitForTransactionReceipt({ hash: hash as `0x${string}` })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: to })).toBeGreaterThanOrEqual(parseEther('1'))
  })

  it('rejects with "Connection rejected" when the wallet declines, and stays disconnected', async () => {
    const { wallet } = devWallet({ approve: false })
    cleanups.push(announceProvider(window, wallet.provider, info('a')))
    const { kit } = await startKit()
    await expect(connect(kit, { connectorId: DEV_WALLET_RDNS })).rejects.toThrow('Connection rejected')
    expect(getAccount(kit)).toMatchObject({ isConnected: false, status: 'disconnected' })
  })

  it('switches to a chain the wallet lacks: 4902, add (with the chain’s own RPC, not the kit’s server), then switched', async () => {
    const { kit, wallet } = await connected()
    const asked: unknown[] = []
    const request = wallet.provider.request.bind(wallet.provider)
    wallet.provider.request = ((args: { method: string; params?: unknown }) => {
      if (args.method === 'wallet_addEthereumChain') asked.push(args.params)
      return request(args as never)
    }) as typeof wallet.provider.request
    await switchNetwork(kit, chains.b)
    expect(asked).toEqual([[expect.objectContaining({ chainId: '0x7a6a', rpcUrls: chains.b.rpcUrls.default.http })]])
    expect(wallet.chainId).toBe(31338)
    expect(kit.stores.chains.get().activeNetwork.caipNetworkId).toBe('eip155:31338')
    expect(getAccount(kit).caipAddress).toBe(`eip155:31338:${wallet.address}`)
  })

  it('SPEC §8 32603 (invalid chain id): a wallet answering it for a chain it lacks gets the chain added, then switches', async () => {
    const { kit, wallet } = await connected()
    const request = wallet.provider.request.bind(wallet.provider)
    const asked: string[] = []
    wallet.provider.request = (async (args: { method: string; params?: unknown }) => {
      asked.push(args.method)
      try {
        return await request(args as never)
      } catch (error) {
        // this wallet answers an unknown chain with 32603 instead of EIP-3085's 4902
        if (args.method === 'wallet_switchEthereumChain' && (error as { code?: number }).code === 4902) {
          throw Object.assign(new Error('Invalid chain id'), { code: 32603 })
        }
        throw error
      }
    }) as typeof wallet.provider.request
    await switchNetwork(kit, chains.b)
    expect(asked.filter((m) => m.startsWith('wallet_'))).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
    expect(wallet.chainId).toBe(31338)
    expect(kit.stores.chains.get().activeNetwork.caipNetworkId).toBe('eip155:31338')
  })

  it('follows account and chain changes made in the wallet', async () => {
    const { kit, wallet } = await connected()
    wallet.setPrivateKey('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d') // anvil #1
    await until(() => getAccount(kit).address === wallet.address, 'accountsChanged')
    expect(wallet.address).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    await wallet.provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: '0x7a6a',
          chainName: 'Test B',
          rpcUrls: chains.b.rpcUrls.default.http,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
    })
    await until(() => kit.stores.chains.get().activeNetwork.id === 31338, 'chainChanged')
  })

  it('marks a chain the site did not configure as unsupported', async () => {
    const dev = devWallet()
    cleanups.push(announceProvider(window, dev.wallet.provider, info('a')))
    const { kit } = await startKit(
      memoryStorage(),
      [chains.b, chains.a].filter((n) => n.id === 31338),
    )
    await connect(kit, { connectorId: DEV_WALLET_RDNS })
    expect(kit.stores.chains.get().unsupportedNetwork).toBe(false)
    await dev.wallet.provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: '0x539',
          chainName: 'Elsewhere',
          rpcUrls: chains.a.rpcUrls.default.http,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
    })
    await until(() => kit.stores.chains.get().unsupportedNetwork, 'unsupported network')
    expect(kit.stores.router.get().history.at(-1)?.view).toBe('UnsupportedChain')
  })

  it('disconnects: the wallet forgets the site and the kit resets', async () => {
    const { kit, wallet } = await connected()
    await disconnect(kit)
    expect(wallet.connected).toBe(false)
    expect(getAccount(kit)).toMatchObject({ isConnected: false, status: 'disconnected' })
  })

  it('restores the session after a reload without prompting', async () => {
    const first = await connected()
    destroyKit(first.kit)
    let prompts = 0
    const reloaded = createDevWallet({
      chains: [chains.a as never],
      origin: 'http://localhost',
      approve: async () => {
        prompts++
        return true
      },
      permissions: { load: () => first.remembered.connected, save: () => undefined },
    })
    cleanups.push(announceProvider(window, reloaded.provider, info('c')))
    const { kit } = await startKit(first.storage)
    expect(getAccount(kit)).toMatchObject({ isConnected: true, status: 'connected', address: reloaded.address })
    expect(prompts).toBe(0)
  })

  it('restores the session after a reload while another wagmi config on the page is reconnecting (wagmi runs one reconnect per page at a time)', async () => {
    const first = await connected()
    destroyKit(first.kit)
    const reloaded = createDevWallet({
      chains: [chains.a as never],
      origin: 'http://localhost',
      approve: async () => true,
      permissions: { load: () => first.remembered.connected, save: () => undefined },
    })
    cleanups.push(announceProvider(window, reloaded.provider, info('c')))
    // the site's own wagmi config beside the adapter's, its wallet slow to answer: while it reconnects, wagmi
    // answers every other config's reconnect with nothing, at once (this kit came back disconnected)
    const slow = {
      ...reloaded.provider,
      request: async (args: Parameters<EIP1193Provider['request']>[0]) => {
        await new Promise((r) => setTimeout(r, 1000))
        return reloaded.provider.request(args as never)
      },
    } as unknown as EIP1193Provider
    const chain = toWagmiChain(chains.a)
    const other: Config = createConfig({
      chains: [chain],
      connectors: [injected({ target: () => ({ id: 'slow', name: 'Slow Wallet', provider: slow }) })],
      transports: { [chain.id]: http(chains.a.rpcUrls.default.http[0]) },
      storage: null,
      multiInjectedProviderDiscovery: false,
    })
    const othersReconnect = reconnect(other)
    let othersDone = false
    void othersReconnect.then(() => {
      othersDone = true
    })
    // ssr: wagmi keeps no stored connection to fall back on (createConfig writes its empty state over it)
    const { kit } = await startKit(first.storage, [chains.a, chains.b], { ssr: true })
    expect(getAccount(kit)).toMatchObject({ isConnected: true, status: 'connected', address: reloaded.address })
    // the kit's reconnect waited for the other's: three answers of the slow wallet (accounts, request, chain), 3 s
    expect(othersDone).toBe(true)
    expect(await othersReconnect).toHaveLength(1)
  })

  it('a failed send says why, from the chain node (SPEC §8): insufficient funds, reverted execution', async () => {
    const { kit } = await connected()
    const to = '0x000000000000000000000000000000000000dEaD'
    await expect(sendTransaction(kit, { to, value: parseEther('1000000') })).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      message: 'Insufficient funds for the amount and the network fee',
    })
    // a contract that always reverts (PUSH1 0 PUSH1 0 REVERT), put on the chain with anvil_setCode
    const reverting = '0x00000000000000000000000000000000000beef1'
    await fetch(chains.a.rpcUrls.default.http[0] as string, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setCode', params: [reverting, '0x60006000fd'] }),
    })
    await expect(sendTransaction(kit, { to: reverting, data: '0x12345678' })).rejects.toMatchObject({
      code: 'EXECUTION_REVERTED',
    })
  })

  it('SPEC §5: a receiver whose mixed-case address fails its checksum is refused before the wallet is asked (issue 37 item 19)', async () => {
    const { kit, wallet } = await connected()
    const client = createPublicClient({ transport: http(chains.a.rpcUrls.default.http[0]) })
    const nonce = await client.getTransactionCount({ address: wallet.address })
    // the checksummed form is 0x…dEaD: one letter's case changed breaks it
    const error = await sendTransaction(kit, { to: '0x000000000000000000000000000000000000dEAD', value: 1n }).catch(
      (e: unknown) => e,
    )
    // the visitor sees 'Transaction failed'; underneath, viem's InvalidAddressError
    expect(error).toMatchObject({ message: 'Transaction failed' })
    const causes: string[] = []
    for (let e = error as { name?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
      causes.push(String(e.name))
    }
    expect(causes).toContain('InvalidAddressError')
    expect(await client.getTransactionCount({ address: wallet.address })).toBe(nonce)
  })

  it('answers the connected wallet provider for useAppKitProvider', async () => {
    const { adapter, wallet } = await connected()
    expect(adapter.getProvider(DEV_WALLET_RDNS)).toBe(wallet.provider)
    expect(adapter.getProvider('nope')).toBeUndefined()
  })

  it.each([
    { ssr: true, wagmiProvider: true },
    { ssr: true, wagmiProvider: false },
    { ssr: false, wagmiProvider: true },
    { ssr: false, wagmiProvider: false },
  ])(
    'flags a chain the site did not configure after a reload (ssr: $ssr, WagmiProvider: $wagmiProvider): UnsupportedChain',
    async ({ ssr, wagmiProvider }) => {
      const first = devWallet()
      const stopAnnouncing = announceProvider(window, first.wallet.provider, info('a'))
      const storage = memoryStorage()
      const before = await startKit(storage, [chains.a, chains.b], { ssr, wagmiProvider })
      // with ssr wagmi lists announced wallets once hydrated (here by the adapter: no WagmiProvider on this page)
      await until(() => connectorsOf(before.kit).some((c) => c.id === DEV_WALLET_RDNS), 'the wallet listed')
      await connect(before.kit, { connectorId: DEV_WALLET_RDNS })
      // with a WagmiProvider, its reconnect on mount may still be running (connect came first): on Node 22 and
      // 24 it sometimes was, and held wagmi's one reconnect per page when the next page asked for its own
      await leavePage(before)
      stopAnnouncing()
      // the page reloads; meanwhile the wallet moved to chain 1337, which the site does not list
      const elsewhere = { ...(chains.a as unknown as Chain), id: 1337, name: 'Elsewhere' }
      const reloaded = createDevWallet({
        chains: [elsewhere, chains.a as never],
        origin: 'http://localhost',
        approve: async () => true,
        permissions: { load: () => first.remembered.connected, save: () => undefined },
      })
      cleanups.push(announceProvider(window, reloaded.provider, info('d')))
      const { kit } = await startKit(storage, [chains.a, chains.b], { ssr, wagmiProvider })
      await until(() => getAccount(kit).caipAddress?.startsWith('eip155:1337:') === true, 'the wallet’s chain')
      expect(getAccount(kit)).toMatchObject({ isConnected: true, caipAddress: `eip155:1337:${reloaded.address}` })
      expect(kit.stores.chains.get().unsupportedNetwork).toBe(true)
      expect(kit.stores.modal.get().open).toBe(true)
      expect(kit.stores.router.get().history.at(-1)?.view).toBe('UnsupportedChain')
    },
  )
})
