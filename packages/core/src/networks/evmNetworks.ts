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

/** Built-in EVM networks (SPEC §3), from viem's chain definitions. */
export const mainnet = fromViemChain(ethereum)
export const optimism = fromViemChain(op)
export const baseMainnet = fromViemChain(base)
export const arbitrumOne = fromViemChain(arbitrum)
/** Polygon PoS; native currency POL. */
export const polygon = fromViemChain({ ...polygonChain, nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 } })
export const zkSync = fromViemChain(zksync)
export const bnbSmartChain = fromViemChain(bsc)
export const gnosisChain = fromViemChain(gnosis)
export const avalancheC = fromViemChain(avalanche)
export const fantomOpera = fromViemChain(fantom)
export const kaiaMainnet = fromViemChain(kaia)
export const auroraMainnet = fromViemChain(aurora)
export const celoMainnet = fromViemChain(celo)
export const lineaMainnet = fromViemChain(linea)
export const scrollMainnet = fromViemChain(scroll)
export const zoraMainnet = fromViemChain(zora)
export const mantleMainnet = fromViemChain(mantle)
export const blastMainnet = fromViemChain(blast)
export const sepolia = fromViemChain(sepoliaChain)
export const baseSepoliaTestnet = fromViemChain(baseSepolia)
export const optimismSepoliaTestnet = fromViemChain(optimismSepolia)
export const arbitrumSepoliaTestnet = fromViemChain(arbitrumSepolia)
export const polygonAmoyTestnet = fromViemChain(polygonAmoy)

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
