import { isNativeSwapToken, plainAddress } from '@gangway/core'
import type { SwapToken, TokenBalance } from '@gangway/protocol'
import type { Format } from '../../i18n/createFormat.ts'

/** The account's balance row of a swap token (the native coin is the row without an address). */
export function swapBalance(balances: readonly TokenBalance[], token: SwapToken | undefined): TokenBalance | undefined {
  if (!token) return undefined
  if (isNativeSwapToken(token)) return balances.find((b) => !b.address)
  const address = plainAddress(token.address).toLowerCase()
  return balances.find((b) => b.address && plainAddress(b.address).toLowerCase() === address)
}

/**
 * The USD price of a swap token: the server's price for swap tokens (`tokensPriceMap`, also for tokens the
 * account does not hold), else the price on the account's balance row; undefined when neither knows one.
 */
export function swapPrice(
  prices: Readonly<Record<string, number>>,
  balance: TokenBalance | undefined,
  token: SwapToken | undefined,
): number | undefined {
  const price = (token && prices[token.address]) || balance?.price
  return price || undefined
}

/** USD value of an amount at a price, in the dialog's language (`format.fiat`); undefined without a price or an amount. */
export function swapFiat(price: number | undefined, amount: string, format: Pick<Format, 'fiat'>): string | undefined {
  const value = Number(amount)
  if (!price || !amount || !Number.isFinite(value)) return undefined
  return format.fiat(value * price)
}
