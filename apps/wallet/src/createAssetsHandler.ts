import { type Address, type Chain, createPublicClient, erc20Abi, type Hex, http, numberToHex, zeroAddress } from 'viem'
import type { Handler } from './createCallsHandlers.ts'
import { invalidParams, paramChainId, paramObject, paramsArray } from './walletParams.ts'

/** An ERC-20 the wallet reports in `wallet_getAssets` (on every chain where it has code and a balance). */
export type WalletToken = { address: Address; name: string; symbol: string; decimals: number }

export type AssetsContext = {
  account(): { address: Address }
  chains(): Chain[]
  tokens: readonly WalletToken[]
  requireConnected(method: string): void
  requireOwnAddress(method: string, value: unknown, what: string): void
}

type Asset = {
  address: Address | 'native'
  balance: Hex
  type: 'native' | 'erc20'
  metadata: { name: string; symbol: string; decimals: number }
}

/**
 * `wallet_getAssets` (EIP-7811): per chain (hex id) the native balance and the balances of the configured
 * ERC-20s the account holds; `chainFilter`, `assetTypeFilter` and `assetFilter` narrow it. Native assets are
 * named `native` (a filter may also name them by the zero address). Unreachable chains are left out.
 */
export function createAssetsHandler(ctx: AssetsContext): Handler {
  return async (method, params) => {
    const [arg] = paramsArray(method, params, 1)
    const p = paramObject(method, arg, 'params[0]')
    ctx.requireConnected(method)
    ctx.requireOwnAddress(method, p.account, 'account')
    const chainFilter = optionalArray(method, p.chainFilter, 'chainFilter')?.map((id) => paramChainId(method, id))
    const types = optionalArray(method, p.assetTypeFilter, 'assetTypeFilter')
    const assetFilter =
      p.assetFilter === undefined || p.assetFilter === null
        ? undefined
        : paramObject(method, p.assetFilter, 'assetFilter')
    const address = ctx.account().address
    const chains = ctx.chains().filter((c) => !chainFilter || chainFilter.includes(c.id))
    const result: Record<Hex, Asset[]> = {}
    await Promise.all(
      chains.map(async (chain) => {
        const key = numberToHex(chain.id)
        const listed = assetFilter?.[key]
        if (assetFilter && !Array.isArray(listed)) return
        const only = listed as unknown[] | undefined
        const wants = (type: 'native' | 'erc20', asset: Address | 'native') =>
          (!types || types.includes(type)) &&
          (!only ||
            only.some((a) => {
              const named = (a as { address?: unknown }).address
              return asset === 'native'
                ? named === 'native' || named === zeroAddress
                : typeof named === 'string' && named.toLowerCase() === asset.toLowerCase()
            }))
        const client = createPublicClient({ chain, transport: http(undefined, { retryCount: 0 }) })
        let native: bigint
        try {
          native = await client.getBalance({ address })
        } catch {
          return
        }
        const assets: Asset[] = []
        if (wants('native', 'native')) {
          assets.push({
            address: 'native',
            balance: numberToHex(native),
            type: 'native',
            metadata: chain.nativeCurrency,
          })
        }
        const tokens = ctx.tokens.filter((t) => wants('erc20', t.address))
        const balances = await Promise.all(
          tokens.map((t) =>
            client
              .readContract({ address: t.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
              .catch(() => 0n),
          ),
        )
        tokens.forEach((t, i) => {
          const balance = balances[i] ?? 0n
          if (balance === 0n) return
          const { name, symbol, decimals } = t
          assets.push({
            address: t.address,
            balance: numberToHex(balance),
            type: 'erc20',
            metadata: { name, symbol, decimals },
          })
        })
        result[key] = assets
      }),
    )
    return result
  }
}

function optionalArray(method: string, value: unknown, what: string): unknown[] | undefined {
  if (value === undefined || value === null) return undefined
  if (!Array.isArray(value)) throw invalidParams(method, `${what} must be an array`)
  return value
}
