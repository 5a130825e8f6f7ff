import { decodeFunctionData, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { buildUniswapSwap } from './buildUniswapSwap.ts'
import { DEFAULT_SWAP_DEXES } from './defaultSwapDexes.ts'
import type { SwapRoute } from './SwapProvider.ts'
import { swapRouter02Abi } from './uniswapAbis.ts'

// SwapRouter02 has no devnet deployment (the devnet's v3 router is SwapRouter, tested on the chain in
// convertRoutes.test.ts): its calldata is checked by decoding it with the router's ABI.
const base = DEFAULT_SWAP_DEXES['eip155:8453']
const USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'
const user = '0x1111111111111111111111111111111111111111'
const route = (tokenPath: `0x${string}`[]): SwapRoute => ({
  provider: 'uniswap-v3',
  tokenPath,
  fees: [500],
  amountOut: 1000n,
  priceImpact: 0,
  feePercent: 0.05,
  router: base?.v3?.router as `0x${string}`,
})

describe('buildUniswapSwap with SwapRouter02', () => {
  it('ETH in: value, deadline in multicall, the user as recipient', () => {
    const call = buildUniswapSwap(
      base as NonNullable<typeof base>,
      { chainId: 'eip155:8453', from: 'native', to: USDC, amount: parseEther('1') },
      route([base?.weth as `0x${string}`, USDC]),
      { recipient: user, amountOutMin: 990n, deadline: 1234n },
    )
    expect(call.value).toBe(parseEther('1'))
    const outer = decodeFunctionData({ abi: swapRouter02Abi, data: call.data })
    expect(outer.functionName).toBe('multicall')
    const [deadline, calls] = outer.args as [bigint, `0x${string}`[]]
    expect(deadline).toBe(1234n)
    expect(calls).toHaveLength(1)
    const swap = decodeFunctionData({ abi: swapRouter02Abi, data: calls[0] as `0x${string}` })
    expect(swap.functionName).toBe('exactInput')
    expect(swap.args?.[0]).toMatchObject({ recipient: user, amountIn: parseEther('1'), amountOutMinimum: 990n })
  })

  it('ETH out: the router keeps the WETH (ADDRESS_THIS) and unwraps it to the user', () => {
    const call = buildUniswapSwap(
      base as NonNullable<typeof base>,
      { chainId: 'eip155:8453', from: USDC, to: 'native', amount: 5_000_000n },
      route([USDC, base?.weth as `0x${string}`]),
      { recipient: user, amountOutMin: 990n, deadline: 1234n },
    )
    expect(call.value).toBe(0n)
    const [, calls] = decodeFunctionData({ abi: swapRouter02Abi, data: call.data }).args as [bigint, `0x${string}`[]]
    const swap = decodeFunctionData({ abi: swapRouter02Abi, data: calls[0] as `0x${string}` })
    expect(swap.args?.[0]).toMatchObject({ recipient: '0x0000000000000000000000000000000000000002' })
    const unwrap = decodeFunctionData({ abi: swapRouter02Abi, data: calls[1] as `0x${string}` })
    expect(unwrap).toMatchObject({ functionName: 'unwrapWETH9', args: [990n, user] })
  })
})
