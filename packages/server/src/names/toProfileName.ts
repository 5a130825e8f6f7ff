import type { ProfileName } from '@gangway/protocol'
import type { NameRecord } from './nameRecords.ts'

/**
 * A stored name as the API answers it (AppKit's `BlockchainApiLookupEnsName`): the holder's address under
 * the ENSIP-11 coin type of the chain the registration was signed on, and the attributes as one entry.
 */
export function toProfileName(row: NameRecord): ProfileName {
  const registeredAt = new Date(row.registered_at).toISOString()
  const { avatar, bio } = row.attributes as { avatar?: string; bio?: string }
  return {
    name: row.name,
    registered_at: registeredAt,
    ...(row.updated_at ? { updated_at: new Date(row.updated_at).toISOString() } : {}),
    addresses: { [String(row.coin_type)]: { address: row.address, created: registeredAt } },
    attributes: [{ ...(avatar ? { avatar } : {}), ...(bio ? { bio } : {}) }],
  }
}
