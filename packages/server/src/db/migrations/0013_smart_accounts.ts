import { type Kysely, sql } from 'kysely'
import type { Migration } from 'kysely/migration'

/**
 * Smart accounts (src/smart): a project's gas sponsorship policy (null = off), a user's preferred account
 * type (null = never chose: the dialog's default applies), and the sponsored wei per account, chain and UTC
 * day — a counter reserved in one conditional statement (smart/sponsorBudget.ts).
 */
export const migration0013SmartAccounts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('projects').addColumn('sponsorship', 'jsonb').execute()
    await db.schema.alterTable('auth_users').addColumn('preferred_account_type', 'text').execute()
    await db.schema
      .createTable('smart_sponsor_spend')
      .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('chain_id', 'integer', (c) => c.notNull())
      .addColumn('account', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('spent_wei', 'numeric(78, 0)', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('smart_sponsor_spend_pk', ['project_id', 'chain_id', 'account', 'day'])
      .execute()
    await db.schema.createIndex('smart_sponsor_spend_day').on('smart_sponsor_spend').column('day').execute()
  },
}
