import { type Kysely, sql } from 'kysely'
import type { Migration, MigrationProvider } from 'kysely/migration'
import { migration0008Social } from './migrations/0008_social.ts'
import { migration0009FarcasterTelegram } from './migrations/0009_farcaster_telegram.ts'
import { migration0010SocialReturnTo } from './migrations/0010_social_return_to.ts'
import { migration0011Onramp } from './migrations/0011_onramp.ts'
import { migration0012Names } from './migrations/0012_names.ts'
import { migration0013SmartAccounts } from './migrations/0013_smart_accounts.ts'
import { migration0014SmartSessions } from './migrations/0014_smart_sessions.ts'
import { migration0015AccountVersions } from './migrations/0015_account_versions.ts'

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
  '0003_activity': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('indexed_blocks')
        .addColumn('chain_id', 'text', (c) => c.notNull())
        .addColumn('number', 'integer', (c) => c.notNull())
        .addColumn('hash', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('indexed_blocks_pk', ['chain_id', 'number'])
        .execute()
      await db.schema
        .createTable('transactions')
        .addColumn('chain_id', 'text', (c) => c.notNull())
        .addColumn('hash', 'text', (c) => c.notNull())
        .addColumn('block_number', 'integer', (c) => c.notNull())
        .addColumn('tx_index', 'integer', (c) => c.notNull())
        .addColumn('mined_at', 'timestamptz', (c) => c.notNull())
        .addColumn('sent_from', 'text', (c) => c.notNull())
        .addColumn('sent_to', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('transactions_pk', ['chain_id', 'hash'])
        .execute()
      await db.schema
        .createIndex('transactions_order')
        .on('transactions')
        .columns(['mined_at', 'chain_id', 'block_number', 'tx_index'])
        .execute()
      await db.schema
        .createTable('transfers')
        .addColumn('chain_id', 'text', (c) => c.notNull())
        .addColumn('tx_hash', 'text', (c) => c.notNull())
        .addColumn('log_index', 'integer', (c) => c.notNull())
        .addColumn('block_number', 'integer', (c) => c.notNull())
        .addColumn('tx_index', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('contract', 'text')
        .addColumn('sender', 'text', (c) => c.notNull())
        .addColumn('recipient', 'text', (c) => c.notNull())
        .addColumn('amount', 'text', (c) => c.notNull())
        .addColumn('token_id', 'text')
        .addPrimaryKeyConstraint('transfers_pk', ['chain_id', 'tx_hash', 'log_index'])
        .execute()
      await db.schema.createIndex('transfers_sender').on('transfers').column('sender').execute()
      await db.schema.createIndex('transfers_recipient').on('transfers').column('recipient').execute()
      await db.schema
        .createIndex('transfers_nft')
        .on('transfers')
        .columns(['chain_id', 'contract', 'token_id', 'block_number', 'tx_index', 'log_index'])
        .execute()
      await db.schema
        .createTable('token_contracts')
        .addColumn('chain_id', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('name', 'text')
        .addColumn('symbol', 'text')
        .addColumn('decimals', 'integer')
        .addPrimaryKeyConstraint('token_contracts_pk', ['chain_id', 'address'])
        .execute()
    },
  },
  '0004_auth': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('auth_users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addUniqueConstraint('auth_users_project_email', ['project_id', 'email'])
        .execute()
      await db.schema
        .createTable('auth_wallets')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('auth_users.id').onDelete('cascade'))
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('encrypted_key', 'text', (c) => c.notNull())
        .addColumn('wrapped_key', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute()
      await db.schema
        .createTable('auth_devices')
        .addColumn('project_id', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('device_id', 'text', (c) => c.notNull())
        .addColumn('approve_hash', 'text', (c) => c.notNull())
        .addColumn('approved_at', 'timestamptz')
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('auth_devices_pk', ['project_id', 'email', 'device_id'])
        .execute()
      await db.schema
        .createTable('auth_codes')
        .addColumn('project_id', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('subject', 'text')
        .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('auth_codes_pk', ['project_id', 'email', 'purpose'])
        .execute()
      await db.schema
        .createTable('auth_attempts')
        .addColumn('project_id', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_until', 'timestamptz')
        .addPrimaryKeyConstraint('auth_attempts_pk', ['project_id', 'email'])
        .execute()
      await db.schema
        .createTable('auth_sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('auth_users.id').onDelete('cascade'))
        .addColumn('project_id', 'text', (c) => c.notNull())
        .addColumn('device_id', 'text', (c) => c.notNull())
        .addColumn('refresh_hash', 'text', (c) => c.notNull().unique())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('revoked_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute()
    },
  },
  '0005_auth_hardening': {
    async up(db: Kysely<unknown>) {
      // refresh-token families: a rotated token used again revokes every session of its family
      await db.schema.alterTable('auth_sessions').addColumn('family_id', 'text').execute()
      await db.schema.alterTable('auth_sessions').addColumn('rotated_at', 'timestamptz').execute()
      await sql`update auth_sessions set family_id = id`.execute(db)
      await db.schema
        .alterTable('auth_sessions')
        .alterColumn('family_id', (c) => c.setNotNull())
        .execute()
      await db.schema.createIndex('auth_sessions_family').on('auth_sessions').column('family_id').execute()
      await db.schema.createIndex('auth_sessions_expiry').on('auth_sessions').column('expires_at').execute()
      await db.schema.createIndex('auth_devices_expiry').on('auth_devices').column('expires_at').execute()
      await db.schema.createIndex('auth_devices_approve').on('auth_devices').column('approve_hash').execute()
    },
  },
  '0006_relay_access': {
    async up(db: Kysely<unknown>) {
      // existing projects: no native apps, and clients without an origin refused (the relay's default)
      await db.schema
        .alterTable('projects')
        .addColumn('allowed_app_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
        .execute()
      await db.schema
        .alterTable('projects')
        .addColumn('allow_no_origin', 'boolean', (c) => c.notNull().defaultTo(false))
        .execute()
      // the always-present demo project keeps admitting the Node clients of tests and benches
      await sql`update projects set allow_no_origin = true where id = 'local'`.execute(db)
    },
  },
  '0007_siwx': {
    async up(db: Kysely<unknown>) {
      // Sign in with X (src/siwx): single-use nonces and signed sessions, per project
      await db.schema
        .createTable('siwx_nonces')
        .addColumn('nonce', 'text', (c) => c.primaryKey())
        .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute()
      await db.schema.createIndex('siwx_nonces_expiry').on('siwx_nonces').column('expires_at').execute()
      await db.schema
        .createTable('siwx_sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('chain_id', 'text', (c) => c.notNull())
        .addColumn('account_address', 'text', (c) => c.notNull())
        // the address as looked up: lowercase for eip155 (case-insensitive), as signed elsewhere
        .addColumn('address_key', 'text', (c) => c.notNull())
        .addColumn('domain', 'text', (c) => c.notNull())
        .addColumn('uri', 'text', (c) => c.notNull())
        .addColumn('version', 'text', (c) => c.notNull())
        .addColumn('nonce', 'text', (c) => c.notNull())
        .addColumn('statement', 'text')
        .addColumn('resources', 'jsonb')
        .addColumn('request_id', 'text')
        // the message's times as signed (text, so the data answered matches the message exactly)
        .addColumn('issued_at', 'text')
        .addColumn('expiration_time', 'text')
        .addColumn('not_before', 'text')
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('signature', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('revoked_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        // a nonce signs in once per project, even if its nonce row were somehow issued again
        .addUniqueConstraint('siwx_sessions_project_nonce', ['project_id', 'nonce'])
        .execute()
      await db.schema
        .createIndex('siwx_sessions_account')
        .on('siwx_sessions')
        .columns(['project_id', 'chain_id', 'address_key'])
        .execute()
      await db.schema.createIndex('siwx_sessions_expiry').on('siwx_sessions').column('expires_at').execute()
    },
  },
  '0008_social': migration0008Social,
  '0009_farcaster_telegram': migration0009FarcasterTelegram,
  '0010_social_return_to': migration0010SocialReturnTo,
  '0011_onramp': migration0011Onramp,
  '0012_names': migration0012Names,
  '0013_smart_accounts': migration0013SmartAccounts,
  '0014_smart_sessions': migration0014SmartSessions,
  '0015_account_versions': migration0015AccountVersions,
}

export const migrationProvider: MigrationProvider = { getMigrations: async () => migrations }
