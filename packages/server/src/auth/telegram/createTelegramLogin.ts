import type { Kysely } from 'kysely'
import type { Database } from '../../db/Database.ts'
import type { Project } from '../../projects/Project.ts'
import { AuthError, AuthErrorCode } from '../AuthError.ts'
import { checkDeviceId } from '../checkDeviceId.ts'
import type { AuthService, LoginAnswer } from '../createAuthService.ts'
import { verifyTelegramLogin } from './verifyTelegramLogin.ts'

export type TelegramLoginDeps = {
  db: Kysely<Database>
  auth: AuthService
  /** TELEGRAM_BOT_TOKEN; undefined: Telegram login is off (503). */
  botToken: string | undefined
  /** TELEGRAM_AUTH_MAX_AGE_SECONDS. */
  maxAgeSeconds: number
  now?: () => number
}

/**
 * Telegram login for the secure frame (issue 16 item 5): the login widget's data verified with Telegram's
 * HMAC check (`verifyTelegramLogin`), used once (its hash is kept until it would be too old anyway, so data
 * left in a URL or a history cannot sign in again), then the Telegram user id's user, embedded wallet (one
 * per project) and a session like the e-mail login's. A refusal stores nothing.
 */
export function createTelegramLogin(deps: TelegramLoginDeps) {
  const { db, auth, now = Date.now } = deps
  return {
    async signIn(project: Project, body: Record<string, unknown>): Promise<LoginAnswer> {
      if (!deps.botToken) {
        throw new AuthError(
          503,
          AuthErrorCode.PROVIDER_NOT_CONFIGURED,
          'Telegram login is not configured on this server',
        )
      }
      const deviceId = checkDeviceId(body.deviceId)
      const user = verifyTelegramLogin(body.data, {
        botToken: deps.botToken,
        maxAgeSeconds: deps.maxAgeSeconds,
        now: now(),
      })
      const hash = (body.data as { hash: string }).hash
      const fresh = await db
        .insertInto('auth_telegram_used')
        .values({ hash, expires_at: new Date((user.authDate + deps.maxAgeSeconds) * 1000) })
        .onConflict((oc) => oc.column('hash').doNothing())
        .returning('hash')
        .executeTakeFirst()
      if (!fresh) {
        throw new AuthError(401, AuthErrorCode.TELEGRAM_EXPIRED, 'This Telegram login was used already. Sign in again')
      }
      return auth.signInWithAccount(project.id, deviceId, {
        provider: 'telegram',
        subject: user.id,
        username: user.username ?? user.firstName,
      })
    },
  }
}

export type TelegramLogin = ReturnType<typeof createTelegramLogin>
