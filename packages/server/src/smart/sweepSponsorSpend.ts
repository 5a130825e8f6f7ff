import type { Kysely } from 'kysely'
import type { Database } from '../db/Database.ts'
import { budgetDay } from './sponsorBudget.ts'

/**
 * Deletes sponsorship counters (per account and per project) of days before yesterday (UTC); answers how many
 * (run with the other sweeps).
 */
export async function sweepSponsorSpend(db: Kysely<Database>, now: number): Promise<number> {
  const before = budgetDay(now - 24 * 3600 * 1000)
  const accounts = await db.deleteFrom('smart_sponsor_spend').where('day', '<', before).executeTakeFirst()
  const projects = await db.deleteFrom('smart_sponsor_project_spend').where('day', '<', before).executeTakeFirst()
  return Number(accounts.numDeletedRows) + Number(projects.numDeletedRows)
}
