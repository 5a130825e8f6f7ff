import { isNativeSwapToken, plainAddress } from '@gangway/core'
import type { SwapToken, TokenBalance } from '@gangway/protocol'

/** The account's balance row of a swap token (the native coin is the row without an address). */
export function swapBalance(balances: readonly TokenBalance[], token: SwapToken | undefined): TokenBalance | undefined {
  if (!token) return undefined
  if (isNativeSwapToken(token)) return balances.find((b) => !b.address)
  const address = plainAddress(token.address).toLowerCase()
  return balances.find((b) => b.address && plainAddress(b.address).toLowerCase() === address)
}

/** USD value of an amount of a token at the server's price, 2 decimals; undefined without a price. */
export function swapFiat(balance: TokenBalance | undefined, amount: string): string | undefined {
  const value = Number(amount)
  if (!balance?.price || !amount || !Number.isFinite(value)) return undefined
  return `$${(value * balance.price).toFixed(2)}`
}
