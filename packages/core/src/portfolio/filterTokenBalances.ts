import type { TokenBalance } from '@gangway/protocol'

/** Balances the Tokens tab lists: tokens with 0 decimals are dropped (SPEC §4). */
export function filterTokenBalances(balances: readonly TokenBalance[]): TokenBalance[] {
  return balances.filter((b) => Number(b.quantity.decimals) !== 0)
}
