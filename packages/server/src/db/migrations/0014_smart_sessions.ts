import { type Kysely, sql } from 'kysely'
import type { Migration } from 'kysely/migration'

/**
 * Session permissions (ERC-7715, `src/sessions`): one row per session key granted to an embedded wallet's
 * smart account — the request as granted (permissions and policies, AppKit's shapes) and what it became
 * on-chain (the key, its expiry). `revoked_at` is set once (by `wallet_revokePermissions`, the revoke route,
 * or a new grant of the same key, which ends the old scope on-chain too).
 */
export const migration0014SmartSessions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('smart_sessions')
      .addColumn('pci', 'uuid', (c) => c.primaryKey())
      .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
      // the embedded wallet's user, whose key signs the grant and the on-chain revoke
      .addColumn('user_id', 'text', (c) => c.references('auth_users.id').onDelete('set null'))
      .addColumn('chain_id', 'text', (c) => c.notNull())
      .addColumn('account_address', 'text', (c) => c.notNull())
      .addColumn('session_key', 'text', (c) => c.notNull())
      .addColumn('permissions', 'jsonb', (c) => c.notNull())
      .addColumn('policies', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('spend_limit', 'text', (c) => c.notNull())
      .addColumn('expiry', 'timestamptz', (c) => c.notNull())
      .addColumn('grant_tx_hash', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('revoked_at', 'timestamptz')
      .execute()
    await db.schema
      .createIndex('smart_sessions_account')
      .on('smart_sessions')
      .columns(['account_address', 'chain_id', 'project_id'])
      .execute()
    await db.schema
      .createIndex('smart_sessions_key')
      .on('smart_sessions')
      .columns(['account_address', 'chain_id', 'session_key'])
      .execute()
  },
}
