import { type Kysely, sql } from 'kysely'
import type { Migration } from 'kysely/migration'

/**
 * Issue 33: smart-account versions and the project-wide sponsorship budget.
 * - `auth_users.smart_account_version`: which GangwayAccount a user's smart accounts are. Users who existed
 *   before this migration keep version 1 — the accounts at the v1 factory's addresses they were shown, funded
 *   and maybe deployed — and every user made after it gets version 2 (the column's default from now on). Never
 *   changed afterwards: a user's address stays put.
 * - `smart_sponsor_project_spend`: the sponsored wei per project, chain and UTC day, reserved in the same
 *   transaction as the per-account counter (smart/sponsorBudget.ts).
 * - The `local` demo project's stored policy gets the project budget `LOCAL_SPONSORSHIP` has (1 ETH a day);
 *   other stored policies without one sponsor nothing until the operator sets it (fail closed).
 */
export const migration0015AccountVersions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('auth_users')
      .addColumn('smart_account_version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute()
    await sql`ALTER TABLE auth_users ALTER COLUMN smart_account_version SET DEFAULT 2`.execute(db)
    await db.schema
      .createTable('smart_sponsor_project_spend')
      .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('chain_id', 'integer', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('spent_wei', 'numeric(78, 0)', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('smart_sponsor_project_spend_pk', ['project_id', 'chain_id', 'day'])
      .execute()
    await sql`
      UPDATE projects
      SET sponsorship = sponsorship || '{"projectDailyBudgetWei":"1000000000000000000"}'::jsonb
      WHERE id = 'local' AND sponsorship IS NOT NULL AND NOT (sponsorship ? 'projectDailyBudgetWei')`.execute(db)
  },
}
