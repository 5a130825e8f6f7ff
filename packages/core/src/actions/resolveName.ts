import { ProfileApiPath, type ProfileName, ProfileNameSchema } from '@gangway/protocol'
import { KitError } from '../errors/KitError.ts'
import type { Kit } from '../Kit.ts'
import { nameApiError } from '../names/nameApiError.ts'

export type ResolveNameReturnType = ProfileName
export type ResolveNameErrorType = KitError

/**
 * Looks a name up (`GET /v1/profile/account/{name}`, AppKit's `EnsController.resolveName`): who holds it, on
 * which coin types, its attributes. Throws a `KitError` (`NAME_API_FAILED`) with the server's first reason
 * ('The name … is not registered') or SPEC §8's 'Error resolving name'.
 *
 * @example
 * const { addresses } = await resolveName(kit, 'alice.gangway.id')
 */
export async function resolveName(kit: Kit, name: string): Promise<ResolveNameReturnType> {
  try {
    const answer = await kit.api.get(`${ProfileApiPath.account.slice(1)}/${encodeURIComponent(name)}`)
    return ProfileNameSchema.parse(answer)
  } catch (error) {
    throw new KitError('NAME_API_FAILED', nameApiError(error, 'Error resolving name'), { cause: error })
  }
}
