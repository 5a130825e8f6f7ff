/**
 * `@gangway/react/networks` — AppKit's `@reown/appkit/networks`: every chain of the site's viem
 * (`viem/chains`, as viem `Chain` objects under viem's names: `mainnet`, `foundry`, `anvil`, `holesky` …),
 * Solana, Bitcoin, Polkadot and Cosmos Hub descriptors, the local devnets (`gangwayDevnetA/B`), `defineChain`,
 * `AVAILABLE_NAMESPACES` and the `AppKitNetwork` type. `createAppKit` turns viem chains into CaipNetworks.
 * viem is a peer dependency and a bundler keeps only the chains a site imports.
 */
export {
  type AppKitNetwork,
  AVAILABLE_NAMESPACES,
  bitcoin,
  bitcoinRegtest,
  bitcoinSignet,
  bitcoinTestnet,
  type CaipNetwork,
  cosmoshub,
  type DefineChainParameters,
  defineChain,
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
