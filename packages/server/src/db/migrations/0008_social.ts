import { type Kysely, sql } from 'kysely'
import type { Migration } from 'kysely/migration'

/**
 * Social login (`src/auth/social/`): a user may have no e-mail (X gives none; other providers' addresses
 * are linked only when the operator allows it), each provider account (project, provider, subject) names
 * one user, authorization requests wait in `auth_social_states` (single use, 10 minutes), and a session
 * remembers how it was signed in to (`auth_provider`: `email` or the provider).
 */
export const migration0008Social: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('auth_users')
      .alterColumn('email', (c) => c.dropNotNull())
      .execute()
    await db.schema
      .createTable('auth_identities')
      .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull().references('auth_users.id').onDelete('cascade'))
      .addColumn('username', 'text')
      .addColumn('email', 'text')
      .addColumn('email_verified', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('auth_identities_pk', ['project_id', 'provider', 'subject'])
      .execute()
    await db.schema.createIndex('auth_identities_user').on('auth_identities').column('user_id').execute()
    await db.schema
      .createTable('auth_social_states')
      // SHA-256 of the state parameter: a database reader cannot finish someone's pending sign-in
      .addColumn('state_hash', 'text', (c) => c.primaryKey())
      .addColumn('project_id', 'text', (c) => c.notNull())
      .addColumn('device_id', 'text', (c) => c.notNull())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('code_verifier', 'text', (c) => c.notNull())
      .addColumn('nonce', 'text', (c) => c.notNull())
      .addColumn('redirect_uri', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute()
    await db.schema.createIndex('auth_social_states_expiry').on('auth_social_states').column('expires_at').execute()
    await db.schema
      .alterTable('auth_sessions')
      .addColumn('auth_provider', 'text', (c) => c.notNull().defaultTo('email'))
      .execute()
  },
}
