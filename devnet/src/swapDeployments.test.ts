import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  type Abi,
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  maxUint256,
  parseEther,
  parseUnits,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Artifacts } from './compileContracts.ts'
import { deployDevnet } from './deployDevnet.ts'
import { DEVNET_MNEMONIC } from './devnetConstants.ts'
import { deployments } from './index.ts'
import { startTestChains } from './startTestChains.ts'

const artifacts = JSON.parse(
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'generated', 'artifacts.json'), 'utf8'),
) as Artifacts
const abiOf = (name: string) => artifacts[name]?.abi as Abi
const trader = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 2 })
const { swap, tokens } = deployments
const usd = tokens.usd?.address as Address
const gwt = tokens.gwt?.address as Address

let chains: Awaited<ReturnType<typeof startTestChains>>
beforeAll(async () => {
  chains = await startTestChains()
  await Promise.all(chains.chains.map((c) => deployDevnet(c.rpcUrls.default.http[0] as string)))
}, 60_000)
afterAll(() => chains?.stop())

const clients = (i: number) => {
  const chain = chains.chains[i] as Chain
  return {
    pub: createPublicClient({ chain, transport: http(), pollingInterval: 50 }),
    wallet: createWalletClient({ chain, transport: http(), account: trader }),
  }
}
const balanceOf = (pub: ReturnType<typeof clients>['pub'], token: Address) =>
  pub.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [trader.address] })

describe('deploySwap: WETH9 and Uniswap v2/v3 on the devnet', () => {
  it('deploys every swap contract at its deployments.json address on both chains, pools liquid', async () => {
    expect(swap.pools).toHaveLength(6)
    for (let i = 0; i < 2; i++) {
      const { pub } = clients(i)
      for (const name of ['weth9', 'v2Factory', 'v2Router', 'v3Factory', 'swapRouter', 'quoterV2', 'positionManager']) {
        expect(await pub.getCode({ address: swap[name as 'weth9'] })).toMatch(/^0x.{100,}/)
      }
      for (const pool of swap.pools) {
        if (pool.dex === 'v2') {
          const pair = await pub.readContract({
            address: swap.v2Factory,
            abi: abiOf('UniswapV2Factory'),
            functionName: 'getPair',
            args: [pool.token0, pool.token1],
          })
          expect(pair).toBe(pool.address)
          const [r0, r1] = (await pub.readContract({
            address: pool.address,
            abi: abiOf('UniswapV2Pair'),
            functionName: 'getReserves',
          })) as [bigint, bigint, number]
          expect(r0).toBe(BigInt(pool.amount0))
          expect(r1).toBe(BigInt(pool.amount1))
        } else {
          const address = await pub.readContract({
            address: swap.v3Factory,
            abi: abiOf('UniswapV3Factory'),
            functionName: 'getPool',
            args: [pool.token0, pool.token1, pool.fee],
          })
          expect(address).toBe(pool.address)
          const liquidity = (await pub.readContract({
            address: pool.address,
            abi: abiOf('UniswapV3Pool'),
            functionName: 'liquidity',
          })) as bigint
          expect(liquidity > 0n).toBe(true)
        }
      }
    }
  })

  it('prices follow the devnet price table: 1 ETH buys about 3000 gUSD on v2 and v3', async () => {
    const { pub } = clients(0)
    const [, out] = (await pub.readContract({
      address: swap.v2Router,
      abi: abiOf('UniswapV2Router02'),
      functionName: 'getAmountsOut',
      args: [parseEther('1'), [swap.weth9, usd]],
    })) as bigint[]
    expect(Number(out) / 1e6).toBeGreaterThan(2980)
    expect(Number(out) / 1e6).toBeLessThan(3000)
    const { result } = await pub.simulateContract({
      address: swap.quoterV2,
      abi: abiOf('QuoterV2'),
      functionName: 'quoteExactInputSingle',
      args: [{ tokenIn: swap.weth9, tokenOut: usd, amountIn: parseEther('1'), fee: 500, sqrtPriceLimitX96: 0n }],
    })
    const v3Out = (result as readonly bigint[])[0] as bigint
    expect(Number(v3Out) / 1e6).toBeGreaterThan(2990)
    expect(Number(v3Out) / 1e6).toBeLessThan(3000)
  })

  it("v2's getAmountsOut is exactly what Router02 pays out (ETH → gUSD)", async () => {
    const { pub, wallet } = clients(0)
    const amountIn = parseEther('2')
    const [, quoted] = (await pub.readContract({
      address: swap.v2Router,
      abi: abiOf('UniswapV2Router02'),
      functionName: 'getAmountsOut',
      args: [amountIn, [swap.weth9, usd]],
    })) as bigint[]
    const before = await balanceOf(pub, usd)
    const hash = await wallet.writeContract({
      address: swap.v2Router,
      abi: abiOf('UniswapV2Router02'),
      functionName: 'swapExactETHForTokens',
      args: [0n, [swap.weth9, usd], trader.address, maxUint256],
      value: amountIn,
    })
    expect((await pub.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect((await balanceOf(pub, usd)) - before).toBe(quoted)
  })

  it("v3's QuoterV2 (simulated) is exactly what SwapRouter pays out (gUSD → GWT, 1% tier)", async () => {
    const { pub, wallet } = clients(1)
    const amountIn = parseUnits('250', 6)
    const approve = await wallet.writeContract({
      address: usd,
      abi: erc20Abi,
      functionName: 'approve',
      args: [swap.swapRouter, amountIn],
    })
    await pub.waitForTransactionReceipt({ hash: approve })
    const { result } = await pub.simulateContract({
      address: swap.quoterV2,
      abi: abiOf('QuoterV2'),
      functionName: 'quoteExactInputSingle',
      args: [{ tokenIn: usd, tokenOut: gwt, amountIn, fee: 10000, sqrtPriceLimitX96: 0n }],
    })
    const quoted = (result as readonly bigint[])[0] as bigint
    const before = await balanceOf(pub, gwt)
    const hash = await wallet.writeContract({
      address: swap.swapRouter,
      abi: abiOf('SwapRouter'),
      functionName: 'exactInputSingle',
      args: [
        {
          tokenIn: usd,
          tokenOut: gwt,
          fee: 10000,
          recipient: trader.address,
          deadline: maxUint256,
          amountIn,
          amountOutMinimum: 0n,
          sqrtPriceLimitX96: 0n,
        },
      ],
    })
    expect((await pub.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect((await balanceOf(pub, gwt)) - before).toBe(quoted)
    // about 1000 GWT for 250 gUSD, less the 1% fee
    expect(Number(quoted) / 1e18).toBeGreaterThan(985)
    expect(Number(quoted) / 1e18).toBeLessThan(1000)
  })
})
