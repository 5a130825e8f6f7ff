import {
  FUNGIBLE_PRICE_MAX_ADDRESSES,
  type FungiblePriceRequest,
  FungiblePriceResponseSchema,
  type SwapToken,
} from '@gangway/protocol'
import type { Kit } from '../Kit.ts'

/**
 * Prices swap tokens in USD from the Gangway server (`POST /v1/fungible/price`, the native coin as
 * `0xeeee…eeee`) into the swap store's `tokensPriceMap`, so the Swap form shows fiat values for tokens the
 * account does not hold. Prices only decorate the form: when the server cannot answer, the map is left as it
 * was and the form shows no fiat value (never a wrong one).
 */
export async function fetchSwapTokenPrices(kit: Kit, tokens: readonly SwapToken[]): Promise<Record<string, number>> {
  const { swap } = kit.stores
  const prices: Record<string, number> = {}
  try {
    for (let i = 0; i < tokens.length; i += FUNGIBLE_PRICE_MAX_ADDRESSES) {
      const body: FungiblePriceRequest = {
        currency: 'usd',
        addresses: tokens.slice(i, i + FUNGIBLE_PRICE_MAX_ADDRESSES).map((t) => t.address),
      }
      const answer = FungiblePriceResponseSchema.parse(await kit.api.post('v1/fungible/price', body))
      // a price of 0 is the server's "not priced": no fiat value rather than $0.00
      for (const f of answer.fungibles) if (f.price > 0) prices[f.address] = f.price
    }
  } catch {
    return swap.get().tokensPriceMap
  }
  swap.set({ tokensPriceMap: { ...swap.get().tokensPriceMap, ...prices } })
  return prices
}
