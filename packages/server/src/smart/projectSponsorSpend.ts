import type { Kysely } from 'kysely'
import type { Database } from '../db/Database.ts'
import { budgetDay } from './sponsorBudget.ts'

/** One project's sponsored wei on one chain for one UTC day. */
export type ProjectSponsorSpend = { projectId: string; chainId: number; day: string; spentWei: bigint }

/**
 * What every project had sponsored today (UTC) per chain — the counters the project-wide budget reserves
 * against (`projectDailyBudgetWei`), at each operation's maximum cost — for a metric (a gauge per project and
 * chain) or an operator's look. Only projects that sponsored something today are listed; `projectId` narrows
 * it to one project.
 */
export async function projectSponsorSpend(
  db: Kysely<Database>,
  options: { now?: number; projectId?: string } = {},
): Promise<ProjectSponsorSpend[]> {
  const day = budgetDay(options.now ?? Date.now())
  let query = db
    .selectFrom('smart_sponsor_project_spend')
    .select(['project_id', 'chain_id', 'day', 'spent_wei'])
    .where('day', '=', day)
  if (options.projectId !== undefined) query = query.where('project_id', '=', options.projectId)
  const rows = await query.orderBy('project_id').orderBy('chain_id').execute()
  return rows.map((r) => ({ projectId: r.project_id, chainId: r.chain_id, day: r.day, spentWei: BigInt(r.spent_wei) }))
}
