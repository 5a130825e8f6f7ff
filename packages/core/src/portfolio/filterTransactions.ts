import type { Transaction } from '@gangway/protocol'

/**
 * Transactions the Activity tab lists for `chainId` (CAIP-2): those of other chains are dropped, and so are
 * spam-only ones — every transfer an NFT flagged as spam (SPEC §4).
 */
export function filterTransactions(transactions: readonly Transaction[], chainId: string): Transaction[] {
  return transactions.filter(
    (t) =>
      t.metadata.chain === chainId &&
      !(t.transfers.length > 0 && t.transfers.every((x) => x.nft_info?.is_spam === true)),
  )
}
