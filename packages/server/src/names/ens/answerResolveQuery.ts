import { chainIdFromCoinType } from '@gangway/protocol'
import type { Kysely } from 'kysely'
import { encodeAbiParameters, getAddress, type Hex, zeroAddress } from 'viem'
import type { Database } from '../../db/Database.ts'
import { type NameRecord, nameRecords } from '../nameRecords.ts'
import type { ResolveQuery } from './decodeResolveCall.ts'

const REVERSE_NAME = /^([0-9a-f]{40})\.addr\.reverse$/
const ETH_COIN_TYPE = 60n
/** ENSIP-19's default EVM coin type (any EVM chain without its own record). */
const DEFAULT_EVM_COIN_TYPE = 0x80000000n

/** ENS text keys → the name's attributes: `avatar`, and `description` (ENSIP-5's key) for the bio. */
const TEXT_ATTRIBUTES: Readonly<Record<string, 'avatar' | 'bio'>> = { avatar: 'avatar', description: 'bio' }

/**
 * The ABI-encoded answer to one question, from the names table: a registered `<label>.<zone>` → its holder
 * for `addr` (coin 60, every ENSIP-11 EVM coin type and ENSIP-19's default 0x80000000; others → empty bytes) and its attributes for
 * `text`; `<address>.addr.reverse` → the address's primary name for `name`. Anything unknown gets the
 * type's empty answer (zero address, empty string or bytes), which ENS clients read as "no record".
 */
export async function answerResolveQuery(db: Kysely<Database>, zone: string, query: ResolveQuery): Promise<Hex> {
  switch (query.record) {
    case 'addr': {
      const holder = (await holderOf(db, zone, query.name))?.address
      if (query.coinType === undefined) {
        return encodeAbiParameters([{ type: 'address' }], [holder ? getAddress(holder) : zeroAddress])
      }
      const evm =
        query.coinType === ETH_COIN_TYPE ||
        query.coinType === DEFAULT_EVM_COIN_TYPE ||
        chainIdFromCoinType(Number(query.coinType)) !== undefined
      return encodeAbiParameters([{ type: 'bytes' }], [holder && evm ? (holder as Hex) : '0x'])
    }
    case 'text': {
      const attribute = TEXT_ATTRIBUTES[query.key]
      const record = attribute ? await holderOf(db, zone, query.name) : undefined
      const value = attribute ? (record?.attributes[attribute] ?? '') : ''
      return encodeAbiParameters([{ type: 'string' }], [value])
    }
    case 'name': {
      const address = REVERSE_NAME.exec(query.name)?.[1]
      const primary = address ? await nameRecords.primary(db, `0x${address}`) : undefined
      const name = primary && inZone(zone, primary.name) ? primary.name : ''
      return encodeAbiParameters([{ type: 'string' }], [name])
    }
    case 'contenthash':
      return encodeAbiParameters([{ type: 'bytes' }], ['0x'])
  }
}

/** The row of a name of the zone (`<label>.<zone>`, one label), or undefined. */
function holderOf(db: Kysely<Database>, zone: string, name: string): Promise<NameRecord | undefined> {
  return inZone(zone, name) ? nameRecords.byName(db, name) : Promise.resolve(undefined)
}

function inZone(zone: string, name: string): boolean {
  const suffix = `.${zone}`
  return name.endsWith(suffix) && name.length > suffix.length && !name.slice(0, -suffix.length).includes('.')
}
