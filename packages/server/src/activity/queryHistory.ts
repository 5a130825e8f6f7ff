import { type Kysely, sql } from 'kysely'
import type { Database, TokenContractsTable, TransactionsTable, TransfersTable } from '../db/Database.ts'
import { encodeHistoryCursor, type HistoryCursor } from './historyCursor.ts'

export type HistoryPage = {
  transactions: (TransactionsTable & { transfers: TransfersTable[] })[]
  contracts: Map<string, TokenContractsTable>
  next: string | null
}

/**
 * One page of the indexed transactions that moved value to or from `address` (lowercase), newest first
 * (block time, then chain, block and position), continuing below `cursor`. Each transaction carries only the
 * transfers touching the address.
 */
export async function queryHistory(
  db: Kysely<Database>,
  params: { address: string; chainId?: string | undefined; cursor?: HistoryCursor | undefined; limit: number },
): Promise<HistoryPage> {
  const { address, chainId, cursor, limit } = params
  let query = db
    .selectFrom('transactions as t')
    .selectAll('t')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('transfers as x')
          .select('x.log_index')
          .whereRef('x.chain_id', '=', 't.chain_id')
          .whereRef('x.tx_hash', '=', 't.hash')
          .where((eb) => eb.or([eb('x.sender', '=', address), eb('x.recipient', '=', address)])),
      ),
    )
  if (chainId) query = query.where('t.chain_id', '=', chainId)
  if (cursor) {
    query = query.where(
      sql<boolean>`(t.mined_at, t.chain_id, t.block_number, t.tx_index) < (${cursor.minedAt}::timestamptz, ${cursor.chainId}::text, ${cursor.blockNumber}::integer, ${cursor.txIndex}::integer)`,
    )
  }
  const rows = await query
    .orderBy('t.mined_at', 'desc')
    .orderBy('t.chain_id', 'desc')
    .orderBy('t.block_number', 'desc')
    .orderBy('t.tx_index', 'desc')
    .limit(limit + 1)
    .execute()
  const page = rows.slice(0, limit).map((r) => ({ ...r, mined_at: new Date(r.mined_at) }))
  const last = page.at(-1)
  const next =
    rows.length > limit && last
      ? encodeHistoryCursor({
          minedAt: last.mined_at,
          chainId: last.chain_id,
          blockNumber: last.block_number,
          txIndex: last.tx_index,
        })
      : null
  const transfers = page.length
    ? await db
        .selectFrom('transfers')
        .selectAll()
        .where((eb) => eb.or(page.map((t) => eb.and([eb('chain_id', '=', t.chain_id), eb('tx_hash', '=', t.hash)]))))
        .where((eb) => eb.or([eb('sender', '=', address), eb('recipient', '=', address)]))
        .orderBy('log_index')
        .execute()
    : []
  const contractKeys = [...new Set(transfers.flatMap((t) => (t.contract ? [`${t.chain_id}|${t.contract}`] : [])))]
  const contracts = new Map<string, TokenContractsTable>()
  if (contractKeys.length) {
    const found = await db
      .selectFrom('token_contracts')
      .selectAll()
      .where((eb) =>
        eb.or(
          contractKeys.map((k) => {
            const [chain, contract] = k.split('|') as [string, string]
            return eb.and([eb('chain_id', '=', chain), eb('address', '=', contract)])
          }),
        ),
      )
      .execute()
    for (const c of found) contracts.set(`${c.chain_id}|${c.address}`, c)
  }
  return {
    transactions: page.map((t) => ({
      ...t,
      transfers: transfers.filter((x) => x.chain_id === t.chain_id && x.tx_hash === t.hash),
    })),
    contracts,
    next,
  }
}
