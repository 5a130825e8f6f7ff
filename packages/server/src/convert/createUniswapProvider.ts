import { type Address, encodeFunctionData, type Hex, type PublicClient } from 'viem'
import { aggregate3 } from './aggregate3.ts'
import { buildUniswapSwap } from './buildUniswapSwap.ts'
import { ConvertLimits } from './convertLimits.ts'
import { encodeV3Path } from './encodeV3Path.ts'
import type { SwapDexes } from './SwapDexes.ts'
import type { SwapProvider, SwapRequest, SwapRoute } from './SwapProvider.ts'
import { quoterV2Abi, v2RouterAbi } from './uniswapAbis.ts'

type Candidate = { provider: 'uniswap-v2' | 'uniswap-v3'; tokenPath: Address[]; fees: number[]; router: Address }

/** Percent the fees of the hops take together (v3 fee tiers are hundredths of a basis point). */
const feePercent = (fees: number[]) => (1 - fees.reduce((kept, fee) => kept * (1 - fee / 1_000_000), 1)) * 100

/**
 * The on-chain provider: Uniswap v2 and v3 read through the chain's RPC. A quote is one Multicall3 `eth_call`
 * pricing every candidate route — v2 direct and through the wrapped coin, v3 direct on each fee tier and
 * through the wrapped coin on each pair of tiers — for the amount and for a thousandth of it (the spot price
 * the price impact is measured against); the most out wins.
 */
export function createUniswapProvider(dexes: SwapDexes, client: (chainId: string) => PublicClient): SwapProvider {
  const candidates = (request: SwapRequest): Candidate[] => {
    const dex = dexes[request.chainId]
    if (!dex) return []
    const weth = dex.weth as Address
    const tokenIn = request.from === 'native' ? weth : request.from
    const tokenOut = request.to === 'native' ? weth : request.to
    if (tokenIn.toLowerCase() === tokenOut.toLowerCase()) return []
    const viaWeth = tokenIn.toLowerCase() !== weth.toLowerCase() && tokenOut.toLowerCase() !== weth.toLowerCase()
    const list: Candidate[] = []
    if (dex.v2) {
      const router = dex.v2.router as Address
      list.push({ provider: 'uniswap-v2', tokenPath: [tokenIn, tokenOut], fees: [3000], router })
      if (viaWeth)
        list.push({ provider: 'uniswap-v2', tokenPath: [tokenIn, weth, tokenOut], fees: [3000, 3000], router })
    }
    if (dex.v3) {
      const router = dex.v3.router as Address
      for (const fee of ConvertLimits.V3_FEE_TIERS) {
        list.push({ provider: 'uniswap-v3', tokenPath: [tokenIn, tokenOut], fees: [fee], router })
      }
      if (viaWeth) {
        for (const a of ConvertLimits.V3_FEE_TIERS) {
          for (const b of ConvertLimits.V3_FEE_TIERS) {
            list.push({ provider: 'uniswap-v3', tokenPath: [tokenIn, weth, tokenOut], fees: [a, b], router })
          }
        }
      }
    }
    return list
  }

  const call = (chainId: string, candidate: Candidate, amount: bigint) => {
    const dex = dexes[chainId]
    if (candidate.provider === 'uniswap-v2') {
      return {
        address: dex?.v2?.router as Address,
        data: encodeFunctionData({
          abi: v2RouterAbi,
          functionName: 'getAmountsOut',
          args: [amount, candidate.tokenPath],
        }),
      }
    }
    return {
      address: dex?.v3?.quoter as Address,
      data: encodeFunctionData({
        abi: quoterV2Abi,
        functionName: 'quoteExactInput',
        args: [encodeV3Path(candidate.tokenPath, candidate.fees), amount],
      }),
    }
  }
  // Only one word of each answer is read, straight from the ABI encoding: getAmountsOut's uint256[] ends
  // with the amount out; quoteExactInput's amountOut is its first word.
  const amountOf = (candidate: Candidate, data: Hex | undefined): bigint | undefined => {
    if (!data || data.length < 2 + 64 * (candidate.provider === 'uniswap-v2' ? 3 : 4)) return undefined
    return BigInt(candidate.provider === 'uniswap-v2' ? `0x${data.slice(-64)}` : `0x${data.slice(2, 66)}`)
  }

  return {
    name: 'uniswap',
    chains: () => Object.keys(dexes),
    spenders: (chainId) => {
      const dex = dexes[chainId]
      return [dex?.v2?.router, dex?.v3?.router].filter((a): a is Address => !!a)
    },
    async quote(request) {
      const list = candidates(request)
      if (list.length === 0) return undefined
      const tiny = request.amount / 1000n
      const contracts = list.flatMap((c) => [
        call(request.chainId, c, request.amount),
        ...(tiny > 0n ? [call(request.chainId, c, tiny)] : []),
      ])
      const results = await aggregate3(client(request.chainId), contracts)
      const step = tiny > 0n ? 2 : 1
      let best: SwapRoute | undefined
      list.forEach((candidate, i) => {
        const out = amountOf(candidate, results[i * step])
        if (out === undefined || out === 0n) return
        if (best && best.amountOut >= out) return
        const spot = tiny > 0n ? amountOf(candidate, results[i * step + 1]) : undefined
        const impact =
          spot && spot > 0n
            ? Math.max(0, 1 - Number((out * tiny * 1_000_000n) / (spot * request.amount)) / 1_000_000) * 100
            : undefined
        best = { ...candidate, amountOut: out, priceImpact: impact, feePercent: feePercent(candidate.fees) }
      })
      return best
    },
    async build(request, route, options) {
      const dex = dexes[request.chainId]
      if (!dex) throw new Error(`no DEX on ${request.chainId}`)
      return buildUniswapSwap(dex, request, route, options)
    },
  }
}
