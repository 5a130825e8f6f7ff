import type { SwapDex, SwapDexes } from './SwapDexes.ts'

// Uniswap's official deployments (docs.uniswap.org "Deployment Addresses", v2 and v3, and @uniswap/sdk-core).
const V3_CANONICAL = {
  factory: '0x1F98431c8aD98523631AE4a59f267346ea31F984',
  quoter: '0x61fFE014bA17989E743c5F6cB21bF9697530B21e',
  router: '0xE592427A0AEce92De3Edee1F18E0157C05861564',
  routerKind: 'SwapRouter',
} as const satisfies SwapDex['v3']
const V2_L2_ROUTER = '0x4752ba5DBc23f44D87826276BF6Fd6b1C372aD24'
const OP_WETH = '0x4200000000000000000000000000000000000006'

/**
 * The default DEXes of SPEC §9's swap networks where Uniswap is deployed. Gnosis (100), Fantom (250), Kaia
 * (8217) and Aurora (1313161554) have no official Uniswap deployment and are left out (an operator adds a
 * Uniswap-compatible DEX there through `SWAP_DEXES`); zkSync Era (324) has v3 only.
 */
export const DEFAULT_SWAP_DEXES: SwapDexes = {
  'eip155:1': {
    weth: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
    v2: { factory: '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f', router: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D' },
    v3: V3_CANONICAL,
  },
  'eip155:10': {
    weth: OP_WETH,
    v2: { factory: '0x0c3c1c532F1e39EdF36BE9Fe0bE1410313E074Bf', router: '0x4A7b5Da61326A6379179b40d00F57E5bbDC962c2' },
    v3: V3_CANONICAL,
  },
  'eip155:42161': {
    weth: '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1',
    v2: { factory: '0xf1D7CC64Fb4452F05c498126312eBE29f30Fbcf9', router: V2_L2_ROUTER },
    v3: V3_CANONICAL,
  },
  'eip155:137': {
    weth: '0x0d500B1d8E8eF31E21C99d1Db9A6444d3ADf1270',
    v2: { factory: '0x9e5A52f57b3038F1B8EeE45F28b3C1967e22799C', router: '0xedf6066a2b290C185783862C7F4776A2C8077AD1' },
    v3: V3_CANONICAL,
  },
  'eip155:8453': {
    weth: OP_WETH,
    v2: { factory: '0x8909Dc15e40173Ff4699343b6eB8132c65e18eC6', router: V2_L2_ROUTER },
    v3: {
      factory: '0x33128a8fC17869897dcE68Ed026d694621f6FDfD',
      quoter: '0x3d4e44Eb1374240CE5F1B871ab261CD16335B76a',
      router: '0x2626664c2603336E57B271c5C0b26F421741e481',
      routerKind: 'SwapRouter02',
    },
  },
  'eip155:56': {
    weth: '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c',
    v2: { factory: '0x8909Dc15e40173Ff4699343b6eB8132c65e18eC6', router: V2_L2_ROUTER },
    v3: {
      factory: '0xdB1d10011AD0Ff90774D0C6Bb92e5C5c8b4461F7',
      quoter: '0x78D78E420Da98ad378D7799bE8f4AF69033EB077',
      router: '0xB971eF87ede563556b2ED4b1C0b0019111Dd85d2',
      routerKind: 'SwapRouter02',
    },
  },
  'eip155:43114': {
    weth: '0xB31f66AA3C1e785363F0875A1B74E27b85FD66c7',
    v2: { factory: '0x9e5A52f57b3038F1B8EeE45F28b3C1967e22799C', router: V2_L2_ROUTER },
    v3: {
      factory: '0x740b1c1de25031C31FF4fC9A62f554A55cdC1baD',
      quoter: '0xbe0F5544EC67e9B3b2D979aaA43f18Fd87E6257F',
      router: '0xbb00FF08d01D300023C629E8fFfFcb65A5a578cE',
      routerKind: 'SwapRouter02',
    },
  },
  'eip155:324': {
    weth: '0x5AEa5775959fBC2557Cc8789bC1bf90A239D9a91',
    v3: {
      factory: '0x8FdA5a7a8dCA67BBcDd10F02Fa0649A937215422',
      quoter: '0x8Cb537fc92E26d8EBBb760E632c95484b6Ea3e28',
      router: '0x99c56385daBCE3E81d8499d0b8d0257aBC07E8A3',
      routerKind: 'SwapRouter02',
    },
  },
}
