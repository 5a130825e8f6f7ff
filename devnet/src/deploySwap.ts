import {
  type Abi,
  type Address,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  maxUint256,
  publicActions,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import type { Artifacts } from './compileContracts.ts'
import type { Deployments } from './deployments.ts'
import { CREATE2_DEPLOYER, DEPLOYER_INDEX, DEVNET_MNEMONIC, SWAP_SALT } from './devnetConstants.ts'
import { planSwap, sqrtPriceX96 } from './swapDeployments.ts'

const TICK_SPACING: Record<number, number> = { 500: 10, 3000: 60, 10000: 200 }
const MAX_TICK = 887272

/**
 * Deploys WETH9 and Uniswap v2/v3 through anvil's CREATE2 deployer and fills the pools of `deployments.swap`
 * from the deployer's account (which mints the gUSD and GWT it puts in and wraps the ETH). Transactions are
 * sent back to back with explicit nonces and their receipts awaited at the end.
 */
export async function deploySwap(rpcUrl: string, artifacts: Artifacts, deployments: Deployments): Promise<void> {
  const account = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: DEPLOYER_INDEX })
  const client = createWalletClient({ account, transport: http(rpcUrl) }).extend(publicActions)
  const encode = (abi: Abi, functionName: string, args: readonly unknown[]) =>
    encodeFunctionData({ abi, functionName, args })
  const chain = null
  const { contracts, swap } = planSwap(artifacts, deployments.tokens, deployments.deployer)
  if (JSON.stringify(swap) !== JSON.stringify(deployments.swap)) {
    throw new Error('devnet: deployments.json swap addresses are stale; run `npm run build -w @gangway/devnet`')
  }
  const abi = (name: string) => (artifacts[name] as Artifacts[string]).abi
  let nonce = await client.getTransactionCount({ address: account.address })
  const hashes: Hex[] = []
  // explicit gas: nothing waits on an estimate, the chain mines each in order
  const send = async (to: Address, data: Hex, value = 0n, gas = 6_000_000n) => {
    hashes.push(await client.sendTransaction({ to, data, value, nonce: nonce++, gas, chain, account }))
  }
  const call = (to: Address, name: string, functionName: string, args: readonly unknown[], value = 0n) =>
    send(to, encode(abi(name), functionName, args), value)

  for (const contract of contracts)
    await send(CREATE2_DEPLOYER, `${SWAP_SALT}${contract.initCode.slice(2)}`, 0n, 12_000_000n)

  // what the pools take: minted gUSD/GWT, wrapped ETH for v3 (v2 takes ETH through addLiquidityETH)
  const needed = new Map<Address, bigint>()
  for (const pool of swap.pools) {
    for (const [token, amount] of [
      [pool.token0, pool.amount0],
      [pool.token1, pool.amount1],
    ] as const) {
      if (pool.dex === 'v2' && token === swap.weth9) continue
      needed.set(token, (needed.get(token) ?? 0n) + BigInt(amount))
    }
  }
  for (const [token, amount] of needed) {
    if (token === swap.weth9) await call(token, 'WETH9', 'deposit', [], amount)
    else await call(token, 'DevToken', 'mint', [account.address, amount])
    for (const spender of [swap.v2Router, swap.positionManager]) {
      await send(token, encode(erc20Abi, 'approve', [spender, maxUint256]))
    }
  }
  for (const pool of swap.pools) {
    if (pool.dex === 'v2') {
      const weth = pool.token0 === swap.weth9 ? 0 : pool.token1 === swap.weth9 ? 1 : -1
      if (weth >= 0) {
        const token = weth === 0 ? pool.token1 : pool.token0
        const [eth, amount] = weth === 0 ? [pool.amount0, pool.amount1] : [pool.amount1, pool.amount0]
        await call(
          swap.v2Router,
          'UniswapV2Router02',
          'addLiquidityETH',
          [token, BigInt(amount), 0n, 0n, account.address, maxUint256],
          BigInt(eth),
        )
      } else {
        await call(swap.v2Router, 'UniswapV2Router02', 'addLiquidity', [
          pool.token0,
          pool.token1,
          BigInt(pool.amount0),
          BigInt(pool.amount1),
          0n,
          0n,
          account.address,
          maxUint256,
        ])
      }
      continue
    }
    const fee = pool.fee ?? 3000
    const spacing = TICK_SPACING[fee] ?? 60
    const tick = Math.floor(MAX_TICK / spacing) * spacing
    const [amount0, amount1] = [BigInt(pool.amount0), BigInt(pool.amount1)]
    await call(swap.positionManager, 'NonfungiblePositionManager', 'createAndInitializePoolIfNecessary', [
      pool.token0,
      pool.token1,
      fee,
      sqrtPriceX96(amount0, amount1),
    ])
    await call(swap.positionManager, 'NonfungiblePositionManager', 'mint', [
      {
        token0: pool.token0,
        token1: pool.token1,
        fee,
        tickLower: -tick,
        tickUpper: tick,
        amount0Desired: amount0,
        amount1Desired: amount1,
        amount0Min: 0n,
        amount1Min: 0n,
        recipient: account.address,
        deadline: maxUint256,
      },
    ])
  }
  for (const hash of hashes) {
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`devnet: swap deployment transaction ${hash} reverted`)
  }
  for (const contract of contracts) {
    if (!(await client.getCode({ address: contract.address }))) {
      throw new Error(`devnet: ${contract.name} is not at ${contract.address}`)
    }
  }
}
