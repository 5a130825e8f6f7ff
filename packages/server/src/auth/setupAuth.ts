import { randomBytes } from 'node:crypto'
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { Kysely } from 'kysely'
import type { ServerConfig } from '../config/ServerConfig.ts'
import type { Database } from '../db/Database.ts'
import type { Limits } from '../limits/createLimits.ts'
import type { Log } from '../log.ts'
import { type AuthService, createAuthService } from './createAuthService.ts'
import { createMailer } from './createMailer.ts'
import { createEnvelope } from './envelope.ts'
import { createSocialService, type SocialService } from './social/createSocialService.ts'
import { type MailCatcher, startMailCatcher } from './startMailCatcher.ts'

export type AuthSetup = {
  service: AuthService
  /** Social login over the same users, wallets and sessions (providers from SOCIAL_PROVIDERS). */
  social: SocialService
  catcher: MailCatcher | undefined
  close(): Promise<void>
}

/** The master key: from the environment, else (development) a generated one kept in a 0600 file or in memory. */
function masterKey(config: Pick<ServerConfig, 'masterKey' | 'masterKeyFile'>, log: Log): Buffer {
  if (config.masterKey) return config.masterKey
  const file = config.masterKeyFile
  if (file) {
    try {
      const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64')
      if (key.length === 32) return key
    } catch {
      // not there yet
    }
    const key = randomBytes(32)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, key.toString('base64'), { mode: 0o600 })
    chmodSync(file, 0o600)
    // development only (production requires GANGWAY_MASTER_KEY): a note, not a step to take
    log('info', 'development master key generated (production reads GANGWAY_MASTER_KEY)', { file })
    return key
  }
  log('info', 'development master key in memory only (DATABASE_URL=memory)', {})
  return randomBytes(32)
}

/**
 * E-mail and social login: the key envelope, the mailer (SMTP_URL, or the built-in catcher in development),
 * the service, and social login beside it.
 */
export async function setupAuth(
  db: Kysely<Database>,
  config: Pick<
    ServerConfig,
    | 'masterKey'
    | 'masterKeyFile'
    | 'smtpUrl'
    | 'mailFrom'
    | 'production'
    | 'smtpTimeoutMs'
    | 'authMailsPerEmailPerHour'
    | 'social'
    | 'social'
  >,
  publicUrl: () => string,
  log: Log,
  limits: Limits,
  observer: { email?(sent: boolean): void } = {},
): Promise<AuthSetup> {
  const catcher = config.smtpUrl || config.production ? undefined : await startMailCatcher()
  const smtp = createMailer(config.smtpUrl ?? (catcher?.url as string), config.mailFrom, config.smtpTimeoutMs)
  // every login mail counted as sent or failed (gangway_emails_total)
  const mailer: typeof smtp = {
    async send(mail) {
      try {
        await smtp.send(mail)
      } catch (error) {
        observer.email?.(false)
        throw error
      }
      observer.email?.(true)
    },
    close: () => smtp.close(),
  }
  if (catcher) log('info', 'mail catcher', { smtp: catcher.url, inbox: '/dev/mail' })
  const service = createAuthService({
    db,
    mailer,
    envelope: createEnvelope(masterKey(config, log)),
    limits,
    mailsPerEmailPerHour: config.authMailsPerEmailPerHour,
    log,
    get publicUrl() {
      return publicUrl()
    },
  })
  if (Object.keys(config.social.providers).length > 0) {
    log('info', 'social login', {
      providers: Object.keys(config.social.providers),
      redirectUri: config.social.redirectUri,
    })
  }
  return {
    service,
    social: createSocialService({ db, auth: service, config: config.social, log }),
    catcher,
    close: async () => {
      mailer.close()
      await catcher?.close()
    },
  }
}
