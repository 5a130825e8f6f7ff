import { randomBytes, randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/Database.ts'
import { AuthError, AuthErrorCode } from './AuthError.ts'
import { AuthLimits } from './authLimits.ts'
import { hashToken } from './hashToken.ts'
import { type Who, whoIs } from './providerAccounts.ts'
import { type SessionClaims, signSessionToken, verifySessionToken } from './sessionToken.ts'

export type Session = SessionClaims & { userId: string; email: string | null; address: string }
/** A login's answer: the tokens and who signed in (`Who`: e-mail or the account of another service). */
export type LoginAnswer = { token: string; refreshToken: string; expiresAt: number } & Who

const expired = () => new AuthError(401, AuthErrorCode.SESSION_EXPIRED, 'Session Expired')

/**
 * Sessions: a 15-minute signed access token plus a random refresh token stored as a hash. A refresh
 * rotates in one conditional statement (only a live, unrotated token of this device is exchanged, so of
 * any number of parallel refreshes exactly one wins); a rotated token presented again after a short grace
 * is reuse — a copy in someone else's hands — and revokes every session of its family.
 */
export function authSessions(db: Kysely<Database>, sessionKey: Buffer, now: () => number) {
  const issue = async (
    s: { userId: string; projectId: string; deviceId: string; familyId?: string },
    who: Who,
  ): Promise<LoginAnswer> => {
    const refreshToken = randomBytes(32).toString('base64url')
    const sid = randomUUID()
    await db
      .insertInto('auth_sessions')
      .values({
        id: sid,
        user_id: s.userId,
        project_id: s.projectId,
        device_id: s.deviceId,
        refresh_hash: hashToken(refreshToken),
        family_id: s.familyId ?? sid,
        expires_at: new Date(now() + AuthLimits.REFRESH_TTL_MS),
        revoked_at: null,
        rotated_at: null,
      })
      .execute()
    const expiresAt = now() + AuthLimits.ACCESS_TOKEN_TTL_MS
    const token = signSessionToken(sessionKey, { sid, pid: s.projectId, did: s.deviceId, exp: expiresAt })
    return { token, refreshToken, expiresAt, ...who }
  }

  return {
    issueSession: issue,

    /** The session a token names, if valid, not revoked and used from its own device. */
    async authenticate(token: string | undefined, deviceId: string | undefined): Promise<Session> {
      const claims = token ? verifySessionToken(sessionKey, token, now()) : undefined
      if (!claims || claims.did !== deviceId) throw expired()
      const row = await db
        .selectFrom('auth_sessions as s')
        .innerJoin('auth_users as u', 'u.id', 's.user_id')
        .innerJoin('auth_wallets as w', 'w.user_id', 's.user_id')
        .select(['s.user_id', 's.revoked_at', 's.expires_at', 'u.email', 'w.address'])
        .where('s.id', '=', claims.sid)
        .executeTakeFirst()
      if (!row || row.revoked_at || new Date(row.expires_at).getTime() <= now()) throw expired()
      return { ...claims, userId: row.user_id, email: row.email, address: row.address }
    },

    /** A new access token (and refresh token) for a live refresh token of this device. */
    async refresh(refreshToken: unknown, deviceId: string | undefined): Promise<LoginAnswer> {
      if (typeof refreshToken !== 'string' || !deviceId) throw expired()
      const hash = hashToken(refreshToken)
      const t = new Date(now())
      const rotated = await db
        .updateTable('auth_sessions')
        .set({ revoked_at: t, rotated_at: t })
        .where('refresh_hash', '=', hash)
        .where('device_id', '=', deviceId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', t)
        .returning(['user_id', 'project_id', 'device_id', 'family_id'])
        .executeTakeFirst()
      if (!rotated) {
        const used = await db
          .selectFrom('auth_sessions')
          .select(['family_id', 'rotated_at'])
          .where('refresh_hash', '=', hash)
          .executeTakeFirst()
        const rotatedAt = used?.rotated_at ? new Date(used.rotated_at).getTime() : undefined
        // just rotated by a parallel refresh of the same client (two tabs sharing the frame's cookie): say
        // so, revoke nothing; the client retries with the cookie the winning answer set
        if (used && rotatedAt !== undefined && now() - rotatedAt <= AuthLimits.REFRESH_REUSE_GRACE_MS) {
          throw new AuthError(409, AuthErrorCode.REFRESH_RACED, 'Session was just refreshed; try again')
        }
        if (used && rotatedAt !== undefined) {
          await db
            .updateTable('auth_sessions')
            .set({ revoked_at: t })
            .where('family_id', '=', used.family_id)
            .where('revoked_at', 'is', null)
            .execute()
        }
        throw expired()
      }
      const who = await whoIs(db, rotated.user_id)
      return issue(
        {
          userId: rotated.user_id,
          projectId: rotated.project_id,
          deviceId: rotated.device_id,
          familyId: rotated.family_id,
        },
        who,
      )
    },

    /** Ends the session and every session its refresh token family led to. */
    async signOut(session: Session) {
      const row = await db
        .selectFrom('auth_sessions')
        .select('family_id')
        .where('id', '=', session.sid)
        .executeTakeFirst()
      await db
        .updateTable('auth_sessions')
        .set({ revoked_at: new Date(now()) })
        .where('family_id', '=', row?.family_id ?? session.sid)
        .where('revoked_at', 'is', null)
        .execute()
    },
  }
}
