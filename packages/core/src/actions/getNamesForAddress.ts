import { ProfileApiPath, type ProfileName, ProfileNamesSchema } from '@gangway/protocol'
import { ConstantsUtil } from '../constants.ts'
import { KitError } from '../errors/KitError.ts'
import type { Kit } from '../Kit.ts'
import { nameApiError } from '../names/nameApiError.ts'

export type GetNamesForAddressReturnType = ProfileName[]
export type GetNamesForAddressErrorType = KitError

/** The key of an address's names in `kit.cache`. */
export function namesCacheKey(address: string): string {
  return `names:${address.toLowerCase()}`
}

/**
 * The names an address holds, its primary first (`GET /v1/profile/reverse/{address}`, AppKit's
 * `EnsController.getNamesForAddress`), cached 5 minutes per address (SPEC §9). Throws a `KitError`
 * (`NAME_API_FAILED`) with the server's first reason or 'Error fetching names for address' (SPEC §8).
 *
 * @example
 * const [primary] = await getNamesForAddress(kit, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
 */
export async function getNamesForAddress(kit: Kit, address: string): Promise<GetNamesForAddressReturnType> {
  const key = namesCacheKey(address)
  const cached = kit.cache.get(key)
  if (cached && Date.now() - cached.at < ConstantsUtil.NAMES_CACHE_MS) return cached.value as ProfileName[]
  let names: ProfileName[]
  try {
    names = ProfileNamesSchema.parse(
      await kit.api.get(`${ProfileApiPath.reverse.slice(1)}/${encodeURIComponent(address)}`),
    )
  } catch (error) {
    throw new KitError('NAME_API_FAILED', nameApiError(error, 'Error fetching names for address'), {
      cause: error,
    })
  }
  kit.cache.set(key, { at: Date.now(), value: names })
  return names
}
