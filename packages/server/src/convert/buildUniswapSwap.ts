import { type Address, encodeFunctionData, zeroAddress } from 'viem'
import { ConvertLimits } from './convertLimits.ts'
import { encodeV3Path } from './encodeV3Path.ts'
import type { SwapDex } from './SwapDexes.ts'
import type { SwapCall, SwapRequest, SwapRoute } from './SwapProvider.ts'
import { swapRouter02Abi, swapRouterAbi, v2RouterAbi } from './uniswapAbis.ts'

/** SwapRouter02's stand-in recipient for "the router keeps it" (its `Constants.ADDRESS_THIS`). */
const ROUTER02_ADDRESS_THIS = '0x0000000000000000000000000000000000000002'

/**
 * The router call for a Uniswap route, exact input: ETH in is sent as value (the routers wrap it), ETH out
 * is unwrapped by the router to the recipient (v2 `swapExactTokensForETH`, v3 the swap to the router then
 * `unwrapWETH9`).
 */
export function buildUniswapSwap(
  dex: SwapDex,
  request: SwapRequest,
  route: SwapRoute,
  { recipient, amountOutMin, deadline }: { recipient: Address; amountOutMin: bigint; deadline: bigint },
): SwapCall {
  const value = request.from === 'native' ? request.amount : 0n
  const hops = BigInt(route.tokenPath.length - 1)
  const gas = ConvertLimits.SWAP_GAS + (hops - 1n) * ConvertLimits.SWAP_GAS_PER_HOP
  const path = route.tokenPath
  if (route.provider === 'uniswap-v2') {
    const data =
      request.from === 'native'
        ? encodeFunctionData({
            abi: v2RouterAbi,
            functionName: 'swapExactETHForTokens',
            args: [amountOutMin, path, recipient, deadline],
          })
        : encodeFunctionData({
            abi: v2RouterAbi,
            functionName: request.to === 'native' ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
            args: [request.amount, amountOutMin, path, recipient, deadline],
          })
    return { to: route.router, data, value, gas }
  }
  const v3Path = encodeV3Path(path, route.fees)
  const toNative = request.to === 'native'
  if (dex.v3?.routerKind === 'SwapRouter02') {
    const swap = encodeFunctionData({
      abi: swapRouter02Abi,
      functionName: 'exactInput',
      args: [
        {
          path: v3Path,
          recipient: toNative ? ROUTER02_ADDRESS_THIS : recipient,
          amountIn: request.amount,
          amountOutMinimum: amountOutMin,
        },
      ],
    })
    const calls = toNative
      ? [
          swap,
          encodeFunctionData({ abi: swapRouter02Abi, functionName: 'unwrapWETH9', args: [amountOutMin, recipient] }),
        ]
      : [swap]
    const data = encodeFunctionData({ abi: swapRouter02Abi, functionName: 'multicall', args: [deadline, calls] })
    return { to: route.router, data, value, gas }
  }
  // SwapRouter: recipient 0 means the router itself
  const swap = encodeFunctionData({
    abi: swapRouterAbi,
    functionName: 'exactInput',
    args: [
      {
        path: v3Path,
        recipient: toNative ? zeroAddress : recipient,
        deadline,
        amountIn: request.amount,
        amountOutMinimum: amountOutMin,
      },
    ],
  })
  const data = toNative
    ? encodeFunctionData({
        abi: swapRouterAbi,
        functionName: 'multicall',
        args: [
          [
            swap,
            encodeFunctionData({ abi: swapRouterAbi, functionName: 'unwrapWETH9', args: [amountOutMin, recipient] }),
          ],
        ],
      })
    : swap
  return { to: route.router, data, value, gas }
}
