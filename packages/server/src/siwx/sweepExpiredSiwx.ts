import type { Kysely } from 'kysely'
import type { Database } from '../db/Database.ts'

/**
 * Deletes what can no longer be used: nonces past their 10 minutes and sessions past their expiry (revoked
 * ones are kept until then, so their token answers "signed out" rather than "unknown"). Answers how many
 * rows went, per table.
 */
export async function sweepExpiredSiwx(db: Kysely<Database>, now: number) {
  const t = new Date(now)
  const nonces = await db.deleteFrom('siwx_nonces').where('expires_at', '<=', t).executeTakeFirst()
  const sessions = await db.deleteFrom('siwx_sessions').where('expires_at', '<=', t).executeTakeFirst()
  return { siwxNonces: Number(nonces.numDeletedRows), siwxSessions: Number(sessions.numDeletedRows) }
}
