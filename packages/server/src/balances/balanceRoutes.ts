import {
  ApiErrorCode,
  FUNGIBLE_PRICE_MAX_ADDRESSES,
  FungiblePriceRequestSchema,
  NATIVE_TOKEN_ADDRESS,
  type TokenBalance,
} from '@gangway/protocol'
import type { Context, Hono } from 'hono'
import { getAddress } from 'viem'
import type { BitcoinAddressInfo } from '../bitcoin/BitcoinBackend.ts'
import type { BitcoinChain } from '../bitcoin/createBitcoinBackends.ts'
import type { AppEnv } from '../http/AppEnv.ts'
import { accountParams } from '../http/accountParams.ts'
import { apiError } from '../http/apiError.ts'
import { createTtlCache } from '../http/createTtlCache.ts'
import { bitcoinBalance } from './bitcoinBalance.ts'
import { numeric, readBalances } from './readBalances.ts'
import { readSolanaBalances } from './readSolanaBalances.ts'
import type { PriceTable, TokenEntry } from './TokenEntry.ts'

export type BalanceOptions = {
  upstreams: Record<string, string>
  tokenLists: Record<string, TokenEntry[]>
  prices: PriceTable
  /** Balance answers are reused this long per address and chain unless `forceUpdate` (SPEC §9: 30 s). */
  cacheMs: number
  nativeSymbol?: (chainId: string) => { name: string; symbol: string }
  /** `bip122:` chains: balances in BTC from their Bitcoin backend (confirmed + mempool, 8 decimals). */
  bitcoin?: Record<string, BitcoinChain>
}

/** The native coin of a chain family (an operator's `nativeSymbol` may name others). */
const nativeOf = (chainId: string) =>
  chainId.startsWith('solana:') ? { name: 'Solana', symbol: 'SOL' } : { name: 'Ether', symbol: 'ETH' }
/** A price table key: EVM addresses compare in lowercase; Solana's base58 mints are case-sensitive. */
const priceKey = (caip: string) => (caip.startsWith('eip155:') ? caip.toLowerCase() : caip)

/**
 * `GET /v1/account/{address}/balance?currency&chainId&forceUpdate`, `POST /v1/fungible/price` and
 * `GET /v1/supported-chains`: balances read from the chain's RPC, priced from the configured table — on
 * eip155 the native coin and the chain's token list via Multicall3, on solana SOL and the listed SPL mints
 * (`getTokenAccountsByOwner`, SPL Token and Token-2022).
 */
