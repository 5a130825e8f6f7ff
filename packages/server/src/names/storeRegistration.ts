import { ProfileErrorCode } from '@gangway/protocol'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/Database.ts'
import type { CheckedRegistration } from './checkRegistration.ts'
import { NameError, nameTaken } from './NameError.ts'
import { NameLimits } from './NameLimits.ts'
import type { NameRecord } from './nameRecords.ts'

/**
 * Writes a verified registration in one transaction, each step an atomic statement: the replay key is
 * inserted (`ON CONFLICT DO NOTHING RETURNING`: nothing back = used before); the address's transaction-scoped
 * advisory lock serialises its registrations, so its count and primary switch see no concurrent change;
 * the count against `NAMES_PER_ADDRESS_MAX`; the old primary cleared; the name inserted as primary (`ON
 * CONFLICT DO NOTHING`: nothing back = taken). Any refusal throws, which rolls everything back — the replay
 * key included, so a refused registration can be fixed and sent again.
 */
export async function storeRegistration(
  db: Kysely<Database>,
  registration: CheckedRegistration,
  now: Date,
): Promise<NameRecord> {
  return db.transaction().execute(async (tx) => {
    const fresh = await tx
      .insertInto('name_signatures')
      .values({ signature_hash: registration.replayKey, used_at: now })
      .onConflict((oc) => oc.doNothing())
      .returning('signature_hash')
      .executeTakeFirst()
    if (!fresh) throw replayed()
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`gangway:names:${registration.address}`}))`.execute(tx)
    const { n } = await tx
      .selectFrom('names')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('address', '=', registration.address)
      .executeTakeFirstOrThrow()
    if (Number(n) >= NameLimits.NAMES_PER_ADDRESS_MAX) {
      throw new NameError(
        ProfileErrorCode.TOO_MANY_NAMES,
        `${registration.address} holds ${NameLimits.NAMES_PER_ADDRESS_MAX} names already, the most an address may hold`,
        409,
      )
    }
    await tx
      .updateTable('names')
      .set({ is_primary: false, updated_at: now })
      .where('address', '=', registration.address)
      .where('is_primary', '=', true)
      .execute()
    const row = await tx
      .insertInto('names')
      .values({
        name: registration.parsed.name,
        address: registration.address,
        coin_type: registration.coinType,
        is_primary: true,
        attributes: JSON.stringify(registration.attributes),
        registered_at: now,
      })
      .onConflict((oc) => oc.column('name').doNothing())
      .returningAll()
      .executeTakeFirst()
    if (!row) throw nameTaken(registration.parsed.name)
    return row
  })
}

export const replayed = () =>
  new NameError(ProfileErrorCode.REPLAYED, 'This registration was sent before: sign a new message to register again')
