import type { Kysely } from 'kysely'
import type { Migration } from 'kysely/migration'

/**
 * Social login without a popup (Telegram's in-app browser navigates the page itself): the page the visitor
 * started on, on one of the project's allowed origins, where the callback page sends them back with
 * `result_uri` (`POST /auth/v1/social/return`). Null for popup logins.
 */
export const migration0010SocialReturnTo: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('auth_social_states').addColumn('return_to', 'text').execute()
  },
}
