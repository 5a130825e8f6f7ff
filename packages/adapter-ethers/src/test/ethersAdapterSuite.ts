import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  type CaipNetwork,
  type ChainAdapter,
  connect,
  createKit,
  destroyKit,
  disconnect,
  fromViemChain,
  getAccount,
  isInstalled,
  type Kit,
  requestSIWXSignMessage,
  type StorageBackend,
  sendTransaction,
  signMessage,
  switchNetwork,
} from '@gangway/core'
import { startTestChains } from '@gangway/devnet/testChains'
import { DefaultSIWX } from '@gangway/siwx'
import { announceProvider, createDevWallet, DEV_WALLET_ICON, DEV_WALLET_NAME, DEV_WALLET_RDNS } from '@gangway/wallet'
import { createPublicClient, getAddress, http, parseEther, recoverMessageAddress } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { memoryStorage } from '../../../core/src/test/memoryStorage.ts'
import { standInSafeWallet } from '../../../core/src/test/standInSafeWallet.ts'

/** What a test does with ethers itself: what a site does with `useAppKitProvider('eip155').walletProvider`. */
export type EthersSite = {
  /** `new BrowserProvider(walletProvider).getSigner()` (v6) / `new providers.Web3Provider(walletProvider).getSigner()` (v5). */
  signMessage(walletProvider: unknown, message: string): Promise<string>
  /** The signer's `sendTransaction`; answers the hash once ethers saw it mined. */
  sendTransaction(walletProvider: unknown, to: string, value: bigint): Promise<string>
}

/**
 * The suite both ethers adapters pass (one adapter on core's `Eip1193Adapter`, two chain libraries): the real dev
 * wallet (`@gangway/wallet`) over EIP-6963 on fresh anvil chains, through a real kit.
 */
