import type { Address, PublicClient } from 'viem'
import type { TokenEntry } from '../balances/TokenEntry.ts'
import { MULTICALL3 } from '../rpc/multicall3.ts'
import { ConvertLimits } from './convertLimits.ts'
import type { SwapDex } from './SwapDexes.ts'
import { v2FactoryAbi, v3FactoryAbi } from './uniswapAbis.ts'

/** At most this many listed tokens are checked for pools (every pair among them and the wrapped coin). */
export const MAX_LISTED_TOKENS = 40

/**
 * The chain's listed tokens that can be swapped: those with a v2 pair or a v3 pool (any fee tier) with the
 * wrapped coin or another listed token — one Multicall3 `eth_call` of `getPair` / `getPool` per pair.
 */
export async function listSwapTokens(client: PublicClient, dex: SwapDex, tokens: readonly TokenEntry[]) {
  const listed = tokens.slice(0, MAX_LISTED_TOKENS)
  const weth = dex.weth as Address
  const all = [weth, ...listed.map((t) => t.address as Address)]
  const pairs: [number, number][] = []
  for (let i = 0; i < all.length; i++) {
    for (let j = i + 1; j < all.length; j++) {
      if ((all[i] as string).toLowerCase() !== (all[j] as string).toLowerCase()) pairs.push([i, j])
    }
  }
  const contracts = pairs.flatMap(([i, j]) => {
    const a = all[i] as Address
    const b = all[j] as Address
    return [
      ...(dex.v2
        ? [{ address: dex.v2.factory as Address, abi: v2FactoryAbi, functionName: 'getPair', args: [a, b] } as const]
        : []),
      ...(dex.v3
        ? ConvertLimits.V3_FEE_TIERS.map(
            (fee) =>
              ({
                address: dex.v3?.factory as Address,
                abi: v3FactoryAbi,
                functionName: 'getPool',
                args: [a, b, fee],
              }) as const,
          )
        : []),
    ]
  })
  const perPair = (dex.v2 ? 1 : 0) + (dex.v3 ? ConvertLimits.V3_FEE_TIERS.length : 0)
  const results = await client.multicall({ contracts, allowFailure: true, multicallAddress: MULTICALL3, batchSize: 0 })
  const pooled = new Set<number>()
  pairs.forEach(([i, j], k) => {
    const found = results
      .slice(k * perPair, (k + 1) * perPair)
      .some((r) => r.status === 'success' && typeof r.result === 'string' && !/^0x0{40}$/.test(r.result))
    if (found) {
      pooled.add(i)
      pooled.add(j)
    }
  })
  return listed.filter((_, i) => pooled.has(i + 1))
}
