/**
 * `@gangway/react/networks` — AppKit's `@reown/appkit/networks`: every chain of the site's viem
 * (`viem/chains`, as viem `Chain` objects under viem's names: `mainnet`, `foundry`, `anvil`, `holesky` …),
 * Solana, Bitcoin, Polkadot and Cosmos Hub descriptors, the local devnets (`gangwayDevnetA/B`), `defineChain`,
 * `AVAILABLE_NAMESPACES` and the `AppKitNetwork` type. `createAppKit` turns viem chains into CaipNetworks.
 * viem is a peer dependency and a bundler keeps only the chains a site imports.
 */
import { type CaipNetwork, toCaipNetwork } from '@gangway/core'
import type { CaipNetworkId, ChainNamespace } from '@gangway/protocol'
import type { Chain } from 'viem'

export {
  type AppKitNetwork,
  bitcoin,
  bitcoinRegtest,
  bitcoinSignet,
  bitcoinTestnet,
  type CaipNetwork,
  cosmoshub,
  gangwayDevnetA,
  gangwayDevnetB,
  gangwaySolanaLocal,
  polkadot,
  solana,
  solanaDevnet,
  solanaTestnet,
  stellar,
  stellarTestnet,
  ton,
  tonTestnet,
  tronMainnet,
  tronNileTestnet,
  tronShastaTestnet,
  type UnsupportedNetwork,
} from '@gangway/core'
export type { CaipNetworkId, ChainNamespace } from '@gangway/protocol'
export * from 'viem/chains'

/** The chain namespaces Gangway works with (SPEC §1); AppKit's list also has `sui` and `stacks`. */
export const AVAILABLE_NAMESPACES: ChainNamespace[] = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos']

/** What `defineChain` takes: viem `Chain` fields; `chainNamespace` and `caipNetworkId` (AppKit's) optional for EVM. */
export type DefineChainParameters = Omit<Chain, 'id'> & {
  id: number | string
  chainNamespace?: ChainNamespace
  caipNetworkId?: CaipNetworkId
}

/**
 * AppKit's `defineChain`: a network of the site's own, as a CaipNetwork. An EVM chain may leave out
 * `chainNamespace`/`caipNetworkId` (they become `eip155` and `eip155:<id>`); other namespaces must give both.
 * Throws on anything that is no valid network.
 */
export function defineChain<const C extends DefineChainParameters>(chain: C): C & CaipNetwork {
  return toCaipNetwork(chain, 'defineChain: chain') as C & CaipNetwork
}
