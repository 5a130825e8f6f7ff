import type { CaipNetwork } from './CaipNetwork.ts'
import { type RpcSettings, rpcEndpoints } from './rpcEndpoints.ts'
import { SERVER_RPC_PLACEHOLDER } from './serverRpcPlaceholder.ts'
import { serverRpcUrl } from './serverRpcUrl.ts'

/** AppKit's `customRpcUrls` entry: an RPC URL (its viem `http` transport config is the EVM adapter's business). */
export type CustomRpcUrl = { url: string; config?: Record<string, unknown> }
export type CustomRpcUrlMap = Record<string, CustomRpcUrl[]>

/**
 * The site's network as the kit keeps it (AppKit's `CaipNetworksUtil.extendCaipNetwork`): `rpcUrls.default`
 * is where the dialog's RPC calls go (`rpcEndpoints`: the site's `customRpcUrls` for it, then the Gangway
 * server's `/v1` proxy); the network's own URLs are kept as `rpcUrls.chainDefault` (what a wallet is given
 * when asked to add the chain); `chainImages[id]` becomes `assets.imageUrl`.
 */
export function extendCaipNetwork(
  network: CaipNetwork,
  params: RpcSettings & { chainImages?: Record<string | number, string> | undefined },
): CaipNetwork {
  // the built-in non-EVM networks name the server by a placeholder: their own URL is the kit's server too
  const kept = (network.rpcUrls.chainDefault as { http?: string[] } | undefined)?.http
  const own = (kept ?? network.rpcUrls.default.http).map((url) =>
    url.startsWith(`${SERVER_RPC_PLACEHOLDER}?`) ? serverRpcUrl(network.caipNetworkId, params) : url,
  )
  const image = params.chainImages?.[network.id as string | number]
  return {
    ...network,
    rpcUrls: {
      ...network.rpcUrls,
      default: { http: rpcEndpoints(network, params).map((endpoint) => endpoint.url) },
      chainDefault: { http: own },
    },
    ...(image ? { assets: { ...network.assets, imageUrl: image } } : {}),
  }
}
