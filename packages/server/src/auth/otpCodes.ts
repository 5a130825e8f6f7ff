import { createHmac, randomInt } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/Database.ts'
import { AuthError, AuthErrorCode } from './AuthError.ts'
import { AuthLimits } from './authLimits.ts'

export type OtpPurpose = 'login' | 'update_primary' | 'update_secondary'

const lockedError = (until: number, now: number) =>
  new AuthError(
    429,
    AuthErrorCode.LOCKED,
    `Too many wrong codes. Try again after ${Math.max(1, Math.ceil((until - now) / 60_000))} minutes`,
  )

/**
 * One-time codes per project, e-mail and purpose: 6 random digits, stored as an HMAC, valid 10 minutes, a
 * new one no sooner than 30 s after the last ('Please try again after N seconds'). Checks count per address;
 * the 5th wrong one locks the address for 15 minutes (every purpose).
 *
 * Every step that must not race is one statement: a check first takes an attempt slot (`failures + 1`
 * only while below 5 and not locked, `RETURNING` the slot), so however many checks arrive at once only 5
 * are ever compared; a right code is used up by `DELETE … RETURNING` (one winner); a new code replaces the
 * last only when the resend wait has passed (a conditional upsert).
 */
export function otpCodes(db: Kysely<Database>, key: Buffer, now: () => number) {
  const hash = (projectId: string, email: string, purpose: string, code: string) =>
    createHmac('sha256', key).update(`${projectId}\n${email}\n${purpose}\n${code}`).digest('base64url')

  const lockedUntil = async (projectId: string, email: string) => {
    const row = await db
      .selectFrom('auth_attempts')
      .select('locked_until')
      .where('project_id', '=', projectId)
      .where('email', '=', email)
      .executeTakeFirst()
    return row?.locked_until ? new Date(row.locked_until).getTime() : 0
  }

  const assertNotLocked = async (projectId: string, email: string) => {
    const until = await lockedUntil(projectId, email)
    if (until > now()) throw lockedError(until, now())
  }

  return {
    assertNotLocked,
    /** Makes and stores a new code (replacing the last unless it is under 30 s old); answers it and its hash. */
    async issue(projectId: string, email: string, purpose: OtpPurpose, subject: string | null = null) {
      await assertNotLocked(projectId, email)
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      const t = now()
      const row = {
        project_id: projectId,
        email,
        purpose,
        code_hash: hash(projectId, email, purpose, code),
        subject,
        sent_at: new Date(t),
        expires_at: new Date(t + AuthLimits.OTP_TTL_MS),
      }
      const stored = await db
        .insertInto('auth_codes')
        .values(row)
        .onConflict((oc) =>
          oc
            .columns(['project_id', 'email', 'purpose'])
            .doUpdateSet({
              code_hash: row.code_hash,
              subject: row.subject,
              sent_at: row.sent_at,
              expires_at: row.expires_at,
            })
            .where('auth_codes.sent_at', '<=', new Date(t - AuthLimits.OTP_RESEND_MS)),
        )
        .returning('code_hash')
        .executeTakeFirst()
      if (!stored) {
        const last = await db
          .selectFrom('auth_codes')
          .select('sent_at')
          .where('project_id', '=', projectId)
          .where('email', '=', email)
          .where('purpose', '=', purpose)
          .executeTakeFirst()
        const wait = last ? new Date(last.sent_at).getTime() + AuthLimits.OTP_RESEND_MS - t : 1000
        throw new AuthError(
          429,
          AuthErrorCode.RESEND_TOO_SOON,
          `Please try again after ${Math.max(1, Math.ceil(wait / 1000))} seconds`,
        )
      }
      return { code, codeHash: row.code_hash }
    },
    /** Deletes a code that could not be mailed (only if it is still that one), so a new one can be asked for at once. */
    async withdraw(projectId: string, email: string, purpose: OtpPurpose, codeHash: string) {
      await db
        .deleteFrom('auth_codes')
        .where('project_id', '=', projectId)
        .where('email', '=', email)
        .where('purpose', '=', purpose)
        .where('code_hash', '=', codeHash)
        .execute()
    },
    /** Checks a code; a right one is used up and answers its subject. Every check counts towards the lock. */
    async verify(projectId: string, email: string, purpose: OtpPurpose, code: string): Promise<string | null> {
      const t = now()
      const slot = await db
        .insertInto('auth_attempts')
        .values({ project_id: projectId, email, failures: 1, locked_until: null })
        .onConflict((oc) =>
          oc
            .columns(['project_id', 'email'])
            .doUpdateSet((eb) => ({ failures: eb('auth_attempts.failures', '+', 1), locked_until: null }))
            .where('auth_attempts.failures', '<', AuthLimits.MAX_FAILURES)
            .where((eb) =>
              eb.or([
                eb('auth_attempts.locked_until', 'is', null),
                eb('auth_attempts.locked_until', '<=', new Date(t)),
              ]),
            ),
        )
        .returning('failures')
        .executeTakeFirst()
      if (!slot) throw lockedError((await lockedUntil(projectId, email)) || t + AuthLimits.LOCK_MS, t)
      const used = await db
        .deleteFrom('auth_codes')
        .where('project_id', '=', projectId)
        .where('email', '=', email)
        .where('purpose', '=', purpose)
        .where('code_hash', '=', hash(projectId, email, purpose, code))
        .where('expires_at', '>', new Date(t))
        .returning('subject')
        .executeTakeFirst()
      if (used) {
        await db
          .updateTable('auth_attempts')
          .set({ failures: 0 })
          .where('project_id', '=', projectId)
          .where('email', '=', email)
          .execute()
        return used.subject
      }
      if (slot.failures >= AuthLimits.MAX_FAILURES) {
        await db
          .updateTable('auth_attempts')
          .set({ failures: 0, locked_until: new Date(t + AuthLimits.LOCK_MS) })
          .where('project_id', '=', projectId)
          .where('email', '=', email)
          .execute()
        await db.deleteFrom('auth_codes').where('project_id', '=', projectId).where('email', '=', email).execute()
        throw lockedError(t + AuthLimits.LOCK_MS, t)
      }
      const row = await db
        .selectFrom('auth_codes')
        .select('expires_at')
        .where('project_id', '=', projectId)
        .where('email', '=', email)
        .where('purpose', '=', purpose)
        .executeTakeFirst()
      if (row && new Date(row.expires_at).getTime() <= t) {
        throw new AuthError(400, AuthErrorCode.CODE_EXPIRED, 'The code has expired. Ask for a new one')
      }
      throw new AuthError(400, AuthErrorCode.INVALID_CODE, 'Invalid code')
    },
  }
}
