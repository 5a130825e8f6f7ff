import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/Database.ts'
import { AuthError, AuthErrorCode } from './AuthError.ts'
import type { Session } from './createAuthService.ts'
import { hashToken } from './hashToken.ts'
import { normalizeEmail } from './normalizeEmail.ts'
import type { OtpPurpose, otpCodes } from './otpCodes.ts'

export type EmailUpdateDeps = {
  db: Kysely<Database>
  codes: ReturnType<typeof otpCodes>
  sendCode(projectId: string, to: string, email: string, purpose: OtpPurpose, subject?: string | null): Promise<void>
  now: () => number
}

/** The session's e-mail; an account of another service (Farcaster, Telegram) has none to update. */
function emailOf(session: Session): string {
  if (session.email === null) {
    throw new AuthError(400, AuthErrorCode.INVALID_EMAIL, 'This account signs in without an e-mail address')
  }
  return session.email
}

/** UPDATE_EMAIL (SPEC §4): a code to the current address, then one to the new address, then the change. */
export function emailUpdate({ db, codes, sendCode, now }: EmailUpdateDeps) {
  return {
    /** UPDATE_EMAIL: a code to the current address first. */
    async updateEmail(session: Session, newEmailInput: unknown) {
      const email = emailOf(session)
      const newEmail = normalizeEmail(newEmailInput)
      if (newEmail === email) {
        throw new AuthError(400, AuthErrorCode.INVALID_EMAIL, 'The new e-mail is the current one')
      }
      const taken = await db
        .selectFrom('auth_users')
        .select('id')
        .where('project_id', '=', session.pid)
        .where('email', '=', newEmail)
        .executeTakeFirst()
      if (taken) throw new AuthError(400, AuthErrorCode.INVALID_EMAIL, 'This e-mail is already in use')
      await sendCode(session.pid, email, email, 'update_primary', newEmail)
      return { action: 'VERIFY_PRIMARY_OTP' as const }
    },

    /** VERIFY_PRIMARY_OTP: the current address confirmed; a code to the new one. */
    async verifyPrimary(session: Session, otp: unknown) {
      const email = emailOf(session)
      const newEmail = await codes.verify(session.pid, email, 'update_primary', String(otp))
      if (!newEmail) throw new AuthError(400, AuthErrorCode.INVALID_CODE, 'Invalid code')
      await sendCode(session.pid, newEmail, email, 'update_secondary', newEmail)
      return { action: 'VERIFY_SECONDARY_OTP' as const }
    },

    /** VERIFY_SECONDARY_OTP: the new address confirmed; the user's e-mail changes. */
    async verifySecondary(session: Session, otp: unknown) {
      const newEmail = await codes.verify(session.pid, emailOf(session), 'update_secondary', String(otp))
      if (!newEmail) throw new AuthError(400, AuthErrorCode.INVALID_CODE, 'Invalid code')
      await db.updateTable('auth_users').set({ email: newEmail }).where('id', '=', session.userId).execute()
      // the new address's device is this one
      await db
        .insertInto('auth_devices')
        .values({
          project_id: session.pid,
          email: newEmail,
          device_id: session.did,
          approve_hash: hashToken(randomBytes(24).toString('base64url')),
          approved_at: new Date(now()),
          expires_at: new Date(now()),
        })
        .onConflict((oc) => oc.columns(['project_id', 'email', 'device_id']).doNothing())
        .execute()
      return { newEmail, action: 'VERIFY_SECONDARY_OTP' as const }
    },
  }
}
