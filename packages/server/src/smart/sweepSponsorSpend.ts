import type { Kysely } from 'kysely'
import type { Database } from '../db/Database.ts'
import { budgetDay } from './sponsorBudget.ts'

/** Deletes sponsorship counters of days before yesterday (UTC); answers how many (run with the other sweeps). */
export async function sweepSponsorSpend(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db
    .deleteFrom('smart_sponsor_spend')
    .where('day', '<', budgetDay(now - 24 * 3600 * 1000))
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
