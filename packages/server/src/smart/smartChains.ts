import {
  type Chain,
  type Client,
  createPublicClient,
  defineChain,
  type Hex,
  hexToBigInt,
  http,
  type PublicClient,
} from 'viem'
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
 * The fees of a user operation: the bundler's own price (`pimlico_getUserOperationGasPrice`, alto and Pimlico's
 * method; `standard`), else the chain's estimate as is. Not viem's default (twice the chain's estimate): on a
 * quiet chain the bundle's tips feed the next estimate, so doubling every time grows fees without bound.
 */
async function userOperationFees(bundler: Client, chain: PublicClient) {
  try {
    const price = (await bundler.request({ method: 'pimlico_getUserOperationGasPrice' } as never)) as {
      standard: { maxFeePerGas: Hex; maxPriorityFeePerGas: Hex }
    }
    return {
      maxFeePerGas: hexToBigInt(price.standard.maxFeePerGas),
      maxPriorityFeePerGas: hexToBigInt(price.standard.maxPriorityFeePerGas),
    }
  } catch {
    const fees = await chain.estimateFeesPerGas({ chain: chain.chain, type: 'eip1559' })
    return { maxFeePerGas: fees.maxFeePerGas, maxPriorityFeePerGas: fees.maxPriorityFeePerGas }
  }
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
        userOperation: { estimateFeesPerGas: ({ bundlerClient }) => userOperationFees(bundlerClient, publicClient) },
      })
      const smart = { chainId, config, chain, publicClient, bundler }
      made.set(chainId, smart)
      return smart
    },
  }
}
export type SmartChains = ReturnType<typeof smartChains>
