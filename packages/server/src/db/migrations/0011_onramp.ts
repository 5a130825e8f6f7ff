import { type Kysely, sql } from 'kysely'
import type { Migration } from 'kysely/migration'

/**
 * The on-ramp (`src/onramp`): purchases from the URL request on, moved once from `pending` by the
 * provider's signed webhook; and every webhook event received (per provider, its event id once).
 */
export const migration0011Onramp: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('onramp_purchases')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('account', 'text', (c) => c.notNull())
      .addColumn('purchase_currency', 'text', (c) => c.notNull())
      .addColumn('asset', 'text', (c) => c.notNull())
      .addColumn('purchase_amount', 'text')
      .addColumn('payment_currency', 'text', (c) => c.notNull())
      .addColumn('payment_amount', 'text', (c) => c.notNull())
      .addColumn('payment_method', 'text', (c) => c.notNull())
      .addColumn('tx_hash', 'text')
      .addColumn('failure_reason', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute()
    await db.schema
      .createTable('onramp_webhook_events')
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('event_id', 'text', (c) => c.notNull())
      .addColumn('purchase_id', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('onramp_webhook_events_pk', ['provider', 'event_id'])
      .execute()
    await db.schema
      .createIndex('onramp_webhook_events_purchase')
      .on('onramp_webhook_events')
      .column('purchase_id')
      .execute()
  },
}
