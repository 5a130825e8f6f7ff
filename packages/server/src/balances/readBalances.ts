import { type Address, createPublicClient, erc20Abi, formatUnits, http } from 'viem'
import { MULTICALL3 } from '../rpc/multicall3.ts'
import type { TokenEntry } from './TokenEntry.ts'

export type TokenBalance = { token: TokenEntry | undefined; raw: bigint; decimals: number }

/** Native balance and the ERC-20 balances of a token list in one Multicall3 round trip. */
export async function readBalances(rpcUrl: string, address: Address, tokens: TokenEntry[]): Promise<TokenBalance[]> {
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 1, timeout: 10_000 }) })
  const [native, results] = await Promise.all([
    client.getBalance({ address }),
    tokens.length
      ? client.multicall({
          multicallAddress: MULTICALL3,
          allowFailure: true,
          contracts: tokens.map((t) => ({
            address: t.address as Address,
            abi: erc20Abi,
            functionName: 'balanceOf' as const,
            args: [address],
          })),
        })
      : Promise.resolve([]),
  ])
  return [
    { token: undefined, raw: native, decimals: 18 },
    ...tokens.flatMap((token, i) => {
      const r = results[i]
      return r && r.status === 'success' ? [{ token, raw: r.result as bigint, decimals: token.decimals }] : []
    }),
  ]
}

export const numeric = (raw: bigint, decimals: number) => formatUnits(raw, decimals)
