import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/Database.ts'

/** The UTC day a budget counts in (`YYYY-MM-DD`). */
export const budgetDay = (now: number) => new Date(now).toISOString().slice(0, 10)

/** Which budget an operation did not fit: the account's or the whole project's. */
export type BudgetRefusal = 'account' | 'project'

export type BudgetKey = { projectId: string; chainId: number; account: string }

/** Thrown inside the reservation's transaction to undo the project's share when the account's does not fit. */
class AccountBudgetSpent extends Error {}

/**
 * The daily sponsorship budgets: per project, chain and account (`dailyBudgetWei`) and per project and chain
 * for all its accounts together (`projectDailyBudgetWei`). `reserve` adds an operation's maximum cost to both of
 * the day's counters in ONE transaction, each with one conditional statement (insert, or add only while the
 * sum stays within the budget) — the project's first, then the account's, so concurrent reservations lock the
 * rows in the same order; when either does not fit nothing is counted. Any number of parallel operations, of
 * one account or of many, cannot overspend either budget. `release` gives a reservation back (the operation was
 * not sent).
 */
export function sponsorBudget(db: Kysely<Database>, now: () => number = Date.now) {
  return {
    /** Undefined when `costWei` fit both budgets (and is now counted), else the budget it did not fit. */
    async reserve(
      k: BudgetKey & { costWei: bigint; budgetWei: bigint; projectBudgetWei: bigint },
    ): Promise<BudgetRefusal | undefined> {
      if (k.costWei < 0n) return 'account'
      if (k.costWei > k.projectBudgetWei) return 'project'
      if (k.costWei > k.budgetWei) return 'account'
      const cost = k.costWei.toString()
      const day = budgetDay(now())
      try {
        return await db.transaction().execute(async (tx) => {
          const project = await sql<{ spent_wei: string }>`
            INSERT INTO smart_sponsor_project_spend (project_id, chain_id, day, spent_wei)
            VALUES (${k.projectId}, ${k.chainId}, ${day}, ${cost}::numeric)
            ON CONFLICT (project_id, chain_id, day) DO UPDATE
              SET spent_wei = smart_sponsor_project_spend.spent_wei + EXCLUDED.spent_wei, updated_at = now()
              WHERE smart_sponsor_project_spend.spent_wei + EXCLUDED.spent_wei <= ${k.projectBudgetWei.toString()}::numeric
            RETURNING spent_wei`.execute(tx)
          if (project.rows.length !== 1) return 'project'
          const account = await sql<{ spent_wei: string }>`
            INSERT INTO smart_sponsor_spend (project_id, chain_id, account, day, spent_wei)
            VALUES (${k.projectId}, ${k.chainId}, ${k.account.toLowerCase()}, ${day}, ${cost}::numeric)
            ON CONFLICT (project_id, chain_id, account, day) DO UPDATE
              SET spent_wei = smart_sponsor_spend.spent_wei + EXCLUDED.spent_wei, updated_at = now()
              WHERE smart_sponsor_spend.spent_wei + EXCLUDED.spent_wei <= ${k.budgetWei.toString()}::numeric
            RETURNING spent_wei`.execute(tx)
          if (account.rows.length !== 1) throw new AccountBudgetSpent()
          return undefined
        })
      } catch (error) {
        if (error instanceof AccountBudgetSpent) return 'account'
        throw error
      }
    },
    /** Gives back a reservation of today from both counters (never below zero). */
    async release(k: BudgetKey & { costWei: bigint }) {
      const cost = k.costWei.toString()
      const day = budgetDay(now())
      await db.transaction().execute(async (tx) => {
        await sql`
          UPDATE smart_sponsor_spend SET spent_wei = GREATEST(spent_wei - ${cost}::numeric, 0), updated_at = now()
          WHERE project_id = ${k.projectId} AND chain_id = ${k.chainId} AND account = ${k.account.toLowerCase()}
            AND day = ${day}`.execute(tx)
        await sql`
          UPDATE smart_sponsor_project_spend SET spent_wei = GREATEST(spent_wei - ${cost}::numeric, 0), updated_at = now()
          WHERE project_id = ${k.projectId} AND chain_id = ${k.chainId} AND day = ${day}`.execute(tx)
      })
    },
    /** Today's sponsored wei of an account (tests, the README's operator query). */
    async spent(k: BudgetKey) {
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
    /** Today's sponsored wei of a whole project on a chain. */
    async projectSpent(k: { projectId: string; chainId: number }) {
      const row = await db
        .selectFrom('smart_sponsor_project_spend')
        .select('spent_wei')
        .where('project_id', '=', k.projectId)
        .where('chain_id', '=', k.chainId)
        .where('day', '=', budgetDay(now()))
        .executeTakeFirst()
      return BigInt(row?.spent_wei ?? '0')
    },
  }
}
export type SponsorBudget = ReturnType<typeof sponsorBudget>
