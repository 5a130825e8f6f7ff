import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/Database.ts'
import { budgetDay } from './sponsorBudget.ts'

/**
 * Today's (UTC day) sponsored wei per project and chain: the sum of the day's spend records
 * (`smart_sponsor_spend`, what `sponsorBudget.reserve` counted, less what `release` gave back). The metrics'
 * `gangway_sponsorship_spent_wei` reads it when scraped.
 */
export async function sponsorSpendByProject(
  db: Kysely<Database>,
  now: number = Date.now(),
): Promise<{ projectId: string; chainId: number; spentWei: bigint }[]> {
  const rows = await db
    .selectFrom('smart_sponsor_spend')
    .select(['project_id', 'chain_id', sql<string>`sum(spent_wei)::text`.as('spent')])
    .where('day', '=', budgetDay(now))
    .groupBy(['project_id', 'chain_id'])
    .execute()
  return rows.map((r) => ({ projectId: r.project_id, chainId: r.chain_id, spentWei: BigInt(r.spent) }))
}
