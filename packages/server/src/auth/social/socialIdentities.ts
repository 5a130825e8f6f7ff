import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/Database.ts'
import { emailKey } from '../normalizeEmail.ts'
import type { AccountProvider } from '../ProviderAccount.ts'
import type { SocialProfile } from './SocialProfile.ts'
import type { SocialProviderId } from './SocialProvider.ts'

/**
 * The one user (and so the one embedded wallet) of a provider account in a project. The first sign-in of
 * (project, provider, subject) makes the user — or, when the operator allows linking for this provider and
 * the provider says the e-mail is verified, takes the e-mail login's user of that address (making it if
 * needed, so a later e-mail login reaches the same wallet). Later sign-ins find it by the identity alone,
 * whatever the e-mail says then. Parallel first sign-ins end with one identity and one user: the identity
 * is inserted `ON CONFLICT DO NOTHING` inside a transaction and a loser drops the user it made.
 */
export function socialIdentities(db: Kysely<Database>, now: () => number) {
  return {
    async userFor(
      projectId: string,
      provider: SocialProviderId | AccountProvider,
      profile: SocialProfile,
      linkVerifiedEmail: boolean,
    ): Promise<{ userId: string; email: string | null }> {
      return db.transaction().execute(async (tx) => {
        const seen = {
          username: profile.username,
          email: profile.email,
          email_verified: profile.emailVerified,
          updated_at: new Date(now()),
        }
        const found = await tx
          .updateTable('auth_identities')
          .set(seen)
          .where('project_id', '=', projectId)
          .where('provider', '=', provider)
          .where('subject', '=', profile.subject)
          .returning('user_id')
          .executeTakeFirst()
        const userOf = async (userId: string) => {
          const user = await tx
            .selectFrom('auth_users')
            .select('email')
            .where('id', '=', userId)
            .executeTakeFirstOrThrow()
          return { userId, email: user.email }
        }
        if (found) return userOf(found.user_id)

        // the e-mail login's own key of the address (never a shortened or Unicode-folded one); an address it
        // would not take (a non-ASCII local part, say) links to nothing
        const linkTo = linkVerifiedEmail && profile.emailVerified ? emailKey(profile.email) : null
        let userId: string
        let madeUser = false
        if (linkTo) {
          await tx
            .insertInto('auth_users')
            .values({ id: randomUUID(), project_id: projectId, email: linkTo })
            .onConflict((oc) => oc.columns(['project_id', 'email']).doNothing())
            .execute()
          userId = (
            await tx
              .selectFrom('auth_users')
              .select('id')
              .where('project_id', '=', projectId)
              .where('email', '=', linkTo)
              .executeTakeFirstOrThrow()
          ).id
        } else {
          userId = randomUUID()
          madeUser = true
          await tx.insertInto('auth_users').values({ id: userId, project_id: projectId, email: null }).execute()
        }
        const inserted = await tx
          .insertInto('auth_identities')
          .values({ project_id: projectId, provider, subject: profile.subject, user_id: userId, ...seen })
          .onConflict((oc) => oc.columns(['project_id', 'provider', 'subject']).doNothing())
          .returning('user_id')
          .executeTakeFirst()
        if (inserted) return userOf(userId)
        // a parallel first sign-in of the same account won: use its user
        if (madeUser) await tx.deleteFrom('auth_users').where('id', '=', userId).execute()
        const winner = await tx
          .selectFrom('auth_identities')
          .select('user_id')
          .where('project_id', '=', projectId)
          .where('provider', '=', provider)
          .where('subject', '=', profile.subject)
          .executeTakeFirstOrThrow()
        return userOf(winner.user_id)
      })
    },
  }
}
