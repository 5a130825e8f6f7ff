import {
  type Address,
  encodeAbiParameters,
  encodeDeployData,
  encodePacked,
  getContractAddress,
  type Hex,
  keccak256,
  parseUnits,
  zeroAddress,
} from 'viem'
import type { Artifacts } from './compileContracts.ts'
import type { DeployedToken } from './deployments.ts'
import { CREATE2_DEPLOYER, DEVNET_USD_PRICES, SWAP_POOL_SPECS, SWAP_SALT } from './devnetConstants.ts'
import { V2_PAIR_INIT_CODE_HASH, V3_POOL_INIT_CODE_HASH } from './swapArtifacts.ts'

/** One liquid pool: a v2 pair or a v3 pool (with its fee tier), its tokens sorted, the liquidity put in. */
export type SwapPool = {
  dex: 'v2' | 'v3'
  fee?: number
  address: Address
  token0: Address
  token1: Address
  /** Raw amounts added at deployment (decimal strings). */
  amount0: string
  amount1: string
}

/** The swap contracts of `deployments.json` (`swap`): the same on both devnet chains. */
export type SwapDeployments = {
  weth9: Address
  v2Factory: Address
  v2Router: Address
  v3Factory: Address
  swapRouter: Address
  quoterV2: Address
  positionManager: Address
  pools: SwapPool[]
}

/** A contract sent through the CREATE2 deployer: its init code and the address it lands at. */
export type SwapContract = { name: string; initCode: Hex; address: Address }

const create2 = (initCode: Hex) =>
  getContractAddress({ opcode: 'CREATE2', from: CREATE2_DEPLOYER, salt: SWAP_SALT, bytecode: initCode })

/**
 * The swap deployment, computed (no chain needed): WETH9, Uniswap v2 (factory, Router02) and v3 (factory,
 * SwapRouter, QuoterV2, NonfungiblePositionManager without a token descriptor) through anvil's CREATE2
 * deployer with one salt, and the pools of `SWAP_POOL_SPECS` at the addresses their factories will give them.
 */
export function planSwap(
  artifacts: Artifacts,
  tokens: Record<string, DeployedToken>,
  feeToSetter: Address,
): { contracts: SwapContract[]; swap: SwapDeployments } {
  const contracts: SwapContract[] = []
  const deploy = (name: string, args: readonly unknown[]) => {
    const artifact = artifacts[name]
    if (!artifact) throw new Error(`devnet: no artifact for ${name}`)
    const initCode = encodeDeployData({ abi: artifact.abi, bytecode: artifact.bytecode, args })
    const address = create2(initCode)
    contracts.push({ name, initCode, address })
    return address
  }
  const weth9 = deploy('WETH9', [])
  const v2Factory = deploy('UniswapV2Factory', [feeToSetter])
  const v2Router = deploy('UniswapV2Router02', [v2Factory, weth9])
  const v3Factory = deploy('UniswapV3Factory', [])
  const swapRouter = deploy('SwapRouter', [v3Factory, weth9])
  const quoterV2 = deploy('QuoterV2', [v3Factory, weth9])
  const positionManager = deploy('NonfungiblePositionManager', [v3Factory, weth9, zeroAddress])

  const side = (key: string, usd: number) => {
    if (key === 'native') return { address: weth9, amount: parseUnits(String(usd / (DEVNET_USD_PRICES.ETH ?? 1)), 18) }
    const token = tokens[key]
    if (!token) throw new Error(`devnet: no token ${key} for a swap pool`)
    const price = DEVNET_USD_PRICES[token.symbol]
    if (!price) throw new Error(`devnet: no price for ${token.symbol}`)
    return { address: token.address, amount: parseUnits(String(usd / price), token.decimals) }
  }
  const pools = SWAP_POOL_SPECS.map((spec): SwapPool => {
    const [a, b] = spec.tokens.map((key) => side(key, spec.usdPerSide)) as [
      { address: Address; amount: bigint },
      { address: Address; amount: bigint },
    ]
    const [t0, t1] = a.address.toLowerCase() < b.address.toLowerCase() ? [a, b] : [b, a]
    const address =
      spec.dex === 'v2'
        ? getContractAddress({
            opcode: 'CREATE2',
            from: v2Factory,
            salt: keccak256(encodePacked(['address', 'address'], [t0.address, t1.address])),
            bytecodeHash: V2_PAIR_INIT_CODE_HASH,
          })
        : getContractAddress({
            opcode: 'CREATE2',
            from: v3Factory,
            salt: keccak256(
              encodeAbiParameters(
                [{ type: 'address' }, { type: 'address' }, { type: 'uint24' }],
                [t0.address, t1.address, spec.fee ?? 3000],
              ),
            ),
            bytecodeHash: V3_POOL_INIT_CODE_HASH,
          })
    return {
      dex: spec.dex,
      ...(spec.dex === 'v3' ? { fee: spec.fee ?? 3000 } : {}),
      address,
      token0: t0.address,
      token1: t1.address,
      amount0: t0.amount.toString(),
      amount1: t1.amount.toString(),
    }
  })
  return {
    contracts,
    swap: { weth9, v2Factory, v2Router, v3Factory, swapRouter, quoterV2, positionManager, pools },
  }
}

/** A v3 pool's starting price for the given raw amounts: sqrt(amount1 / amount0) in Q64.96. */
export function sqrtPriceX96(amount0: bigint, amount1: bigint): bigint {
  const value = (amount1 << 192n) / amount0
  if (value < 2n) return value
  let x = value
  let y = (x + 1n) / 2n
  while (y < x) {
    x = y
    y = (x + value / x) / 2n
  }
  return x
}