export function balanceRoutes(app: Hono<AppEnv>, options: BalanceOptions): void {
  const cache = createTtlCache<TokenBalance[]>(options.cacheMs)
  const bitcoinCache = createTtlCache<BitcoinAddressInfo>(options.cacheMs)
  // the configured currencies as maps: a lookup never reaches Object.prototype (`__proto__`, `constructor`)
  const tables = new Map(
    Object.entries(options.prices).map(([currency, table]) => [currency, new Map(Object.entries(table))]),
  )
  const price = (currency: string, key: string) => tables.get(currency)?.get(priceKey(key)) ?? 0
  // with no price table at all (PRICE_TABLE unset), balances still answer, every price 0
  const unpriced = tables.size === 0
  const known = (currency: string) => tables.has(currency) || (unpriced && /^[a-z]{3,5}$/.test(currency))
  /** The asked currency (default usd, any case), or the 400 naming the configured ones. */
  const currencyOf = (c: Context<AppEnv>, asked: string | undefined): string | Response => {
    const currency = (asked ?? 'usd').toLowerCase()
    if (known(currency)) return currency
    const use = unpriced ? 'a currency code of 3 to 5 letters' : [...tables.keys()].join(', ')
    return apiError(c, 400, ApiErrorCode.BAD_REQUEST, `currency "${currency.slice(0, 32)}" is not priced; use ${use}`)
  }

  app.get('/v1/supported-chains', (c) =>
    c.json({ http: [...Object.keys(options.upstreams), ...Object.keys(options.bitcoin ?? {})], ws: [] }),
  )

  app.get('/v1/account/:address/balance', async (c) => {
    const currency = currencyOf(c, c.req.query('currency'))
    if (currency instanceof Response) return currency
    const bitcoinChainId = c.req.query('chainId')
    if (bitcoinChainId?.startsWith('bip122:')) {
      return bitcoinBalance(
        c,
        bitcoinChainId,
        options.bitcoin ?? {},
        (key) => price(currency, key),
        async (key, load, force) => {
          if (!force) return bitcoinCache.get(key, load)
          const info = await load()
          bitcoinCache.set(key, info)
          return info
        },
      )
    }
    const params = accountParams(c, {
      required: true,
      served: Object.keys(options.upstreams),
      namespaces: ['eip155', 'solana'],
    })
    if (params instanceof Response) return params
    const chainId = params.chainId as string
    const upstream = options.upstreams[chainId] as string
    const owner = params.namespace === 'solana' ? params.address : getAddress(params.address)
    const key = `${chainId}|${owner}|${currency}`
    const load = async (): Promise<TokenBalance[]> => {
      const tokens = options.tokenLists[chainId] ?? []
      const native = options.nativeSymbol?.(chainId) ?? nativeOf(chainId)
      const read =
        params.namespace === 'solana'
          ? await readSolanaBalances(upstream, owner, tokens)
          : await readBalances(upstream, owner as `0x${string}`, tokens)
      return read.map(({ token, raw, decimals }) => {
        const quantity = numeric(raw, decimals)
        const p = price(currency, token ? `${chainId}:${token.address}` : `${chainId}:native`)
        return {
          name: token?.name ?? native.name,
          symbol: token?.symbol ?? native.symbol,
          chainId,
          ...(token ? { address: `${chainId}:${token.address}` } : {}),
          value: Number(quantity) * p,
          price: p,
          quantity: { decimals: String(decimals), numeric: quantity },
          iconUrl: token ? `/public/getTokenImage/${token.symbol}` : `/public/getCurrencyImage/${native.symbol}`,
        }
      })
    }
    try {
      const force = c.req.query('forceUpdate') === 'true'
      const balances = force ? await load() : await cache.get(key, load)
      if (force) cache.set(key, balances)
      return c.json({ balances })
    } catch (error) {
      return apiError(
        c,
        502,
        ApiErrorCode.SERVER_ERROR,
        `Could not read balances on ${chainId}: ${(error as Error).message.split('\n')[0]}`,
      )
    }
  })

  app.post('/v1/fungible/price', async (c) => {
    const body = FungiblePriceRequestSchema.safeParse(await c.req.json().catch(() => undefined))
    if (!body.success) {
      return apiError(
        c,
        400,
        ApiErrorCode.BAD_REQUEST,
        `addresses must be a list of at most ${FUNGIBLE_PRICE_MAX_ADDRESSES} CAIP-10 token addresses`,
      )
    }
    const currency = currencyOf(c, body.data.currency)
    if (currency instanceof Response) return currency
    const fungibles = body.data.addresses.map((caip) => {
      const [ns, ref, addr] = caip.split(':')
      const chainId = `${ns}:${ref}`
      // a swap token's native coin (0xeeee…eeee) is priced as the chain's native coin
      if (ns === 'eip155' && addr?.toLowerCase() === NATIVE_TOKEN_ADDRESS) {
        const native = (options.nativeSymbol ?? nativeOf)(chainId)
        return { address: caip, ...native, price: price(currency, `${chainId}:native`) }
      }
      const token = (options.tokenLists[chainId] ?? []).find((t) =>
        ns === 'eip155' ? t.address.toLowerCase() === addr?.toLowerCase() : t.address === addr,
      )
      return { address: caip, name: token?.name ?? null, symbol: token?.symbol ?? null, price: price(currency, caip) }
    })
    return c.json({ fungibles })
  })
}
