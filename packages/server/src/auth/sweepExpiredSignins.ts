import type { Kysely } from 'kysely'
import type { Database } from '../db/Database.ts'

/**
 * Deletes what the Farcaster and Telegram sign-ins no longer need: expired nonces, relay channels past their
 * ten minutes and Telegram hashes of logins that would be refused as too old anyway. Answers the counts.
 */
export async function sweepExpiredSignins(db: Kysely<Database>, now: number) {
  const t = new Date(now)
  const nonces = await db.deleteFrom('auth_farcaster_nonces').where('expires_at', '<=', t).executeTakeFirst()
  const channels = await db.deleteFrom('farcaster_channels').where('expires_at', '<=', t).executeTakeFirst()
  const telegram = await db.deleteFrom('auth_telegram_used').where('expires_at', '<=', t).executeTakeFirst()
  return {
    farcasterNonces: Number(nonces.numDeletedRows),
    farcasterChannels: Number(channels.numDeletedRows),
    telegramLogins: Number(telegram.numDeletedRows),
  }
}
