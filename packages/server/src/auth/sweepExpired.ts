import type { Kysely } from 'kysely'
import type { Database } from '../db/Database.ts'

/**
 * Deletes what can no longer be used: device links never confirmed (after their 15 minutes), expired codes,
 * sessions past their 30 days, and wrong-code counters of addresses that are neither counting nor locked.
 * Answers how many rows went, per table.
 */
export async function sweepExpired(db: Kysely<Database>, now: number) {
  const t = new Date(now)
  const devices = await db
    .deleteFrom('auth_devices')
    .where('approved_at', 'is', null)
    .where('expires_at', '<=', t)
    .executeTakeFirst()
  const codes = await db.deleteFrom('auth_codes').where('expires_at', '<=', t).executeTakeFirst()
  const sessions = await db.deleteFrom('auth_sessions').where('expires_at', '<=', t).executeTakeFirst()
  const attempts = await db
    .deleteFrom('auth_attempts')
    .where('failures', '=', 0)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', t)]))
    .executeTakeFirst()
  return {
    devices: Number(devices.numDeletedRows),
    codes: Number(codes.numDeletedRows),
    sessions: Number(sessions.numDeletedRows),
    attempts: Number(attempts.numDeletedRows),
  }
}
