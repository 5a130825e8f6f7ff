import type { CaipNetwork, CustomRpcUrlMap } from '@gangway/core'
import type { Chain } from 'viem'

/**
 * `customRpcUrls` naming each test chain's own node (its anvil): what a site does to read a chain from its own
 * RPC on purpose. Tests without a Gangway server use it; by default every chain reads through the server.
 */
export function ownRpcUrls(networks: readonly (CaipNetwork | Chain)[]): CustomRpcUrlMap {
  return Object.fromEntries(networks.map((n) => [`eip155:${n.id}`, [{ url: n.rpcUrls.default.http[0] as string }]]))
}