export function ethersAdapterSuite(name: string, makeAdapter: () => ChainAdapter, site: EthersSite): void {
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

  describe(`${name}: wallets`, () => {
    it('lists an EIP-6963 wallet once per rdns, by name and icon', async () => {
      const wallet = devWallet()
      cleanups.push(announceProvider(window, wallet.provider, info('a')))
      cleanups.push(announceProvider(window, wallet.provider, info('b')))
      const { kit } = await startKit()
      expect(wallets(kit)).toEqual([
        expect.objectContaining({
          id: DEV_WALLET_RDNS,
          type: 'ANNOUNCED',
          name: DEV_WALLET_NAME,
          imageUrl: DEV_WALLET_ICON,
          chain: 'eip155',
        }),
      ])
    })

    it('falls back to window.ethereum as "Browser Wallet" when no wallet announces itself', async () => {
      const wallet = devWallet()
      ;(window as { ethereum?: unknown }).ethereum = wallet.provider
      const { kit } = await startKit()
      expect(wallets(kit)).toEqual([
        expect.objectContaining({ id: 'injected', type: 'INJECTED', name: 'Browser Wallet' }),
      ])
      await connect(kit, { connectorId: 'injected' })
      expect(getAccount(kit).address).toBe(wallet.address)
    })

    it("lists the kit's e-mail wallet (ID_AUTH) and WalletConnect unless turned off", async () => {
      const { kit } = await startKit()
      expect(wallets(kit)).toEqual([])
      expect(kit.stores.connectors.get().connectors).toContainEqual(
        expect.objectContaining({ id: 'ID_AUTH', type: 'AUTH', chain: 'eip155' }),
      )
      const adapter = makeAdapter()
      expect(adapter.getConnectors()).toEqual([
        expect.objectContaining({ id: 'walletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }),
      ])
      adapter.destroy?.()
    })
  })

  describe(`${name}: Coinbase Wallet (enableCoinbase)`, () => {
    const coinbaseRows = (kit: Kit) => wallets(kit).filter((c) => c.info?.rdns === 'com.coinbase.wallet')

    it('is one EXTERNAL "Coinbase Wallet" (the SDK) standing for the registry wallet; the SDK is not loaded', async () => {
      const { kit } = await startKit({ enableCoinbase: true })
      expect(coinbaseRows(kit)).toEqual([
        expect.objectContaining({ id: 'coinbaseWalletSDK', type: 'EXTERNAL', name: 'Coinbase Wallet' }),
      ])
      expect(isInstalled({ id: 'com.coinbase.wallet', rdns: 'com.coinbase.wallet' }, wallets(kit))).toBe(true)
      // the SDK writes its version to localStorage when it is made: it was not (only a connect loads it)
      expect(Object.keys(localStorage).filter((k) => k.includes('CBWSDK'))).toEqual([])
    })

    it('the extension (EIP-6963 rdns com.coinbase.wallet) wins over the SDK: one entry, and connecting uses it', async () => {
      const wallet = devWallet()
      const icon = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>'
      cleanups.push(
        announceProvider(window, wallet.provider, {
          uuid: 'cb',
          name: 'Coinbase Wallet',
          icon,
          rdns: 'com.coinbase.wallet',
        }),
      )
      const { kit } = await startKit({ enableCoinbase: true })
      expect(coinbaseRows(kit)).toEqual([
        expect.objectContaining({ id: 'com.coinbase.wallet', type: 'ANNOUNCED', name: 'Coinbase Wallet' }),
      ])
      await connect(kit, { connectorId: 'com.coinbase.wallet' })
      expect(getAccount(kit)).toMatchObject({ isConnected: true, address: wallet.address })
      expect(Object.keys(localStorage).filter((k) => k.includes('CBWSDK'))).toEqual([])
    })
  })

  describe(`${name}: Safe App`, () => {
    const SAFE = getAddress('0x5afe5afe5afe5afe5afe5afe5afe5afe5afe5afe')
    const SAFE_TX_HASH = `0x${'ab'.repeat(32)}`
    afterEach(() => {
      Object.defineProperty(window, 'parent', { value: window, configurable: true })
    })

    it('outside a Safe{Wallet} frame: no Safe connector, and autoConnect answers nothing at once', async () => {
      const { kit, adapter } = await startKit()
      expect(wallets(kit).some((c) => c.id === 'safe')).toBe(false)
      const started = performance.now()
      expect(await adapter.autoConnect?.()).toBeUndefined()
      expect(performance.now() - started).toBeLessThan(50)
    })

    it('inside Safe{Wallet}: the Safe connects without a prompt, and a send is a proposal answered with its safeTxHash', async () => {
      const host = standInSafeWallet('https://app.safe.global', {
        safe: SAFE,
        chainId: Number(chains.a.id),
        safeTxHash: SAFE_TX_HASH,
      })
      const { kit } = await startKit()
      await until(() => getAccount(kit).isConnected, 'the Safe')
      expect(getAccount(kit)).toMatchObject({ address: SAFE, caipAddress: `eip155:31337:${SAFE}` })
      expect(wallets(kit)).toContainEqual(expect.objectContaining({ id: 'safe', type: 'EXTERNAL', name: 'Safe' }))
      const to = '0x000000000000000000000000000000000000b0b1'
      expect(await sendTransaction(kit, { to, value: parseEther('0.5') })).toBe(SAFE_TX_HASH)
      expect(host.requests.find((r) => r.method === 'sendTransactions')?.params).toMatchObject({
        txs: [{ to, value: `0x${parseEther('0.5').toString(16)}` }],
      })
      expect(host.requests.filter((r) => r.method === 'getSafeInfo')).toHaveLength(1)
    })
  })

  describe(`${name} with the dev wallet on anvil`, () => {
    it('connects, reads the balance, signs and sends through the kit', async () => {
      const { kit, wallet, adapter } = await connected()
      expect(getAccount(kit)).toMatchObject({ isConnected: true, caipAddress: `eip155:31337:${wallet.address}` })
      await until(() => getAccount(kit).balance !== undefined, 'balance')
      expect(getAccount(kit)).toMatchObject({ balance: '10000', balanceSymbol: 'ETH' })

      const signature = await signMessage(kit, 'hello gangway')
      expect(await recoverMessageAddress({ message: 'hello gangway', signature: signature as `0x${string}` })).toBe(
        wallet.address,
      )
      const to = '0x000000000000000000000000000000000000dEaD'
      const client = createPublicClient({ transport: http(chains.a.rpcUrls.default.http[0]) })
      const before = await client.getBalance({ address: to })
      const fee = await adapter.estimateFee?.({
        address: wallet.address,
        network: chains.a,
        to,
        value: parseEther('1'),
      })
      expect(fee?.symbol).toBe('ETH')
      expect(parseEther(fee?.fee ?? '0')).toBe(21_000n * (await client.getGasPrice()))
      const hash = await sendTransaction(kit, { to, value: parseEther('1') })
      await adapter.waitForTransaction?.({ hash, network: chains.a })
      const receipt = await client.getTransactionReceipt({ hash: hash as `0x${string}` })
      expect(receipt.status).toBe('success')
      expect(await client.getBalance({ address: to })).toBe(before + parseEther('1'))
    })

    it("useAppKitProvider's walletProvider is the wallet's own EIP-1193 provider, and ethers signs and sends with it", async () => {
      const { kit, wallet, adapter } = await connected()
      const walletProvider = adapter.getProvider(DEV_WALLET_RDNS)
      expect(walletProvider).toBe(wallet.provider)
      expect(kit.stores.connections.get()).toBeDefined()
      const signature = await site.signMessage(walletProvider, 'signed through ethers')
      expect(
        await recoverMessageAddress({ message: 'signed through ethers', signature: signature as `0x${string}` }),
      ).toBe(wallet.address)
      const to = '0x000000000000000000000000000000000000bEEF'
      const hash = await site.sendTransaction(walletProvider, to, parseEther('0.5'))
      const client = createPublicClient({ transport: http(chains.a.rpcUrls.default.http[0]) })
      expect((await client.getTransactionReceipt({ hash: hash as `0x${string}` })).status).toBe('success')
      expect(await client.getBalance({ address: to })).toBeGreaterThanOrEqual(parseEther('0.5'))
    })

    it('signs in with X (DefaultSIWX: EIP-4361 message, the signature verified by EIP155Verifier, the session kept)', async () => {
      const wallet = devWallet()
      cleanups.push(announceProvider(window, wallet.provider, info('a')))
      const siwx = new DefaultSIWX()
      const { kit } = await startKit({ siwx })
      await connect(kit, { connectorId: DEV_WALLET_RDNS })
      await until(() => kit.stores.siwx.get().status !== undefined, 'the sign-in check')
      await requestSIWXSignMessage(kit)
      const sessions = await siwx.getSessions(`eip155:${chains.a.id}`, wallet.address)
      expect(sessions).toHaveLength(1)
      expect(sessions[0]?.data).toMatchObject({ accountAddress: wallet.address, chainId: 'eip155:31337' })
      expect(
        await recoverMessageAddress({
          message: sessions[0]?.message as string,
          signature: sessions[0]?.signature as `0x${string}`,
        }),
      ).toBe(wallet.address)
    })

    it('a declined connect is "Connection rejected" and leaves the kit disconnected', async () => {
      const wallet = devWallet({ approve: false })
      cleanups.push(announceProvider(window, wallet.provider, info('a')))
      const { kit } = await startKit()
      await expect(connect(kit, { connectorId: DEV_WALLET_RDNS })).rejects.toThrow('Connection rejected')
      expect(getAccount(kit)).toMatchObject({ isConnected: false })
    })

    it("switches to a chain the wallet lacks: 4902, add (the chain's own RPC), then switched", async () => {
      const { kit, wallet } = await connected()
      const request = wallet.provider.request.bind(wallet.provider)
      const asked: { method: string; params?: unknown }[] = []
      wallet.provider.request = (async (args: { method: string; params?: unknown }) => {
        if (args.method.startsWith('wallet_')) asked.push(args)
        return request(args)
      }) as typeof wallet.provider.request
      await switchNetwork(kit, chains.b)
      expect(asked.map((a) => a.method)).toEqual([
        'wallet_switchEthereumChain',
        'wallet_addEthereumChain',
        'wallet_switchEthereumChain',
      ])
      expect(asked[1]?.params).toEqual([
        expect.objectContaining({ chainId: '0x7a6a', rpcUrls: chains.b.rpcUrls.default.http }),
      ])
      expect(wallet.chainId).toBe(31338)
      await until(() => getAccount(kit).caipAddress === `eip155:31338:${wallet.address}`, 'the switch')
      expect(kit.stores.chains.get().activeNetwork.caipNetworkId).toBe('eip155:31338')
    })

    it('SPEC §8 32603 (invalid chain id) for an unknown chain: added, then switched', async () => {
      const { kit, wallet } = await connected()
      const request = wallet.provider.request.bind(wallet.provider)
      wallet.provider.request = (async (args: { method: string; params?: unknown }) => {
        try {
          return await request(args)
        } catch (error) {
          if (args.method === 'wallet_switchEthereumChain' && (error as { code?: number }).code === 4902) {
            throw Object.assign(new Error('Invalid chain id'), { code: 32603 })
          }
          throw error
        }
      }) as typeof wallet.provider.request
      await switchNetwork(kit, chains.b)
      expect(wallet.chainId).toBe(31338)
      expect(kit.stores.chains.get().activeNetwork.caipNetworkId).toBe('eip155:31338')
    })

    it('a declined signature keeps the wallet’s 4001', async () => {
      const { kit, wallet } = await connected()
      const request = wallet.provider.request.bind(wallet.provider)
      wallet.provider.request = (async (args: { method: string; params?: unknown }) => {
        if (args.method === 'personal_sign')
          throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
        return request(args)
      }) as typeof wallet.provider.request
      await expect(signMessage(kit, 'no')).rejects.toMatchObject({ rpcCode: 4001 })
    })

    it('follows the wallet: an account change, a chain the site does not list, a disconnect', async () => {
      const { kit, wallet } = await connected()
      wallet.setPrivateKey('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
      await until(() => getAccount(kit).address === wallet.address, 'the account change')
      wallet.disconnect()
      await until(() => !getAccount(kit).isConnected, 'the disconnect')
    })

    it('restores the session after a reload without a prompt; disconnect ends it', async () => {
      const remembered = { connected: false }
      const storage = memoryStorage()
      const first = devWallet({ remembered })
      const stopFirst = announceProvider(window, first.provider, info('a'))
      const { kit } = await startKit({ storage })
      await connect(kit, { connectorId: DEV_WALLET_RDNS })
      stopFirst()
      destroyKit(kit)
      // the reload: a new page, the same wallet (it remembers the site), a wallet that would refuse any prompt
      const again = devWallet({ remembered, approve: false })
      cleanups.push(announceProvider(window, again.provider, info('b')))
      const reloaded = await startKit({ storage })
      await until(() => getAccount(reloaded.kit).isConnected, 'the restore')
      expect(getAccount(reloaded.kit).address).toBe(again.address)
      await disconnect(reloaded.kit)
      expect(getAccount(reloaded.kit).isConnected).toBe(false)
      expect(again.connected).toBe(false)
    })
  })

  describe(`${name}: reads`, () => {
    it("go to the kit's server /v1 RPC by default (nothing else is contacted)", async () => {
      const seen: string[] = []
      const upstream = chains.a.rpcUrls.default.http[0] as string
      const server = createServer((req, res) => {
        seen.push(req.url ?? '')
        if (!req.url?.startsWith('/v1?')) {
          res.writeHead(404).end() // the server's other routes are not what this test is about
          return
        }
        const body: Buffer[] = []
        req.on('data', (chunk: Buffer) => body.push(chunk))
        req.on('end', async () => {
          const answer = await fetch(upstream, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: Buffer.concat(body),
          })
          res.writeHead(answer.status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
          res.end(await answer.text())
        })
      })
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      cleanups.push(() => new Promise((resolve) => server.close(resolve)))
      const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      const { adapter } = await startKit({ apiUrl })
      const { balance } = await adapter.getBalance({
        address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        network: chains.a,
      })
      expect(Number(balance)).toBeGreaterThan(0)
      expect(
        seen.some((url) => url.startsWith('/v1?chainId=eip155%3A31337') || url.startsWith('/v1?chainId=eip155:31337')),
      ).toBe(true)
    })
  })
}
