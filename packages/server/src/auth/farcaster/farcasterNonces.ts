import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/Database.ts'
import { FarcasterLimits } from './farcasterLimits.ts'

/**
 * Farcaster sign-in nonces: issued at random to one device of one project, used up by exactly one sign-in
 * of that device, expired after 10 minutes. The nonce is what ties a signed message to the frame that asked
 * for it: the relay's channel token is in the QR code (anyone who sees it can read the channel), the nonce
 * is only good on the device it was issued to.
 */
export function farcasterNonces(db: Kysely<Database>, now: () => number) {
  return {
    async issue(projectId: string, deviceId: string): Promise<{ nonce: string; expiresAt: Date }> {
      const nonce = randomBytes(FarcasterLimits.NONCE_BYTES).toString('hex')
      const expiresAt = new Date(now() + FarcasterLimits.NONCE_TTL_MS)
      await db
        .insertInto('auth_farcaster_nonces')
        .values({ nonce, project_id: projectId, device_id: deviceId, expires_at: expiresAt })
        .execute()
      return { nonce, expiresAt }
    },
    /** Whether the nonce is live for this project and device: a cheap refusal before any chain call. */
    async isLive(projectId: string, deviceId: string, nonce: string): Promise<boolean> {
      const row = await db
        .selectFrom('auth_farcaster_nonces')
        .select('nonce')
        .where('nonce', '=', nonce)
        .where('project_id', '=', projectId)
        .where('device_id', '=', deviceId)
        .where('expires_at', '>', new Date(now()))
        .executeTakeFirst()
      return row !== undefined
    },
    /** Uses the nonce up in one statement (`DELETE … RETURNING`): of parallel sign-ins exactly one gets true. */
    async consume(projectId: string, deviceId: string, nonce: string): Promise<boolean> {
      const row = await db
        .deleteFrom('auth_farcaster_nonces')
        .where('nonce', '=', nonce)
        .where('project_id', '=', projectId)
        .where('device_id', '=', deviceId)
        .where('expires_at', '>', new Date(now()))
        .returning('nonce')
        .executeTakeFirst()
      return row !== undefined
    },
  }
}
