import type { GangwayAccountVersion } from '@gangway/protocol/smart-account'
import type { Kysely } from 'kysely'
import type { Address } from 'viem'
import type { Database } from '../db/Database.ts'
import type { SmartChain } from './smartChains.ts'

/** Which GangwayAccount a user's smart account on a chain is: its version and the factory that makes it. */
export type AccountVersion = { version: GangwayAccountVersion; factory: Address }

/**
 * The GangwayAccount version of a user's smart accounts (`auth_users.smart_account_version`: 1 for users made
 * before version 2, whose accounts stay at the v1 factory's addresses; 2 for every later user), read per request
 * (one primary-key look-up). `on(smart, version)` is that version's factory on a chain:
 * `factory` for 2, `factoryV1` for 1 (undefined when the chain has none: no smart account there).
 */
export function smartAccountVersion(db: Kysely<Database>) {
  return {
    async of(userId: string): Promise<GangwayAccountVersion> {
      const row = await db
        .selectFrom('auth_users')
        .select('smart_account_version')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
      return row.smart_account_version === 1 ? 1 : 2
    },
    on(smart: SmartChain, version: GangwayAccountVersion): AccountVersion | undefined {
      if (version === 2) return { version, factory: smart.config.factory }
      return smart.config.factoryV1 ? { version, factory: smart.config.factoryV1 } : undefined
    },
  }
}
