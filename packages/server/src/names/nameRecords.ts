import type { Kysely, Selectable } from 'kysely'
import type { Database, NamesTable } from '../db/Database.ts'

export type NameRecord = Selectable<NamesTable>

/**
 * Reads of the names table shared by the names API and the ENS gateway. Names are stored lowercase and
 * addresses lowercase 0x…; callers pass them as the user typed them.
 */
export const nameRecords = {
  /** The holder of `name` (`<label>.<zone>`), or undefined. */
  byName(db: Kysely<Database>, name: string): Promise<NameRecord | undefined> {
    return db.selectFrom('names').selectAll().where('name', '=', name.toLowerCase()).executeTakeFirst()
  },
  /** Every name of `address`, the primary first, then newest first. */
  byAddress(db: Kysely<Database>, address: string): Promise<NameRecord[]> {
    return db
      .selectFrom('names')
      .selectAll()
      .where('address', '=', address.toLowerCase())
      .orderBy('is_primary', 'desc')
      .orderBy('registered_at', 'desc')
      .execute()
  },
  /** The primary name of `address`, or undefined. */
  primary(db: Kysely<Database>, address: string): Promise<NameRecord | undefined> {
    return db
      .selectFrom('names')
      .selectAll()
      .where('address', '=', address.toLowerCase())
      .where('is_primary', '=', true)
      .executeTakeFirst()
  },
}
