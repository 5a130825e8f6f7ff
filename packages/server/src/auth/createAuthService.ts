import { randomBytes, randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { Database } from '../db/Database.ts'
import { AuthError, AuthErrorCode } from './AuthError.ts'
import { AuthLimits } from './authLimits.ts'
import type { Mailer } from './createMailer.ts'
import { emailUpdate } from './emailUpdate.ts'
import type { Envelope } from './envelope.ts'
import { hashToken } from './hashToken.ts'
import { normalizeEmail } from './normalizeEmail.ts'
import { otpCodes } from './otpCodes.ts'
import { type SessionClaims, signSessionToken, verifySessionToken } from './sessionToken.ts'

export type Session = SessionClaims & { userId: string; email: string; address: string }
export type LoginAnswer = { token: string; refreshToken: string; expiresAt: number; email: string; address: string }

export type AuthServiceDeps = {
  db: Kysely<Database>
  mailer: Mailer
  envelope: Envelope
  /** Public base URL of this server (for the device-approval link). */
  publicUrl: string
  now?: () => number
}

/** E-mail OTP login, device approval, sessions, embedded wallets and e-mail updates (SPEC §4/§5). */
export function createAuthService({ db, mailer, envelope, publicUrl, now = Date.now }: AuthServiceDeps) {
  const codes = otpCodes(db, envelope.derive('otp'), now)
  const sessionKey = envelope.derive('session')

  const sendCode = async (
    projectId: string,
    to: string,
    email: string,
    purpose: Parameters<typeof codes.issue>[2],
    subject: string | null = null,
  ) => {
    const code = await codes.issue(projectId, email, purpose, subject)
    await mailer.send({
      to,
      subject: `${code} is your login code`,
      text: `Your code is ${code}. It is valid for 10 minutes. If you did not ask for it, ignore this mail.`,
    })
  }

  const deviceApproved = async (projectId: string, email: string, deviceId: string) =>
    Boolean(
      (
        await db
          .selectFrom('auth_devices')
          .select('approved_at')
          .where('project_id', '=', projectId)
          .where('email', '=', email)
          .where('device_id', '=', deviceId)
          .executeTakeFirst()
      )?.approved_at,
    )

  const checkDevice = (deviceId: unknown): string => {
    if (typeof deviceId !== 'string' || !/^[A-Za-z0-9_-]{16,128}$/.test(deviceId)) {
      throw new AuthError(400, AuthErrorCode.INVALID_REQUEST, 'deviceId must be 16–128 letters, digits, _ or -')
    }
    return deviceId
  }

  const walletOf = async (userId: string) => {
    const existing = await db.selectFrom('auth_wallets').selectAll().where('user_id', '=', userId).executeTakeFirst()
    if (existing) return existing
    const key = generatePrivateKey()
    const sealed = envelope.encrypt(key)
    const row = {
      user_id: userId,
      address: privateKeyToAccount(key).address,
      encrypted_key: sealed.ciphertext,
      wrapped_key: sealed.wrappedKey,
    }
    await db
      .insertInto('auth_wallets')
      .values(row)
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute()
    return db.selectFrom('auth_wallets').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow()
  }

  const issueSession = async (userId: string, projectId: string, deviceId: string, email: string, address: string) => {
    const refreshToken = randomBytes(32).toString('base64url')
    const sid = randomUUID()
    await db
      .insertInto('auth_sessions')
      .values({
        id: sid,
        user_id: userId,
        project_id: projectId,
        device_id: deviceId,
        refresh_hash: hashToken(refreshToken),
        expires_at: new Date(now() + AuthLimits.REFRESH_TTL_MS),
        revoked_at: null,
      })
      .execute()
    const expiresAt = now() + AuthLimits.ACCESS_TOKEN_TTL_MS
    const token = signSessionToken(sessionKey, { sid, pid: projectId, did: deviceId, exp: expiresAt })
    return { token, refreshToken, expiresAt, email, address }
  }

  return {
    /** Step 1: VERIFY_DEVICE (approval link mailed) for a new device, else VERIFY_OTP (code mailed). */
    async startEmail(projectId: string, emailInput: unknown, deviceInput: unknown) {
      const email = normalizeEmail(emailInput)
      const deviceId = checkDevice(deviceInput)
      await codes.assertNotLocked(projectId, email)
      if (!(await deviceApproved(projectId, email, deviceId))) {
        const token = randomBytes(24).toString('base64url')
        const row = {
          project_id: projectId,
          email,
          device_id: deviceId,
          approve_hash: hashToken(token),
          approved_at: null,
          expires_at: new Date(now() + AuthLimits.DEVICE_LINK_TTL_MS),
        }
        await db
          .insertInto('auth_devices')
          .values(row)
          .onConflict((oc) =>
            oc.columns(['project_id', 'email', 'device_id']).doUpdateSet({
              approve_hash: row.approve_hash,
              expires_at: row.expires_at,
            }),
          )
          .execute()
        await mailer.send({
          to: email,
          subject: 'Approve this device',
          text: `Someone is logging in as ${email} on a new device. If it is you, approve it:\n\n${publicUrl}/auth/v1/device/approve?token=${token}\n\nThe link is valid for 15 minutes.`,
        })
        return { action: 'VERIFY_DEVICE' as const }
      }
      await sendCode(projectId, email, email, 'login')
      return { action: 'VERIFY_OTP' as const }
    },

    /** The mailed link: approves the device. */
    async approveDevice(token: string) {
      const row = await db
        .selectFrom('auth_devices')
        .selectAll()
        .where('approve_hash', '=', hashToken(token))
        .executeTakeFirst()
      if (!row || new Date(row.expires_at).getTime() <= now()) return false
      await db
        .updateTable('auth_devices')
        .set({ approved_at: new Date(now()) })
        .where('project_id', '=', row.project_id)
        .where('email', '=', row.email)
        .where('device_id', '=', row.device_id)
        .execute()
      return true
    },

    /** Step 2 after VERIFY_DEVICE: once approved, mails the code; answers whether it is approved yet. */
    async pollDevice(projectId: string, emailInput: unknown, deviceInput: unknown) {
      const email = normalizeEmail(emailInput)
      const deviceId = checkDevice(deviceInput)
      if (!(await deviceApproved(projectId, email, deviceId))) return { approved: false }
      const pending = await db
        .selectFrom('auth_codes')
        .select('sent_at')
        .where('project_id', '=', projectId)
        .where('email', '=', email)
        .where('purpose', '=', 'login')
        .executeTakeFirst()
      // the first poll after approval mails the code; later polls do not ask for another
      if (!pending || new Date(pending.sent_at).getTime() + AuthLimits.OTP_TTL_MS <= now()) {
        await sendCode(projectId, email, email, 'login')
      }
      return { approved: true }
    },

    /** Step 3: the code; creates the user and their wallet on first login; answers a session. */
    async verifyLogin(
      projectId: string,
      emailInput: unknown,
      deviceInput: unknown,
      otp: unknown,
    ): Promise<LoginAnswer> {
      const email = normalizeEmail(emailInput)
      const deviceId = checkDevice(deviceInput)
      if (typeof otp !== 'string' || !/^\d{6}$/.test(otp)) {
        throw new AuthError(400, AuthErrorCode.INVALID_CODE, 'Invalid code')
      }
      if (!(await deviceApproved(projectId, email, deviceId))) {
        throw new AuthError(403, AuthErrorCode.DEVICE_NOT_APPROVED, 'This device is not approved yet')
      }
      await codes.verify(projectId, email, 'login', otp)
      await db
        .insertInto('auth_users')
        .values({ id: randomUUID(), project_id: projectId, email })
        .onConflict((oc) => oc.columns(['project_id', 'email']).doNothing())
        .execute()
      const user = await db
        .selectFrom('auth_users')
        .select('id')
        .where('project_id', '=', projectId)
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
      const wallet = await walletOf(user.id)
      return issueSession(user.id, projectId, deviceId, email, wallet.address)
    },

    /** The session a token names, if valid, not revoked and used from its own device. */
    async authenticate(token: string | undefined, deviceId: string | undefined): Promise<Session> {
      const expired = new AuthError(401, AuthErrorCode.SESSION_EXPIRED, 'Session Expired')
      const claims = token ? verifySessionToken(sessionKey, token, now()) : undefined
      if (!claims || claims.did !== deviceId) throw expired
      const row = await db
        .selectFrom('auth_sessions as s')
        .innerJoin('auth_users as u', 'u.id', 's.user_id')
        .innerJoin('auth_wallets as w', 'w.user_id', 's.user_id')
        .select(['s.user_id', 's.revoked_at', 's.expires_at', 'u.email', 'w.address'])
        .where('s.id', '=', claims.sid)
        .executeTakeFirst()
      if (!row || row.revoked_at || new Date(row.expires_at).getTime() <= now()) throw expired
      return { ...claims, userId: row.user_id, email: row.email, address: row.address }
    },

    /** A new access token (and refresh token) for a live refresh token of this device. */
    async refresh(refreshToken: unknown, deviceId: string | undefined): Promise<LoginAnswer> {
      const expired = new AuthError(401, AuthErrorCode.SESSION_EXPIRED, 'Session Expired')
      if (typeof refreshToken !== 'string') throw expired
      const row = await db
        .selectFrom('auth_sessions as s')
        .innerJoin('auth_users as u', 'u.id', 's.user_id')
        .innerJoin('auth_wallets as w', 'w.user_id', 's.user_id')
        .select([
          's.id',
          's.user_id',
          's.project_id',
          's.device_id',
          's.revoked_at',
          's.expires_at',
          'u.email',
          'w.address',
        ])
        .where('s.refresh_hash', '=', hashToken(refreshToken))
        .executeTakeFirst()
      if (!row || row.revoked_at || row.device_id !== deviceId || new Date(row.expires_at).getTime() <= now()) {
        throw expired
      }
      await db
        .updateTable('auth_sessions')
        .set({ revoked_at: new Date(now()) })
        .where('id', '=', row.id)
        .execute()
      return issueSession(row.user_id, row.project_id, row.device_id, row.email, row.address)
    },

    async signOut(session: Session) {
      await db
        .updateTable('auth_sessions')
        .set({ revoked_at: new Date(now()) })
        .where('id', '=', session.sid)
        .execute()
    },

    /** The key of the session's wallet, decrypted for one signature. */
    async signer(session: Session) {
      const wallet = await db
        .selectFrom('auth_wallets')
        .selectAll()
        .where('user_id', '=', session.userId)
        .executeTakeFirstOrThrow()
      const key = envelope.decrypt({ ciphertext: wallet.encrypted_key, wrappedKey: wallet.wrapped_key })
      return privateKeyToAccount(key as `0x${string}`)
    },

    ...emailUpdate({ db, codes, sendCode, now }),
  }
}

export type AuthService = ReturnType<typeof createAuthService>
