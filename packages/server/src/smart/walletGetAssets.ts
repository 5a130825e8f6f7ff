import { type Address, isAddress, toHex } from 'viem'
import { badRequest } from '../auth/rpcParams.ts'
import { readBalances } from '../balances/readBalances.ts'
import type { TokenEntry } from '../balances/TokenEntry.ts'

/** One asset of EIP-7811's answer. */
export type Eip7811Asset = {
  address: Address | 'native'
  balance: `0x${string}`
  type: 'native' | 'erc20'
  metadata: { name: string; symbol: string; decimals: number }
}

/**
 * EIP-7811 `wallet_getAssets` for one of the session's own accounts (its EOA or its smart account): the
 * native coin and the chain's token list (TOKEN_LISTS; balances/readBalances.ts, one Multicall3 round trip)
 * per asked chain the server serves, zero balances left out. `chainFilter` (hex chain ids) narrows the
 * chains, `assetTypeFilter` the types.
 */
export async function walletGetAssets(args: {
  params: unknown[]
  /** The addresses the session may ask about. */
  own: readonly string[]
  /** The chain the request came on (used when no chainFilter is given). */
  chainId: number
  upstreams: Record<string, string>
  tokenLists: Record<string, TokenEntry[]>
}): Promise<Record<`0x${string}`, Eip7811Asset[]>> {
  const request = (args.params[0] ?? {}) as { account?: unknown; chainFilter?: unknown; assetTypeFilter?: unknown }
  const account = request.account
  if (typeof account !== 'string' || !isAddress(account, { strict: false }))
    throw badRequest('account must be a 0x address')
  if (!args.own.some((a) => a.toLowerCase() === account.toLowerCase()))
    throw badRequest('The address is not this wallet’s')
  const chainFilter = Array.isArray(request.chainFilter) ? request.chainFilter : [toHex(args.chainId)]
  const chains = chainFilter.map((c) => {
    const n = typeof c === 'string' ? Number(c) : Number.NaN
    if (!Number.isSafeInteger(n) || n <= 0) throw badRequest('chainFilter must hold hex chain ids')
    return n
  })
  if (chains.length > 16) throw badRequest('chainFilter has too many chains')
  const types = Array.isArray(request.assetTypeFilter) ? (request.assetTypeFilter as unknown[]) : ['native', 'erc20']
  const answer: Record<`0x${string}`, Eip7811Asset[]> = {}
  await Promise.all(
    chains.map(async (chainId) => {
      const caip = `eip155:${chainId}`
      const upstream = args.upstreams[caip]
      if (!upstream) return
      const tokens = types.includes('erc20') ? (args.tokenLists[caip] ?? []) : []
      const balances = await readBalances(upstream, account as Address, tokens)
      answer[toHex(chainId)] = balances
        .filter((b) => b.raw > 0n && (b.token ? types.includes('erc20') : types.includes('native')))
        .map((b) =>
          b.token
            ? {
                address: b.token.address as Address,
                balance: toHex(b.raw),
                type: 'erc20' as const,
                metadata: { name: b.token.name, symbol: b.token.symbol, decimals: b.token.decimals },
              }
            : {
                address: 'native' as const,
                balance: toHex(b.raw),
                type: 'native' as const,
                metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
              },
        )
    }),
  )
  return answer
}
