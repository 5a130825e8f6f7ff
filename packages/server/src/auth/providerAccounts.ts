import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/Database.ts'

/** The services whose accounts sign in without an e-mail (issue 16 items 4 and 5). */
export type AccountProvider = 'farcaster' | 'telegram'

/** An account of another service whose proof the caller has checked: provider, its id there, its name. */
export type ProviderAccount = { provider: AccountProvider; subject: string; username: string | null }

/**
 * Who a session belongs to, as the login answers and `/auth/v1/me` say it: the e-mail (null for an account of
 * another service), the embedded wallet's address and, for such an account, the provider, its username and
 * (Farcaster) the fid.
 */
export type Who = {
  email: string | null
  address: string
  authProvider?: AccountProvider
  username?: string | null
  fid?: number
}

/** The provider fields of `Who` for an account. */
export function accountProfile(account: ProviderAccount): Omit<Who, 'email' | 'address'> {
  return {
    authProvider: account.provider,
    username: account.username,
    ...(account.provider === 'farcaster' ? { fid: Number(account.subject) } : {}),
  }
}

/**
 * The user an account signs in as in a project: found by (project, provider, subject), or made — a user
 * without an e-mail and the account row, in one transaction — on its first sign-in. Of parallel first
 * sign-ins of one account exactly one user is kept (the account row's primary key decides; the others'
 * users are deleted in their transactions). The username is updated to the latest one reported.
 */
export async function userOfAccount(
  db: Kysely<Database>,
  projectId: string,
  account: ProviderAccount,
): Promise<string> {
  return db.transaction().execute(async (tx) => {
    const existing = await tx
      .updateTable('auth_provider_accounts')
      .set({ username: account.username, updated_at: new Date() })
      .where('project_id', '=', projectId)
      .where('provider', '=', account.provider)
      .where('subject', '=', account.subject)
      .returning('user_id')
      .executeTakeFirst()
    if (existing) return existing.user_id
    const userId = randomUUID()
    await tx.insertInto('auth_users').values({ id: userId, project_id: projectId, email: null }).execute()
    const inserted = await tx
      .insertInto('auth_provider_accounts')
      .values({
        project_id: projectId,
        provider: account.provider,
        subject: account.subject,
        user_id: userId,
        username: account.username,
      })
      .onConflict((oc) => oc.columns(['project_id', 'provider', 'subject']).doNothing())
      .returning('user_id')
      .executeTakeFirst()
    if (inserted) return inserted.user_id
    // a parallel first sign-in of the same account won: drop ours, use theirs
    await tx.deleteFrom('auth_users').where('id', '=', userId).execute()
    const winner = await tx
      .selectFrom('auth_provider_accounts')
      .select('user_id')
      .where('project_id', '=', projectId)
      .where('provider', '=', account.provider)
      .where('subject', '=', account.subject)
      .executeTakeFirstOrThrow()
    return winner.user_id
  })
}

/** `Who` of a user: e-mail, wallet address and, when it signs in with another service, that account. */
export async function whoIs(db: Kysely<Database>, userId: string): Promise<Who> {
  const row = await db
    .selectFrom('auth_users as u')
    .innerJoin('auth_wallets as w', 'w.user_id', 'u.id')
    .leftJoin('auth_provider_accounts as a', 'a.user_id', 'u.id')
    .select(['u.email', 'w.address', 'a.provider', 'a.subject', 'a.username'])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow()
  const who: Who = { email: row.email, address: row.address }
  if (row.provider && row.subject) {
    Object.assign(
      who,
      accountProfile({
        provider: row.provider as AccountProvider,
        subject: row.subject,
        username: row.username ?? null,
      }),
    )
  }
  return who
}
