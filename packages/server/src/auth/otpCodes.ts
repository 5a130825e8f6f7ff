import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/Database.ts'
import { AuthError, AuthErrorCode } from './AuthError.ts'
import { AuthLimits } from './authLimits.ts'

export type OtpPurpose = 'login' | 'update_primary' | 'update_secondary'

/**
 * One-time codes per project, e-mail and purpose: 6 random digits, stored as an HMAC, valid 10 minutes, a
 * new one no sooner than 30 s after the last ('Please try again after N seconds'). Wrong codes count per
 * address; after 5 the address is locked for 15 minutes (every purpose).
 */
export function otpCodes(db: Kysely<Database>, key: Buffer, now: () => number) {
  const hash = (projectId: string, email: string, purpose: string, code: string) =>
    createHmac('sha256', key).update(`${projectId}\n${email}\n${purpose}\n${code}`).digest('base64url')

  const assertNotLocked = async (projectId: string, email: string) => {
    const row = await db
      .selectFrom('auth_attempts')
      .select('locked_until')
      .where('project_id', '=', projectId)
      .where('email', '=', email)
      .executeTakeFirst()
    const until = row?.locked_until ? new Date(row.locked_until).getTime() : 0
    if (until > now()) {
      const minutes = Math.ceil((until - now()) / 60_000)
      throw new AuthError(429, AuthErrorCode.LOCKED, `Too many wrong codes. Try again after ${minutes} minutes`)
    }
  }

  return {
    assertNotLocked,
    /** Makes and stores a new code (replacing the last); answers it for mailing. */
    async issue(projectId: string, email: string, purpose: OtpPurpose, subject: string | null = null) {
      await assertNotLocked(projectId, email)
      const last = await db
        .selectFrom('auth_codes')
        .select('sent_at')
        .where('project_id', '=', projectId)
        .where('email', '=', email)
        .where('purpose', '=', purpose)
        .executeTakeFirst()
      const wait = last ? new Date(last.sent_at).getTime() + AuthLimits.OTP_RESEND_MS - now() : 0
      if (wait > 0) {
        throw new AuthError(
          429,
          AuthErrorCode.RESEND_TOO_SOON,
          `Please try again after ${Math.ceil(wait / 1000)} seconds`,
        )
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      const row = {
        project_id: projectId,
        email,
        purpose,
        code_hash: hash(projectId, email, purpose, code),
        subject,
        sent_at: new Date(now()),
        expires_at: new Date(now() + AuthLimits.OTP_TTL_MS),
      }
      await db
        .insertInto('auth_codes')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['project_id', 'email', 'purpose']).doUpdateSet({
            code_hash: row.code_hash,
            subject: row.subject,
            sent_at: row.sent_at,
            expires_at: row.expires_at,
          }),
        )
        .execute()
      return code
    },
    /** Checks a code; a right one is used up and answers its subject. Wrong ones count towards the lock. */
    async verify(projectId: string, email: string, purpose: OtpPurpose, code: string): Promise<string | null> {
      await assertNotLocked(projectId, email)
      const row = await db
        .selectFrom('auth_codes')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('email', '=', email)
        .where('purpose', '=', purpose)
        .executeTakeFirst()
      if (!row) throw new AuthError(400, AuthErrorCode.INVALID_CODE, 'Invalid code')
      if (new Date(row.expires_at).getTime() <= now()) {
        throw new AuthError(400, AuthErrorCode.CODE_EXPIRED, 'The code has expired. Ask for a new one')
      }
      const given = Buffer.from(hash(projectId, email, purpose, code))
      const stored = Buffer.from(row.code_hash)
      if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
        const failures =
          ((
            await db
              .selectFrom('auth_attempts')
              .select('failures')
              .where('project_id', '=', projectId)
              .where('email', '=', email)
              .executeTakeFirst()
          )?.failures ?? 0) + 1
        const locked = failures >= AuthLimits.MAX_FAILURES
        const values = {
          failures: locked ? 0 : failures,
          locked_until: locked ? new Date(now() + AuthLimits.LOCK_MS) : null,
        }
        await db
          .insertInto('auth_attempts')
          .values({ project_id: projectId, email, ...values })
          .onConflict((oc) => oc.columns(['project_id', 'email']).doUpdateSet(values))
          .execute()
        if (locked) {
          await db.deleteFrom('auth_codes').where('project_id', '=', projectId).where('email', '=', email).execute()
          throw new AuthError(429, AuthErrorCode.LOCKED, 'Too many wrong codes. Try again after 15 minutes')
        }
        throw new AuthError(400, AuthErrorCode.INVALID_CODE, 'Invalid code')
      }
      await db
        .deleteFrom('auth_codes')
        .where('project_id', '=', projectId)
        .where('email', '=', email)
        .where('purpose', '=', purpose)
        .execute()
      await db.deleteFrom('auth_attempts').where('project_id', '=', projectId).where('email', '=', email).execute()
      return row.subject
    },
  }
}
