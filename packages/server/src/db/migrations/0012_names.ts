import { type Kysely, sql } from 'kysely'
import type { Migration } from 'kysely/migration'

/**
 * Account names (`src/names`), replacing 0002's placeholder table (nothing could write it): one row per
 * registered name, unique across the server (a name is `<label>.<zone>`, the zone the operator's); an
 * address may hold a few names, exactly one of them primary (a partial unique index); and the signatures of
 * registrations already accepted, so a replayed registration is refused.
 */
export const migration0012Names: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.dropTable('names').execute()
    await db.schema
      .createTable('names')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('coin_type', 'bigint', (c) => c.notNull())
      .addColumn('is_primary', 'boolean', (c) => c.notNull())
      .addColumn('attributes', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('registered_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz')
      .execute()
    await db.schema.createIndex('names_address').on('names').column('address').execute()
    await sql`CREATE UNIQUE INDEX names_primary ON names (address) WHERE is_primary`.execute(db)
    await db.schema
      .createTable('name_signatures')
      .addColumn('signature_hash', 'text', (c) => c.primaryKey())
      .addColumn('used_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute()
    await db.schema.createIndex('name_signatures_used_at').on('name_signatures').column('used_at').execute()
  },
}
