import { type Chain, createPublicClient, defineChain, http, type PublicClient } from 'viem'
import { type BundlerClient, createBundlerClient } from 'viem/account-abstraction'
import type { SmartChainConfig } from '../config/loadSmartAccounts.ts'

/** A smart-account-enabled chain: its settings and the clients of its RPC upstream and its bundler. */
export type SmartChain = {
  chainId: number
  config: SmartChainConfig
  chain: Chain
  publicClient: PublicClient
  bundler: BundlerClient
}

export type SmartChainsOptions = {
  chains: Record<string, SmartChainConfig>
  /** The RPC upstream per CAIP-2 chain (the `/v1` proxy's). */
  upstreams: Record<string, string>
  timeoutMs: number
  retries: number
  /** viem's polling interval (the tests on anvil use 50 ms). */
  pollingIntervalMs?: number
}

/**
 * The enabled chains (SMART_ACCOUNTS entries that also have an RPC upstream), their clients made once per
 * chain and kept by this instance.
 */
export function smartChains(options: SmartChainsOptions) {
  const made = new Map<number, SmartChain>()
  const enabled = Object.keys(options.chains)
    .filter((caip) => options.upstreams[caip])
    .map((caip) => Number(caip.slice('eip155:'.length)))
    .sort((a, b) => a - b)
  const pollingInterval = options.pollingIntervalMs ?? 1000
  return {
    /** The smart-account-enabled networks (chain numbers). */
    enabled,
    isEnabled: (chainId: number) => enabled.includes(chainId),
    /** The chain's clients, or undefined when smart accounts are not enabled on it. */
    get(chainId: number): SmartChain | undefined {
      if (!enabled.includes(chainId)) return undefined
      const known = made.get(chainId)
      if (known) return known
      const caip = `eip155:${chainId}`
      const config = options.chains[caip] as SmartChainConfig
      const upstream = options.upstreams[caip] as string
      const chain = defineChain({
        id: chainId,
        name: caip,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [upstream] } },
      })
      const publicClient = createPublicClient({
        chain,
        pollingInterval,
        transport: http(upstream, { timeout: options.timeoutMs, retryCount: options.retries }),
      }) as PublicClient
      const bundler = createBundlerClient({
        chain,
        client: publicClient,
        pollingInterval,
        transport: http(config.bundlerUrl, { timeout: options.timeoutMs, retryCount: options.retries }),
      })
      const smart = { chainId, config, chain, publicClient, bundler }
      made.set(chainId, smart)
      return smart
    },
  }
}
export type SmartChains = ReturnType<typeof smartChains>
