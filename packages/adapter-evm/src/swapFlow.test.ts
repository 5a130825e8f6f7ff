// @vitest-environment happy-dom
import {
  approveSwapToken,
  type CaipNetwork,
  connect,
  createKit,
  destroyKit,
  fetchSwapQuote,
  fetchSwapTokens,
  fromViemChain,
  gangwayDevnetB,
  getAccount,
  initializeSwap,
  isSwapNetwork,
  openModal,
  swapTokens,
  switchSwapTokens,
  updateSwap,
} from '@gangway/core'
import { deployments } from '@gangway/devnet'
import { deployDevnet } from '@gangway/devnet/deploy'
import { devnetPriceTable, devnetSwapDexes, devnetTokenLists } from '@gangway/devnet/serverConfig'
import { startTestChains } from '@gangway/devnet/testChains'
import { spawnTestServer, type TestServer } from '@gangway/server/testing'
import { announceProvider, createDevWallet, DEV_WALLET_ICON, DEV_WALLET_NAME, DEV_WALLET_RDNS } from '@gangway/wallet'
import { type Address, createPublicClient, erc20Abi, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { WagmiAdapter } from './WagmiAdapter.ts'

const usd = deployments.tokens.usd?.address as Address
const gwt = deployments.tokens.gwt?.address as Address

let chain: CaipNetwork
let server: TestServer
let stopChains: () => Promise<void>
beforeAll(async () => {
  const started = await startTestChains([31337])
  stopChains = started.stop
  chain = fromViemChain(started.chains[0] as never)
  const rpcUrl = chain.rpcUrls.default.http[0] as string
  await deployDevnet(rpcUrl)
  // the real Gangway server quoting from the test chain's Uniswap pools (the devnet's configuration)
  server = await spawnTestServer({
    RPC_UPSTREAMS: JSON.stringify({ 'eip155:31337': rpcUrl }),
    TOKEN_LISTS: JSON.stringify({ 'eip155:31337': devnetTokenLists()['eip155:31337'] }),
    PRICE_TABLE: JSON.stringify(devnetPriceTable()),
    SWAP_DEXES: JSON.stringify({ 'eip155:31337': devnetSwapDexes()['eip155:31337'] }),
  })
}, 120_000)
afterAll(async () => {
  await server?.close()
  await stopChains?.()
})

describe('swap through the connected wallet (issue 17)', () => {
  it('ETH → gUSD, then gUSD → GWT with the approve step first; balances move on chain', async () => {
    const wallet = createDevWallet({
      chains: [chain as never],
      origin: 'http://localhost',
      approve: async () => true,
      permissions: { load: () => false, save: () => undefined },
    })
    const stop = announceProvider(window, wallet.provider, {
      uuid: 'swap',
      name: DEV_WALLET_NAME,
      icon: DEV_WALLET_ICON,
      rdns: DEV_WALLET_RDNS,
    })
    const adapter = new WagmiAdapter({ networks: [chain], walletConnect: false })
    const kit = createKit({ projectId: 'local', networks: [chain], adapters: [adapter], apiUrl: server.url })
    const client = createPublicClient({ transport: http(chain.rpcUrls.default.http[0]), pollingInterval: 50 })
    try {
      await kit.ready
      await connect(kit, { connectorId: DEV_WALLET_RDNS })
      const owner = getAccount(kit).address as Address
      const balanceOf = (token: Address) =>
        client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

      // 31337 is not on SPEC's list: swaps are offered once the server answers for it
      expect(isSwapNetwork(kit)).toBe(false)
      const tokens = await fetchSwapTokens(kit)
      expect(tokens.map((t) => t.symbol)).toEqual(expect.arrayContaining(['ETH', 'gUSD', 'GWT']))
      expect(isSwapNetwork(kit)).toBe(true)
      // priced by the server's table (devnet: ETH 3000, gUSD 1, GWT 0.25 USD), held or not
      const priceOf = (symbol: string) =>
        kit.stores.swap.get().tokensPriceMap[tokens.find((t) => t.symbol === symbol)?.address ?? '']
      expect([priceOf('ETH'), priceOf('gUSD'), priceOf('GWT')]).toEqual([3000, 1, 0.25])

      // open({ view: 'Swap', arguments }) → the view starts from them
      openModal(kit, { view: 'Swap', arguments: { amount: '0.1', fromToken: 'eth', toToken: 'gUSD' } })
      const args = kit.stores.router.get().history[0]?.data as never
      await initializeSwap(kit, args)
      expect(kit.stores.swap.get().sourceToken?.symbol).toBe('ETH')
      expect(kit.stores.swap.get().toToken?.symbol).toBe('gUSD')
      expect(kit.stores.swap.get().sourceTokenAmount).toBe('0.1')

      const quote = await fetchSwapQuote(kit)
      expect(BigInt(quote?.toAmount ?? 0)).toBeGreaterThan(0n)
      expect(Number(kit.stores.swap.get().toTokenAmount)).toBeGreaterThan(100)
      expect(kit.stores.swap.get().gasFee).toBeGreaterThan(0n)
      const usdBefore = await balanceOf(usd)
      await swapTokens(kit)
      const usdAfter = await balanceOf(usd)
      // at least the quote less 1 % slippage (nothing else trades on the chain: exactly the quote)
      expect(usdAfter - usdBefore).toBe(BigInt(quote?.toAmount ?? 0))
      // a snackbar replacing another shows 150 ms later (SPEC §9)
      await vi.waitFor(() => expect(kit.stores.snack.get().code).toBe('SWAP_SUCCESS'))
      expect(kit.stores.swap.get().sourceTokenAmount).toBe('')

      // gUSD → GWT: the routers may not spend gUSD yet, so the approve step comes first
      updateSwap(kit, {
        sourceToken: tokens.find((t) => t.symbol === 'gUSD'),
        toToken: tokens.find((t) => t.symbol === 'GWT'),
      })
      updateSwap(kit, { sourceTokenAmount: '25' })
      await fetchSwapQuote(kit)
      expect(kit.stores.swap.get().allowance).toBeLessThan(25_000_000n)
      await expect(swapTokens(kit)).rejects.toThrow()
      await vi.waitFor(() => expect(kit.stores.snack.get().code).toBe('SWAP_ERROR'))
      await approveSwapToken(kit)
      expect(kit.stores.swap.get().allowance).toBeGreaterThanOrEqual(25_000_000n)
      const [usdMid, gwtBefore] = [await balanceOf(usd), await balanceOf(gwt)]
      await swapTokens(kit)
      expect(usdMid - (await balanceOf(usd))).toBe(25_000_000n)
      expect(await balanceOf(gwt)).toBeGreaterThan(gwtBefore)

      // flip: the token out becomes the token in
      updateSwap(kit, { sourceTokenAmount: '1' })
      switchSwapTokens(kit)
      expect(kit.stores.swap.get().sourceToken?.symbol).toBe('GWT')
      expect(kit.stores.swap.get().toToken?.symbol).toBe('gUSD')
    } finally {
      destroyKit(kit)
      adapter.destroy()
      stop()
    }
  }, 120_000)

  it("a network the server does not serve: 'Network not supported for Swaps'", async () => {
    const kit = createKit({ projectId: 'local', networks: [gangwayDevnetB], apiUrl: server.url })
    try {
      await expect(fetchSwapTokens(kit)).rejects.toThrow('Network not supported for Swaps')
      expect(isSwapNetwork(kit)).toBe(false)
      expect(kit.stores.swap.get().fetchError).toBe('Network not supported for Swaps')
    } finally {
      destroyKit(kit)
    }
  })
})
