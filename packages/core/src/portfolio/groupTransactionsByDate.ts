import type { Transaction } from '@gangway/protocol'

export type TransactionGroup = { key: string; date: Date; transactions: Transaction[] }

/**
 * Transactions grouped by the local calendar day they were mined, in the given (newest first) order;
 * `key` is `YYYY-MM-DD`.
 */
export function groupTransactionsByDate(transactions: readonly Transaction[]): TransactionGroup[] {
  const groups: TransactionGroup[] = []
  for (const t of transactions) {
    const date = new Date(t.metadata.minedAt)
    const key = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
    const last = groups[groups.length - 1]
    if (last?.key === key) last.transactions.push(t)
    else groups.push({ key, date: new Date(date.getFullYear(), date.getMonth(), date.getDate()), transactions: [t] })
  }
  return groups
}
