import { type Kysely, sql } from 'kysely'
import type { Migration, MigrationProvider } from 'kysely/migration'

/** Versioned migrations, applied in name order; never edit one that shipped — add the next. */
const migrations: Record<string, Migration> = {
  '0001_projects_wallets_analytics': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('projects')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('allowed_origins', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
        .addColumn('features', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
        .addColumn('analytics_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute()
      await db.schema
        .createTable('wallets')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_lower', 'text', (c) => c.notNull())
        .addColumn('homepage', 'text')
        .addColumn('rdns', 'text')
        .addColumn('rank', 'integer', (c) => c.notNull())
        .addColumn('namespaces', 'jsonb', (c) => c.notNull())
        .addColumn('chains', 'jsonb', (c) => c.notNull())
        .addColumn('badge_type', 'text', (c) => c.notNull().defaultTo('none'))
        .addColumn('links', 'jsonb', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('wallets_rank').on('wallets').columns(['rank', 'name']).execute()
      await db.schema
        .createTable('analytics_events')
        .addColumn('id', 'bigserial', (c) => c.primaryKey())
        .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('client_id', 'text')
        .addColumn('event_id', 'text', (c) => c.notNull())
        .addColumn('url', 'text')
        .addColumn('domain', 'text')
        .addColumn('event_time', 'bigint', (c) => c.notNull())
        .addColumn('props', 'jsonb', (c) => c.notNull())
        .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute()
      await db.schema.createIndex('analytics_events_project').on('analytics_events').column('project_id').execute()
    },
  },
  '0002_names': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('names')
        .addColumn('address', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('avatar', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute()
    },
  },
}

export const migrationProvider: MigrationProvider = { getMigrations: async () => migrations }
