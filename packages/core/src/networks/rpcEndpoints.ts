import type { CaipNetwork } from './CaipNetwork.ts'
import type { CustomRpcUrlMap } from './extendCaipNetwork.ts'
import { serverRpcUrl } from './serverRpcUrl.ts'

/** One RPC endpoint of a network: its URL, the site's transport `config` (viem `http`'s, for EVM) and whose it is. */
export type RpcEndpoint = { url: string; config?: Record<string, unknown>; source: 'site' | 'server' }

/** What decides a network's RPC: the Gangway server, the project, and the site's own RPC URLs per CAIP-2 id. */
export type RpcSettings = {
  /** The Gangway server (default `DEFAULT_API_URL`). */
  apiUrl?: string | undefined
  projectId: string
  /** AppKit's `customRpcUrls`: RPC the site chose for a chain on purpose. */
  customRpcUrls?: CustomRpcUrlMap | undefined
}

/**
 * The one place that decides where a network's RPC calls go (SPEC §7, "nothing phones home"), for every
 * adapter: the RPC the site set for that chain on purpose (`customRpcUrls`) first, then the Gangway server's
 * `/v1` proxy (`serverRpcUrl`). The URLs a network carries itself — viem's public providers for the built-in
 * EVM chains, a site's `defineChain` — are never called by the dialog (they are kept as `rpcUrls.chainDefault`,
 * which a wallet gets in `wallet_addEthereumChain`). An adapter whose chain library takes a transport object
 * (a wagmi `transports` entry) lets that object win before asking here.
 *
 * ```ts
 * rpcEndpoints(mainnet, { apiUrl: 'https://gangway.example.com', projectId: 'p1' })
 * // [{ url: 'https://gangway.example.com/v1?chainId=eip155:1&projectId=p1', source: 'server' }]
 * ```
 */
export function rpcEndpoints(network: Pick<CaipNetwork, 'caipNetworkId'>, settings: RpcSettings): RpcEndpoint[] {
  const server = serverRpcUrl(network.caipNetworkId, settings)
  const site: RpcEndpoint[] = (settings.customRpcUrls?.[network.caipNetworkId] ?? [])
    .filter((custom) => custom.url !== server)
    .map((custom) => ({ url: custom.url, ...(custom.config ? { config: custom.config } : {}), source: 'site' }))
  return [...site, { url: server, source: 'server' }]
}
