import { createKit, destroyKit, solana, ton } from '@gangway/core'
import { freePort } from '@gangway/devnet/freePort'
import { startMainnetStandIn } from '@gangway/devnet/mainnetStandIn'
import { startTestChains } from '@gangway/devnet/testChains'
import { spawnTestServer, type TestServer } from '@gangway/server/testing'
import type { Chain } from 'viem'
import { mainnet as viemMainnet } from 'viem/chains'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { http } from 'wagmi'
import { getBlockNumber } from 'wagmi/actions'
import { WagmiAdapter } from './WagmiAdapter.ts'

let chain: Chain
let stop: () => Promise<void>
let server: TestServer
beforeAll(async () => {
  // chain 31337, and the Ethereum mainnet stand-in (chain id 1, Multicall3): the server's upstream for eip155:1
  const [started, mainnetStandIn] = await Promise.all([
    startTestChains([31337]),
    freePort().then((port) => startMainnetStandIn(port)),
  ])
  chain = started.chains[0] as Chain
  stop = async () => {
    await Promise.all([started.stop(), mainnetStandIn.stop()])
  }
  server = await spawnTestServer({
    RPC_UPSTREAMS: JSON.stringify({ 'eip155:31337': chain.rpcUrls.default.http[0], 'eip155:1': mainnetStandIn.rpcUrl }),
  })
}, 60_000)
afterAll(async () => {
  await server?.close()
  await stop?.()
})

/** Every URL `fetch` is called with until `stop()` (viem's http transport fetches through the global). */
function recordFetches(): string[] & { stop(): void } {
  const seen = [] as unknown as string[] & { stop(): void }
  const original = globalThis.fetch
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
    return original(input, init)
  }) as typeof fetch
  seen.stop = () => {
    globalThis.fetch = original
  }
  return seen
}
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

  it('customRpcUrls are tried first, the kit’s server after (viem fallback); the network’s own URL is never read', async () => {
    const own = { ...chain, rpcUrls: { default: { http: [chain.rpcUrls.default.http[0] as string] } } } as Chain
    const adapter = new WagmiAdapter({
      networks: [own],
      customRpcUrls: { 'eip155:31337': [{ url: 'http://127.0.0.1:9/dead' }] },
      walletConnect: false,
    })
    // the adapter's networks carry the decision before any kit: the site's URL, then the default server
    expect(adapter.networks[0]?.rpcUrls.default.http).toEqual([
      'http://127.0.0.1:9/dead',
      'http://localhost:4000/v1?chainId=eip155:31337&projectId=local',
    ])
    const kit = createKit({ projectId: 'local', networks: [own], adapters: [adapter], apiUrl: server.url })
    const seen = recordFetches()
    try {
      await kit.ready
      const network = adapter.networks[0]
      if (!network) throw new Error('no network')
      expect(await adapter.getBalance({ address, network })).toEqual({ balance: '10000', symbol: 'ETH' })
      const rpc = seen.filter((url) => !url.includes('/appkit/') && !url.includes('/projects/'))
      expect(rpc).toContain('http://127.0.0.1:9/dead')
      expect(rpc).toContain(`${server.url}/v1?chainId=eip155:31337&projectId=local`)
      expect(rpc).not.toContain(chain.rpcUrls.default.http[0])
    } finally {
      seen.stop()
      destroyKit(kit)
    }
  })

  it('viem’s fallback loads on demand: a read made right after construction (before it has loaded) still goes through the site’s URLs in order; once the kit is ready a new client is a fallback transport', async () => {
    const own = { ...chain, rpcUrls: { default: { http: [chain.rpcUrls.default.http[0] as string] } } } as Chain
    const adapter = new WagmiAdapter({
      networks: [own],
      customRpcUrls: {
        'eip155:31337': [{ url: 'http://127.0.0.1:9/dead' }, { url: chain.rpcUrls.default.http[0] as string }],
      },
      walletConnect: false,
    })
    const seen = recordFetches()
    try {
      // the first client is made now, synchronously: its request waits for fallback, then tries the dead URL first
      expect(await getBlockNumber(adapter.wagmiConfig, { chainId: 31337 })).toBeGreaterThanOrEqual(0n)
      expect(seen.slice(0, 2)).toEqual([
        'http://127.0.0.1:9/dead',
        new URL(chain.rpcUrls.default.http[0] as string).href,
      ])
    } finally {
      seen.stop()
    }
    const kit = createKit({ projectId: 'local', networks: [own], adapters: [adapter], apiUrl: server.url })
    try {
      await kit.ready
      // a transport made now (wagmi keeps one client per chain: ask the chain's transport itself)
      const transport = adapter.wagmiConfig._internal.transports[31337]
      const client = transport?.({ chain: own })
      expect(client?.config.type).toBe('fallback')
    } finally {
      destroyKit(kit)
    }
  })

  it('SPEC §7 (issue 37): Ethereum mainnet reads through the kit’s server /v1 — the dialog’s and the site’s wagmi calls alike', async () => {
    const adapter = new WagmiAdapter({ networks: [viemMainnet], projectId: 'local', walletConnect: false })
    // before a kit sets it up, the adapter points at the default server, not at viem's public provider
    expect(adapter.networks[0]?.rpcUrls.default.http).toEqual([
      'http://localhost:4000/v1?chainId=eip155:1&projectId=local',
    ])
    expect(adapter.networks[0]?.rpcUrls.chainDefault).toEqual({ http: viemMainnet.rpcUrls.default.http })
    const kit = createKit({ projectId: 'local', networks: [viemMainnet], adapters: [adapter], apiUrl: server.url })
    const seen = recordFetches()
    try {
      await kit.ready
      await kit.remote
      const network = adapter.networks[0]
      if (!network) throw new Error('no network')
      // the dialog's read (Account's balance) and a site's wagmi action on the same config
      expect(await adapter.getBalance({ address, network })).toEqual({ balance: '10000', symbol: 'ETH' })
      expect(await getBlockNumber(adapter.wagmiConfig, { chainId: 1 })).toBeGreaterThanOrEqual(0n)
      const hosts = new Set(seen.map((url) => new URL(url).origin))
      expect([...hosts]).toEqual([server.url])
      expect(seen.filter((url) => url.startsWith(`${server.url}/v1?`))).toEqual(
        expect.arrayContaining([`${server.url}/v1?chainId=eip155:1&projectId=local`]),
      )
    } finally {
      seen.stop()
      destroyKit(kit)
    }
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
