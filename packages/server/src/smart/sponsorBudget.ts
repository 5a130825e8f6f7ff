import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/Database.ts'

/** The UTC day a budget counts in (`YYYY-MM-DD`). */
export const budgetDay = (now: number) => new Date(now).toISOString().slice(0, 10)

/**
 * The daily sponsorship budget per project, chain and account: `reserve` adds an operation's maximum cost to
 * the day's counter in ONE conditional statement (insert, or add only while the sum stays within the budget),
 * so any number of parallel operations cannot overspend; `release` gives a reservation back (the operation
 * was not sent).
 */
export function sponsorBudget(db: Kysely<Database>, now: () => number = Date.now) {
  return {
    /** Whether `costWei` fit in the budget (and is now counted). */
    async reserve(k: { projectId: string; chainId: number; account: string; costWei: bigint; budgetWei: bigint }) {
      if (k.costWei > k.budgetWei || k.costWei < 0n) return false
      const cost = k.costWei.toString()
      const budget = k.budgetWei.toString()
      const row = await sql<{ spent_wei: string }>`
        INSERT INTO smart_sponsor_spend (project_id, chain_id, account, day, spent_wei)
        VALUES (${k.projectId}, ${k.chainId}, ${k.account.toLowerCase()}, ${budgetDay(now())}, ${cost}::numeric)
        ON CONFLICT (project_id, chain_id, account, day) DO UPDATE
          SET spent_wei = smart_sponsor_spend.spent_wei + EXCLUDED.spent_wei, updated_at = now()
          WHERE smart_sponsor_spend.spent_wei + EXCLUDED.spent_wei <= ${budget}::numeric
        RETURNING spent_wei`.execute(db)
      return row.rows.length === 1
    },
    /** Gives back a reservation of today (never below zero). */
    async release(k: { projectId: string; chainId: number; account: string; costWei: bigint }) {
      await sql`
        UPDATE smart_sponsor_spend SET spent_wei = GREATEST(spent_wei - ${k.costWei.toString()}::numeric, 0), updated_at = now()
        WHERE project_id = ${k.projectId} AND chain_id = ${k.chainId} AND account = ${k.account.toLowerCase()}
          AND day = ${budgetDay(now())}`.execute(db)
    },
    /** Today's sponsored wei of an account (tests, the README's operator query). */
    async spent(k: { projectId: string; chainId: number; account: string }) {
      const row = await db
        .selectFrom('smart_sponsor_spend')
        .select('spent_wei')
        .where('project_id', '=', k.projectId)
        .where('chain_id', '=', k.chainId)
        .where('account', '=', k.account.toLowerCase())
        .where('day', '=', budgetDay(now()))
        .executeTakeFirst()
      return BigInt(row?.spent_wei ?? '0')
    },
  }
}
export type SponsorBudget = ReturnType<typeof sponsorBudget>
