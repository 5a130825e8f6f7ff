import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { Database } from '../db/Database.ts'
import { createLimits, type Limits } from '../limits/createLimits.ts'
import { type Log, silentLog } from '../log.ts'
import { AuthError, AuthErrorCode } from './AuthError.ts'
import { AuthLimits } from './authLimits.ts'
import { authSessions, type LoginAnswer, type Session } from './authSessions.ts'
import { checkDeviceId } from './checkDeviceId.ts'
import type { Mailer } from './createMailer.ts'
import { deviceApprovals } from './deviceApprovals.ts'
import { emailUpdate } from './emailUpdate.ts'
import type { Envelope } from './envelope.ts'
import { loginMail } from './loginMail.ts'
import { codeMessage } from './loginMessages.ts'
import { normalizeEmail } from './normalizeEmail.ts'
import { type OtpPurpose, otpCodes } from './otpCodes.ts'
import type { ProviderAccount } from './ProviderAccount.ts'
import { socialIdentities } from './social/socialIdentities.ts'
import { sweepExpired } from './sweepExpired.ts'

export type { LoginAnswer, Session, Who } from './authSessions.ts'

export type AuthServiceDeps = {
  db: Kysely<Database>
  mailer: Mailer
  envelope: Envelope
  /** Public base URL of this server (for the device-approval link). */
  publicUrl: string
  /** Where the per-address mail limit counts (in memory by default; Redis to share it between nodes). */
  limits?: Limits
  /** Login mails per address per hour (default 10). */
  mailsPerEmailPerHour?: number
  log?: Log
  now?: () => number
}

/** E-mail OTP login, device approval, sessions, embedded wallets and e-mail updates (SPEC §4/§5). */
export function createAuthService(deps: AuthServiceDeps) {
  const { db, mailer, envelope, now = Date.now, log = silentLog } = deps
  const codes = otpCodes(db, envelope.derive('otp'), now)
  const sessions = authSessions(db, envelope.derive('session'), now)
  const identities = socialIdentities(db, now)
  const mailsPerEmail = (deps.limits ?? createLimits()).create({
    name: 'auth-mails-email',
    points: deps.mailsPerEmailPerHour ?? AuthLimits.MAILS_PER_EMAIL_PER_HOUR,
    durationSeconds: 3600,
  })
  const sendLoginMail = loginMail(mailer, mailsPerEmail, log)
  const devices = deviceApprovals(db, sendLoginMail, () => deps.publicUrl, now)

  const siteName = async (projectId: string) =>
    (await db.selectFrom('projects').select('name').where('id', '=', projectId).executeTakeFirst())?.name ?? projectId

  const sendCode = async (
    projectId: string,
    to: string,
    email: string,
    purpose: OtpPurpose,
    subject: string | null = null,
  ) => {
    const { code, codeHash } = await codes.issue(projectId, email, purpose, subject)
    const site = await siteName(projectId)
    await sendLoginMail(to, await codeMessage(site, code), () => codes.withdraw(projectId, email, purpose, codeHash))
  }

  const checkDevice = checkDeviceId

  /** The user's embedded wallet, created on first need (one per user; parallel first logins get the same). */
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

  const signerOf = async (userId: string) => {
    const wallet = await db
      .selectFrom('auth_wallets')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
    const key = envelope.decrypt({ ciphertext: wallet.encrypted_key, wrappedKey: wallet.wrapped_key })
    return privateKeyToAccount(key as `0x${string}`)
  }

  return {
    /**
     * Step 1: VERIFY_DEVICE (approval link mailed) for a new device, else VERIFY_OTP (code mailed). The
     * answer does not depend on whether the address has an account.
     */
    async startEmail(projectId: string, emailInput: unknown, deviceInput: unknown) {
      const email = normalizeEmail(emailInput)
      const deviceId = checkDevice(deviceInput)
      await codes.assertNotLocked(projectId, email)
      if (!(await devices.approved(projectId, email, deviceId))) {
        await devices.requestApproval({ id: projectId, name: await siteName(projectId) }, email, deviceId)
        return { action: 'VERIFY_DEVICE' as const }
      }
      await sendCode(projectId, email, email, 'login')
      return { action: 'VERIFY_OTP' as const }
    },

    /** What a device link is for: the site and the address (the confirm page shows them). */
    describeDeviceLink: (token: string) => devices.describeLink(token),

    /** The confirmation on the link's page: approves the device, once. */
    approveDevice: (token: string) => devices.approve(token),

    /** Step 2 after VERIFY_DEVICE: once approved, mails the code; answers whether it is approved yet. */
    async pollDevice(projectId: string, emailInput: unknown, deviceInput: unknown) {
      const email = normalizeEmail(emailInput)
      const deviceId = checkDevice(deviceInput)
      if (!(await devices.approved(projectId, email, deviceId))) return { approved: false }
      const pending = await db
        .selectFrom('auth_codes')
        .select('sent_at')
        .where('project_id', '=', projectId)
        .where('email', '=', email)
        .where('purpose', '=', 'login')
        .executeTakeFirst()
      // the first poll after approval mails the code; later (or parallel) polls do not ask for another
      if (!pending || new Date(pending.sent_at).getTime() + AuthLimits.OTP_TTL_MS <= now()) {
        try {
          await sendCode(projectId, email, email, 'login')
        } catch (error) {
          if (!(error instanceof AuthError && error.code === AuthErrorCode.RESEND_TOO_SOON)) throw error
        }
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
      if (!(await devices.approved(projectId, email, deviceId))) {
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
      return sessions.issueSession(
        { userId: user.id, projectId, deviceId },
        { email, address: wallet.address, authProvider: 'email', userName: null },
      )
    },

    /** The user's wallet (created on first login, e-mail or social alike). */
    walletOf,
    /** A session for a user who proved who they are (the social sign-in uses it like the code check does). */
    issueSession: sessions.issueSession,
    /**
     * Sign-in with an account of another service (Farcaster, Telegram) whose proof the caller checked: the
     * account's identity names one user and embedded wallet per project (made on its first sign-in) and the
     * session is the e-mail login's.
     */
    async signInWithAccount(projectId: string, deviceInput: unknown, account: ProviderAccount): Promise<LoginAnswer> {
      const deviceId = checkDeviceId(deviceInput)
      const profile = { subject: account.subject, username: account.username, email: null, emailVerified: false }
      const { userId } = await identities.userFor(projectId, account.provider, profile, false)
      const wallet = await walletOf(userId)
      return sessions.issueSession(
        { userId, projectId, deviceId },
        {
          email: null,
          address: wallet.address,
          authProvider: account.provider,
          userName: account.username,
          ...(account.provider === 'farcaster' ? { fid: Number(account.subject) } : {}),
        },
      )
    },

    whoIs: sessions.whoIs,
    authenticate: sessions.authenticate,
    refresh: sessions.refresh,
    signOut: sessions.signOut,

    /** The key of the session's wallet, decrypted for one signature. */
    signer: (session: Session) => signerOf(session.userId),
    /** The key of a user's wallet (server-side work for a user without a session: ERC-7715 revokes). */
    signerOf,

    /** Deletes expired device links, codes and sessions (run every minute by the server). */
    sweepExpired: () => sweepExpired(db, now()),

    ...emailUpdate({ db, codes, sendCode, now }),
  }
}

export type AuthService = ReturnType<typeof createAuthService>
