import { solana, ton } from '@gangway/core'
import { startTestChains } from '@gangway/devnet/testChains'
import type { Chain } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { http } from 'wagmi'
import { WagmiAdapter } from './WagmiAdapter.ts'

let chain: Chain
let stop: () => Promise<void>
beforeAll(async () => {
  const started = await startTestChains([31337])
  chain = started.chains[0] as Chain
  stop = started.stop
})
afterAll(() => stop?.())
afterEach(() => vi.restoreAllMocks())

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('new WagmiAdapter(options): AppKit’s constructor options', () => {
  it('takes viem chains (and CaipNetworks), ignoring other namespaces', () => {
    const adapter = new WagmiAdapter({ networks: [chain, solana, ton as never], walletConnect: false })
    expect(adapter.networks.map((n) => n.caipNetworkId)).toEqual(['eip155:31337'])
    expect(adapter.wagmiConfig.chains.map((c) => c.id)).toEqual([31337])
    expect(() => new WagmiAdapter({ networks: ['mainnet' as never], walletConnect: false })).toThrow(
      'WagmiAdapter: networks[0] is not a network',
    )
    expect(() => new WagmiAdapter({ networks: [solana], walletConnect: false })).toThrow(
      'WagmiAdapter: networks must hold at least one EVM network',
    )
  })

  it('customRpcUrls are tried first, the network’s own URL after (viem fallback)', async () => {
    const broken = { ...chain, rpcUrls: { default: { http: ['http://127.0.0.1:9/dead'] } } } as Chain
    const adapter = new WagmiAdapter({
      networks: [broken],
      customRpcUrls: { 'eip155:31337': [{ url: chain.rpcUrls.default.http[0] as string }] },
      walletConnect: false,
    })
    expect(adapter.networks[0]?.rpcUrls.default.http).toEqual([
      chain.rpcUrls.default.http[0],
      'http://127.0.0.1:9/dead',
    ])
    const network = adapter.networks[0]
    if (!network) throw new Error('no network')
    expect(await adapter.getBalance({ address, network })).toEqual({ balance: '10000', symbol: 'ETH' })
    adapter.destroy()
  })

  it('a transport of the site’s own wins; wagmi parameters go through', async () => {
    const broken = { ...chain, rpcUrls: { default: { http: ['http://127.0.0.1:9/dead'] } } } as Chain
    const adapter = new WagmiAdapter({
      networks: [broken],
      transports: { 31337: http(chain.rpcUrls.default.http[0]) },
      pollingInterval: 77,
      walletConnect: false,
    })
    expect(adapter.wagmiConfig.getClient().pollingInterval).toBe(77)
    const network = adapter.networks[0]
    if (!network) throw new Error('no network')
    expect((await adapter.getBalance({ address, network })).balance).toBe('10000')
    adapter.destroy()
  })

  it('names the options that do nothing here', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    new WagmiAdapter({
      networks: [chain],
      walletConnect: false,
      pendingTransactionsFilter: { enable: true },
      chains: [chain],
    } as never).destroy()
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      'gangway: WagmiAdapter: chains has no effect; the adapter uses networks (as AppKit does).',
      expect.stringContaining('gangway: WagmiAdapter: pendingTransactionsFilter is not available'),
    ])
  })
})
