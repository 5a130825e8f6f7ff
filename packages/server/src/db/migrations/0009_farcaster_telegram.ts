import { type Kysely, sql } from 'kysely'
import type { Migration } from 'kysely/migration'

/**
 * Farcaster and Telegram sign-in (`src/auth/farcaster`, `src/auth/telegram`) and the Farcaster relay
 * (`src/farcaster`). Their accounts are identities like the social providers' (`auth_identities`, provider
 * `farcaster` / `telegram`, subject the fid / Telegram user id).
 */
export const migration0009FarcasterTelegram: Migration = {
  async up(db: Kysely<unknown>) {
    // Farcaster sign-in: single-use nonces bound to the frame's device that asked for them
    await db.schema
      .createTable('auth_farcaster_nonces')
      .addColumn('nonce', 'text', (c) => c.primaryKey())
      .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('device_id', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('auth_farcaster_nonces_expiry')
      .on('auth_farcaster_nonces')
      .column('expires_at')
      .execute()
    // the Farcaster relay's channels: the bearer token stored as its hash
    await db.schema
      .createTable('farcaster_channels')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('nonce', 'text', (c) => c.notNull())
      .addColumn('signature_params', 'jsonb', (c) => c.notNull())
      .addColumn('metadata', 'jsonb', (c) => c.notNull())
      .addColumn('accept_auth_address', 'boolean', (c) => c.notNull())
      .addColumn('completion', 'jsonb')
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute()
    await db.schema.createIndex('farcaster_channels_expiry').on('farcaster_channels').column('expires_at').execute()
    // Telegram logins seen (the hash of the widget's data) until they are too old anyway: single use
    await db.schema
      .createTable('auth_telegram_used')
      .addColumn('hash', 'text', (c) => c.primaryKey())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('auth_telegram_used_expiry').on('auth_telegram_used').column('expires_at').execute()
  },
}
