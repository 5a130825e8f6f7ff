import { randomBytes } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/Database.ts'
import { SiwxLimits } from './siwxLimits.ts'

/** Single-use nonces per project: issued at random, consumed by exactly one sign-in, expired after 10 minutes. */
export function siwxNonces(db: Kysely<Database>, now: () => number) {
  return {
    async issue(projectId: string): Promise<{ nonce: string; expiresAt: Date }> {
      // 128 random bits as hex: letters and digits only, as EIP-4361 requires
      const nonce = randomBytes(SiwxLimits.NONCE_BYTES).toString('hex')
      const expiresAt = new Date(now() + SiwxLimits.NONCE_TTL_MS)
      await db.insertInto('siwx_nonces').values({ nonce, project_id: projectId, expires_at: expiresAt }).execute()
      return { nonce, expiresAt }
    },
    /**
     * Whether the nonce is live for the project — a cheap early refusal (a replay costs no chain call).
     * It decides nothing: `consume` is the one check that counts.
     */
    async isLive(projectId: string, nonce: string): Promise<boolean> {
      const row = await db
        .selectFrom('siwx_nonces')
        .select('nonce')
        .where('nonce', '=', nonce)
        .where('project_id', '=', projectId)
        .where('expires_at', '>', new Date(now()))
        .executeTakeFirst()
      return row !== undefined
    },
    /**
     * Uses the nonce up in ONE statement (`DELETE … RETURNING`): of any number of parallel sign-ins with the
     * same nonce, exactly one gets `true`. In the caller's transaction, so a failed insert gives it back.
     */
    async consume(tx: Transaction<Database>, projectId: string, nonce: string): Promise<boolean> {
      const row = await tx
        .deleteFrom('siwx_nonces')
        .where('nonce', '=', nonce)
        .where('project_id', '=', projectId)
        .where('expires_at', '>', new Date(now()))
        .returning('nonce')
        .executeTakeFirst()
      return row !== undefined
    },
  }
}
