import { createPublicClient, http, type PublicClient } from 'viem'

export type ChainClientOptions = {
  /** JSON-RPC upstream per CAIP-2 chain (the `/v1` proxy's `RPC_UPSTREAMS`). */
  upstreams: Readonly<Record<string, string>>
  /** The proxy's per-attempt timeout and retries (RPC_TIMEOUT_MS, RPC_RETRIES). */
  timeoutMs: number
  retries: number
}

export type ChainClients = {
  /** The viem public client of an `eip155:<n>` chain the server serves (made on first use), else undefined. */
  get(chainId: string): PublicClient | undefined
  /** The EVM chains served (`eip155:…` keys of the upstreams). */
  served(): string[]
}

/**
 * One viem public client per EVM chain over the server's RPC upstreams, with the proxy's timeout and
 * retries — what the signature checks (Sign in with X, account names) read the chains through.
 */
export function createChainClients(options: ChainClientOptions): ChainClients {
  const clients = new Map<string, PublicClient>()
  return {
    get(chainId) {
      if (!chainId.startsWith('eip155:') || !Object.hasOwn(options.upstreams, chainId)) return undefined
      const upstream = options.upstreams[chainId]
      if (!upstream) return undefined
      let found = clients.get(chainId)
      if (!found) {
        found = createPublicClient({
          transport: http(upstream, { timeout: options.timeoutMs, retryCount: options.retries }),
        })
        clients.set(chainId, found)
      }
      return found
    },
    served: () => Object.keys(options.upstreams).filter((id) => id.startsWith('eip155:')),
  }
}
