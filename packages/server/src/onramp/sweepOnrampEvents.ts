import type { Kysely } from 'kysely'
import type { Database } from '../db/Database.ts'
import { OnrampLimits } from './onrampLimits.ts'

/**
 * Deletes webhook event ids received more than a day ago: a replay of them is refused by its old signature
 * timestamp anyway (300 s window), so the table stays small. Answers how many were deleted.
 */
export async function sweepOnrampEvents(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db
    .deleteFrom('onramp_webhook_events')
    .where('received_at', '<', new Date(now - OnrampLimits.WEBHOOK_EVENTS_KEPT_MS))
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
