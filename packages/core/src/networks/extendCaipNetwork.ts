import type { CaipNetwork } from './CaipNetwork.ts'
import { SERVER_RPC_PLACEHOLDER } from './serverRpcPlaceholder.ts'

/** AppKit's `customRpcUrls` entry: an RPC URL (its viem `http` transport config is the EVM adapter's business). */
export type CustomRpcUrl = { url: string; config?: Record<string, unknown> }
export type CustomRpcUrlMap = Record<string, CustomRpcUrl[]>

/**
 * The site's network as the kit keeps it (AppKit's `CaipNetworksUtil.extendCaipNetwork`): the site's
 * `customRpcUrls` for it first, then its own RPC URLs (the originals also kept as `rpcUrls.chainDefault`);
 * `chainImages[id]` as `assets.imageUrl`; the built-in non-EVM networks' RPC pointed at the kit's server.
 */
export function extendCaipNetwork(
  network: CaipNetwork,
  params: {
    /** The Gangway server the built-in non-EVM networks' RPC goes to (left as is when absent). */
    apiUrl?: string | undefined
    projectId: string
    customRpcUrls?: CustomRpcUrlMap | undefined
    chainImages?: Record<string | number, string> | undefined
  },
): CaipNetwork {
  const toServer = (url: string) =>
    params.apiUrl !== undefined && url.startsWith(`${SERVER_RPC_PLACEHOLDER}?`)
      ? `${params.apiUrl}/v1?${url.slice(SERVER_RPC_PLACEHOLDER.length + 1)}&projectId=${encodeURIComponent(params.projectId)}`
      : url
  const own = network.rpcUrls.default.http.map(toServer)
  const custom = (params.customRpcUrls?.[network.caipNetworkId] ?? []).map((c) => c.url)
  const image = params.chainImages?.[network.id as string | number]
  return {
    ...network,
    rpcUrls: {
      ...network.rpcUrls,
      default: { http: [...custom, ...own.filter((url) => !custom.includes(url))] },
      ...(custom.length > 0 ? { chainDefault: { http: own } } : {}),
    },
    ...(image ? { assets: { ...network.assets, imageUrl: image } } : {}),
  }
}
