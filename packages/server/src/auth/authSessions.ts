import { randomBytes, randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/Database.ts'
import { AuthError, AuthErrorCode } from './AuthError.ts'
import { AuthLimits } from './authLimits.ts'
import { hashToken } from './hashToken.ts'
import { type SessionClaims, signSessionToken, verifySessionToken } from './sessionToken.ts'

/** `email` is null for a social login without a (linked) e-mail; `authProvider` is `email` or the provider. */
export type Session = SessionClaims & { userId: string; email: string | null; address: string; authProvider: string }
/** Who signed in: the e-mail (if any), the wallet, how (`email` or a social provider) and the provider's username. */
export type Who = {
  email: string | null
  address: string
  authProvider: string
  userName: string | null
  /** Farcaster sign-ins: the fid. */
  fid?: number
}
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
        auth_provider: who.authProvider,
      })
      .execute()
    const expiresAt = now() + AuthLimits.ACCESS_TOKEN_TTL_MS
    const token = signSessionToken(sessionKey, { sid, pid: s.projectId, did: s.deviceId, exp: expiresAt })
    return { token, refreshToken, expiresAt, ...who }
  }

  /** Who a user is as signed in with `authProvider`: as at login (the identity's username, Farcaster's fid). */
  const whoIs = async (userId: string, projectId: string, authProvider: string): Promise<Who> => {
    const user = await db
      .selectFrom('auth_users as u')
      .innerJoin('auth_wallets as w', 'w.user_id', 'u.id')
      .leftJoin('auth_identities as i', (join) =>
        join.onRef('i.user_id', '=', 'u.id').on('i.project_id', '=', projectId).on('i.provider', '=', authProvider),
      )
      .select(['u.email', 'w.address', 'i.subject', 'i.username', 'i.email as identityEmail', 'i.email_verified'])
      .where('u.id', '=', userId)
      .executeTakeFirstOrThrow()
    return {
      // as at login: the account's e-mail, else the provider's verified one (shown only)
      email: user.email ?? (user.email_verified ? (user.identityEmail ?? null) : null),
      address: user.address,
      authProvider,
      userName: user.username ?? null,
      ...(authProvider === 'farcaster' && user.subject ? { fid: Number(user.subject) } : {}),
    }
  }

  return {
    issueSession: issue,

    /** `/auth/v1/me`: who the session's user is, as the login answered it. */
    whoIs: (session: Session) => whoIs(session.userId, session.pid, session.authProvider),

    /** The session a token names, if valid, not revoked and used from its own device. */
    async authenticate(token: string | undefined, deviceId: string | undefined): Promise<Session> {
      const claims = token ? verifySessionToken(sessionKey, token, now()) : undefined
      if (!claims || claims.did !== deviceId) throw expired()
      const row = await db
        .selectFrom('auth_sessions as s')
        .innerJoin('auth_users as u', 'u.id', 's.user_id')
        .innerJoin('auth_wallets as w', 'w.user_id', 's.user_id')
        .select(['s.user_id', 's.revoked_at', 's.expires_at', 's.auth_provider', 'u.email', 'w.address'])
        .where('s.id', '=', claims.sid)
        .executeTakeFirst()
      if (!row || row.revoked_at || new Date(row.expires_at).getTime() <= now()) throw expired()
      return {
        ...claims,
        userId: row.user_id,
        email: row.email,
        address: row.address,
        authProvider: row.auth_provider,
      }
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
        .returning(['user_id', 'project_id', 'device_id', 'family_id', 'auth_provider'])
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
      const who = await whoIs(rotated.user_id, rotated.project_id, rotated.auth_provider)
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
