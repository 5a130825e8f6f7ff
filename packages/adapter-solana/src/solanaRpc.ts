import { AdapterError, type CaipNetwork } from '@gangway/core'
import { createSolanaRpc } from '@solana/kit'

export type SolanaRpc = ReturnType<typeof createSolanaRpc>

/**
 * A `@solana/kit` RPC client per network, made on first use from `network.rpcUrls.default.http[0]` (for the
 * built-in networks the kit rewrites that to the Gangway server's `/v1?chainId=…` proxy). Owned by one
 * adapter instance (no module state).
 */
export function createRpcCache(headers: Record<string, string> | undefined): (network: CaipNetwork) => SolanaRpc {
  const clients = new Map<string, SolanaRpc>()
  return (network) => {
    const url = network.rpcUrls.default.http[0]
    if (!url) {
      throw new AdapterError('NETWORK_NOT_FOUND', `${network.name} has no RPC URL`)
    }
    const cached = clients.get(url)
    if (cached) return cached
    // kit's type refuses forbidden header names at compile time; the site's headers are plain strings
    const client: SolanaRpc = createSolanaRpc(
      url,
      (headers ? { headers } : {}) as Parameters<typeof createSolanaRpc>[1],
    )
    clients.set(url, client)
    return client
  }
}
