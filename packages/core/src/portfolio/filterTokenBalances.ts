import type { TokenBalance } from '@gangway/protocol'

/**
 * Balances the Tokens tab lists: tokens with 0 decimals are dropped (SPEC §4), and so are tokens of the
 * server's token list the account does not hold (the native coin always stays).
 */
export function filterTokenBalances(balances: readonly TokenBalance[]): TokenBalance[] {
  return balances.filter(
    (b) => Number(b.quantity.decimals) !== 0 && (b.address === undefined || Number(b.quantity.numeric) > 0),
  )
}
