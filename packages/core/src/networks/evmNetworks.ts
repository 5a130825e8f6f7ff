import { defineChain } from 'viem'
import {
  arbitrum,
  arbitrumSepolia,
  aurora,
  avalanche,
  base,
  baseSepolia,
  blast,
  bsc,
  celo,
  mainnet as ethereum,
  fantom,
  gnosis,
  kaia,
  linea,
  mantle,
  optimism as op,
  optimismSepolia,
  polygonAmoy,
  polygon as polygonChain,
  scroll,
  sepolia as sepoliaChain,
  zksync,
  zora,
} from 'viem/chains'
import { fromViemChain } from './defineCaipNetwork.ts'

/**
 * Built-in EVM networks (SPEC §3), from viem's chain definitions; `assets.imageId` names the logo the Gangway
 * server serves at `/public/getAssetImage/{imageId}` (its bundled logos, or the operator's).
 */
export const mainnet = fromViemChain(ethereum, { imageId: 'ethereum' })
export const optimism = fromViemChain(op, { imageId: 'optimism' })
export const baseMainnet = fromViemChain(base, { imageId: 'base' })
export const arbitrumOne = fromViemChain(arbitrum, { imageId: 'arbitrum' })
/** Polygon PoS; native currency POL. */
export const polygon = fromViemChain(
  { ...polygonChain, nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 } },
  { imageId: 'polygon' },
)
export const zkSync = fromViemChain(zksync, { imageId: 'zksync' })
export const bnbSmartChain = fromViemChain(bsc, { imageId: 'bsc' })
export const gnosisChain = fromViemChain(gnosis, { imageId: 'gnosis' })
export const avalancheC = fromViemChain(avalanche, { imageId: 'avalanche' })
export const fantomOpera = fromViemChain(fantom, { imageId: 'fantom' })
export const kaiaMainnet = fromViemChain(kaia, { imageId: 'kaia' })
export const auroraMainnet = fromViemChain(aurora, { imageId: 'aurora' })
export const celoMainnet = fromViemChain(celo, { imageId: 'celo' })
export const lineaMainnet = fromViemChain(linea, { imageId: 'linea' })
export const scrollMainnet = fromViemChain(scroll, { imageId: 'scroll' })
export const zoraMainnet = fromViemChain(zora, { imageId: 'zora' })
export const mantleMainnet = fromViemChain(mantle, { imageId: 'mantle' })
export const blastMainnet = fromViemChain(blast, { imageId: 'blast' })
export const sepolia = fromViemChain(sepoliaChain, { imageId: 'ethereum' })
export const baseSepoliaTestnet = fromViemChain(baseSepolia, { imageId: 'base' })
export const optimismSepoliaTestnet = fromViemChain(optimismSepolia, { imageId: 'optimism' })
export const arbitrumSepoliaTestnet = fromViemChain(arbitrumSepolia, { imageId: 'arbitrum' })
export const polygonAmoyTestnet = fromViemChain(polygonAmoy, { imageId: 'polygon' })

const devnetChain = (id: number, name: string, port: number) =>
  fromViemChain(
    defineChain({
      id,
      name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [`http://127.0.0.1:${port}`] } },
      contracts: { multicall3: { address: '0xcA11bde05977b3631167028862bE2a173976CA11', blockCreated: 0 } },
      testnet: true,
    }),
    // local Ethereum-like chains paying in ETH: Ethereum's mark, as AppKit shows it for Sepolia
    { imageId: 'ethereum' },
  )

/** The local devnet chains (`npm start`, tests). */
export const gangwayDevnetA = devnetChain(31337, 'Gangway Devnet A', 8545)
export const gangwayDevnetB = devnetChain(31338, 'Gangway Devnet B', 8546)

/** The supported EVM list (about 24 chains). */
export const evmNetworks = [
  mainnet,
  optimism,
  baseMainnet,
  arbitrumOne,
  polygon,
  zkSync,
  bnbSmartChain,
  gnosisChain,
  avalancheC,
  fantomOpera,
  kaiaMainnet,
  auroraMainnet,
  celoMainnet,
  lineaMainnet,
  scrollMainnet,
  zoraMainnet,
  mantleMainnet,
  blastMainnet,
  sepolia,
  baseSepoliaTestnet,
  optimismSepoliaTestnet,
  arbitrumSepoliaTestnet,
  polygonAmoyTestnet,
  gangwayDevnetA,
  gangwayDevnetB,
] as const
