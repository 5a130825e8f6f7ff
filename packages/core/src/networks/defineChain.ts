import type { CaipNetworkId, ChainNamespace } from '@gangway/protocol'
import type { Chain } from 'viem'
import type { CaipNetwork } from './CaipNetwork.ts'
import { toCaipNetwork } from './toCaipNetwork.ts'

/** What `defineChain` takes: viem `Chain` fields; `chainNamespace` and `caipNetworkId` (AppKit's) optional for EVM. */
export type DefineChainParameters = Omit<Chain, 'id'> & {
  id: number | string
  chainNamespace?: ChainNamespace
  caipNetworkId?: CaipNetworkId
}

/**
 * AppKit's `defineChain`: a network of the site's own, as a CaipNetwork. An EVM chain may leave out
 * `chainNamespace`/`caipNetworkId` (they become `eip155` and `eip155:<id>`); other namespaces — any CAIP-2
 * namespace, Sui and TON too — must give both. Throws on anything that is no valid network.
 */
export function defineChain<const C extends DefineChainParameters>(chain: C): C & CaipNetwork {
  return toCaipNetwork(chain, 'defineChain: chain') as C & CaipNetwork
}

/** The chain namespaces Gangway has built-in support for (SPEC §1); any other is reached through WalletConnect. */
export const AVAILABLE_NAMESPACES: ChainNamespace[] = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos']
