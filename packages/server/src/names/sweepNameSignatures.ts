import type { Kysely } from 'kysely'
import type { Database } from '../db/Database.ts'
import { NameLimits } from './NameLimits.ts'

/**
 * Deletes used registrations older than twice the message window: a replay of them is refused by its old
 * timestamp anyway, so the table stays small. Answers how many were deleted.
 */
export async function sweepNameSignatures(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db
    .deleteFrom('name_signatures')
    .where('used_at', '<', new Date(now - NameLimits.SIGNATURES_KEPT_MS))
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
