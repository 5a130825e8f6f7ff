import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { type Abi, type Hex, keccak256 } from 'viem'
import type { Artifacts } from './compileContracts.ts'

const require = createRequire(import.meta.url)

/**
 * Where the Uniswap packages keep their compiled contracts (devDependencies of the devnet only; their code
 * is deployed on the dev chains and never shipped in a package). v2 ships solc's `build/*.json`, v3 Hardhat
 * artifacts.
 */
const FILES: Record<string, string> = {
  WETH9: '@uniswap/v2-periphery/build/WETH9.json',
  UniswapV2Factory: '@uniswap/v2-core/build/UniswapV2Factory.json',
  UniswapV2Pair: '@uniswap/v2-core/build/UniswapV2Pair.json',
  UniswapV2Router02: '@uniswap/v2-periphery/build/UniswapV2Router02.json',
  UniswapV3Factory: '@uniswap/v3-core/artifacts/contracts/UniswapV3Factory.sol/UniswapV3Factory.json',
  UniswapV3Pool: '@uniswap/v3-core/artifacts/contracts/UniswapV3Pool.sol/UniswapV3Pool.json',
  SwapRouter: '@uniswap/v3-periphery/artifacts/contracts/SwapRouter.sol/SwapRouter.json',
  QuoterV2: '@uniswap/v3-periphery/artifacts/contracts/lens/QuoterV2.sol/QuoterV2.json',
  NonfungiblePositionManager:
    '@uniswap/v3-periphery/artifacts/contracts/NonfungiblePositionManager.sol/NonfungiblePositionManager.json',
}

/** The init-code hashes mainnet's routers and periphery compute pair and pool addresses with. */
export const V2_PAIR_INIT_CODE_HASH = '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f'
export const V3_POOL_INIT_CODE_HASH = '0xe34f199b19b2b4f47f68442619d555527d244f78a3297ea89325f843f87b8b54'

type V2Json = { abi: Abi; bytecode: string; evm: { deployedBytecode: { object: string } } }
type HardhatJson = { abi: Abi; bytecode: string; deployedBytecode: string; linkReferences: object }
const hex = (s: string) => (s.startsWith('0x') ? s : `0x${s}`) as Hex

/**
 * Reads the Uniswap artifacts from node_modules and checks that the pair and pool creation code hash to
 * mainnet's init-code hashes and that the routers carry those hashes — so they find the pools the factories
 * create, exactly as on mainnet.
 */
export function loadSwapArtifacts(): Artifacts {
  const artifacts: Artifacts = {}
  for (const [name, file] of Object.entries(FILES)) {
    const json = JSON.parse(readFileSync(require.resolve(file), 'utf8')) as V2Json | HardhatJson
    if ('linkReferences' in json && Object.keys(json.linkReferences).length > 0) {
      throw new Error(`devnet: ${name} needs linked libraries`)
    }
    const deployed = 'evm' in json ? json.evm.deployedBytecode.object : (json as HardhatJson).deployedBytecode
    artifacts[name] = { abi: json.abi, bytecode: hex(json.bytecode), deployedBytecode: hex(deployed) }
  }
  const check = (pool: string, expected: string, users: string[]) => {
    const hash = keccak256((artifacts[pool] as Artifacts[string]).bytecode)
    if (hash !== expected) throw new Error(`devnet: ${pool} init-code hash ${hash} is not mainnet's ${expected}`)
    for (const user of users) {
      if (!(artifacts[user] as Artifacts[string]).deployedBytecode.includes(expected.slice(2))) {
        throw new Error(`devnet: ${user} does not compute ${pool} addresses with ${expected}`)
      }
    }
  }
  check('UniswapV2Pair', V2_PAIR_INIT_CODE_HASH, ['UniswapV2Router02'])
  check('UniswapV3Pool', V3_POOL_INIT_CODE_HASH, ['SwapRouter', 'QuoterV2', 'NonfungiblePositionManager'])
  return artifacts
}
