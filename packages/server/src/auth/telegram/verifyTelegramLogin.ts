import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { AuthError, AuthErrorCode } from '../AuthError.ts'
import { TelegramLimits } from './telegramLimits.ts'

/** The Telegram user the widget's data names, once its hash checked out. */
export type TelegramUser = { id: string; username: string | null; firstName: string | null; authDate: number }

export type VerifyTelegramLoginOptions = {
  /** The bot's token (TELEGRAM_BOT_TOKEN): the widget's data is signed with a key derived from it. */
  botToken: string
  /** Data whose auth_date is older than this is refused (TELEGRAM_AUTH_MAX_AGE_SECONDS). */
  maxAgeSeconds: number
  now: number
}

const invalid = (why: string) =>
  new AuthError(401, AuthErrorCode.TELEGRAM_INVALID, `The Telegram login could not be verified: ${why}`)

/**
 * Telegram's documented check of the login widget's data (core.telegram.org/widgets/login, "Checking
 * authorization"): the data-check-string is every received field but `hash` as `key=value`, sorted by key,
 * joined with line feeds; the secret key is SHA-256 of the bot token; `hash` must be the hex HMAC-SHA-256 of
 * the data-check-string under that key (compared in constant time), and `auth_date` recent enough.
 */
export function verifyTelegramLogin(data: unknown, options: VerifyTelegramLoginOptions): TelegramUser {
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw invalid('the data must be an object')
  const entries = Object.entries(data as Record<string, unknown>)
  if (entries.length > TelegramLimits.MAX_FIELDS) throw invalid('too many fields')
  const fields = new Map<string, string>()
  for (const [key, value] of entries) {
    if (!/^[a-z_]{1,64}$/.test(key)) throw invalid(`field ${JSON.stringify(key.slice(0, 64))} is not Telegram's`)
    if (typeof value === 'number' && Number.isSafeInteger(value)) fields.set(key, String(value))
    else if (typeof value === 'string' && value.length <= TelegramLimits.MAX_VALUE_CHARS) fields.set(key, value)
    else throw invalid(`field ${key} must be text or a whole number`)
  }
  const hash = fields.get('hash')
  if (!hash || !/^[0-9a-f]{64}$/.test(hash)) throw invalid('hash must be 64 hex digits')
  const id = fields.get('id')
  if (!id || !/^[1-9]\d{0,19}$/.test(id)) throw invalid('id must be the Telegram user id')
  const authDate = fields.get('auth_date')
  if (!authDate || !/^\d{1,12}$/.test(authDate)) throw invalid('auth_date must be a Unix time in seconds')

  const checkString = [...fields]
    .filter(([key]) => key !== 'hash')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n')
  const secret = createHash('sha256').update(options.botToken).digest()
  const expected = createHmac('sha256', secret).update(checkString).digest()
  if (!timingSafeEqual(expected, Buffer.from(hash, 'hex'))) throw invalid("it is not signed by this site's bot")

  const ageSeconds = options.now / 1000 - Number(authDate)
  if (ageSeconds > options.maxAgeSeconds) {
    throw new AuthError(401, AuthErrorCode.TELEGRAM_EXPIRED, 'The Telegram login is too old. Sign in again')
  }
  if (ageSeconds < -TelegramLimits.CLOCK_SKEW_SECONDS) throw invalid('auth_date is in the future')
  return {
    id,
    username: fields.get('username') ?? null,
    firstName: fields.get('first_name') ?? null,
    authDate: Number(authDate),
  }
}
