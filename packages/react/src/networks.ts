/**
 * `@gangway/react/networks` — the built-in networks under AppKit's export names (`@reown/appkit/networks`),
 * so a site moves over by changing the import path. The local devnets come as `gangwayDevnetA/B`.
 */
import { type CaipNetwork, fromViemChain } from '@gangway/core'
import type { Chain } from 'viem'

export type { CaipNetwork } from '@gangway/core'
export {
  arbitrumOne as arbitrum,
  arbitrumSepoliaTestnet as arbitrumSepolia,
  auroraMainnet as aurora,
  avalancheC as avalanche,
  baseMainnet as base,
  baseSepoliaTestnet as baseSepolia,
  bitcoin,
  bitcoinTestnet,
  blastMainnet as blast,
  bnbSmartChain as bsc,
  celoMainnet as celo,
  fantomOpera as fantom,
  gangwayDevnetA,
  gangwayDevnetB,
  gnosisChain as gnosis,
  kaiaMainnet as kaia,
  lineaMainnet as linea,
  mainnet,
  mantleMainnet as mantle,
  optimism,
  optimismSepoliaTestnet as optimismSepolia,
  polygon,
  polygonAmoyTestnet as polygonAmoy,
  scrollMainnet as scroll,
  sepolia,
  solana,
  solanaDevnet,
  solanaTestnet,
  zkSync as zksync,
  zoraMainnet as zora,
} from '@gangway/core'

/** AppKit's `defineChain` for an EVM network of the site's own (viem `Chain` fields). */
export function defineChain(chain: Chain & { chainNamespace?: 'eip155'; caipNetworkId?: string }): CaipNetwork {
  const { chainNamespace: _ns, caipNetworkId: _id, ...viemChain } = chain
  return fromViemChain(viemChain as Chain)
}
