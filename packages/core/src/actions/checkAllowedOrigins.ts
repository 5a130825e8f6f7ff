import { type AllowedOriginsResponse, isOriginAllowed } from '@gangway/protocol'
import { ApiRequestError } from '../api/createApiClient.ts'
import type { Kit } from '../Kit.ts'
import { alertApiError } from './alertApiError.ts'
import { showAlert } from './showAlert.ts'

/** Where the answer is kept on the kit (`kit.cache`): the frame's 'unverified domain' alert reads it. */
export const ALLOWED_ORIGINS_CACHE_KEY = 'allowedOrigins'

export type OriginsResult = { allowedOrigins: string[] } | { error: 'RATE_LIMITED' | 'SERVER_ERROR' }

/**
 * Reads the project's allowed origins and alerts when this page's origin is not on them (SPEC §8): 429 →
 * RATE_LIMITED, 5xx → SERVER_ERROR, any other failure → an empty list.
 */
export async function checkAllowedOrigins(kit: Kit): Promise<OriginsResult> {
  let allowedOrigins: string[]
  try {
    allowedOrigins = (await kit.api.get<AllowedOriginsResponse>('/projects/v1/origins')).allowedOrigins
  } catch (error) {
    await alertApiError(kit, error)
    if (error instanceof ApiRequestError && error.status === 429) return { error: 'RATE_LIMITED' }
    if (error instanceof ApiRequestError && error.status >= 500) return { error: 'SERVER_ERROR' }
    return { allowedOrigins: [] }
  }
  kit.cache.set(ALLOWED_ORIGINS_CACHE_KEY, { at: Date.now(), value: allowedOrigins })
  const origin = typeof location === 'undefined' ? undefined : location.origin
  if (origin && !isOriginAllowed(origin, allowedOrigins)) {
    showAlert(kit, {
      code: 'ORIGIN_NOT_ALLOWED',
      message: `Origin ${origin} is not on the project's allowed origins`,
      params: { origin },
    })
  }
  return { allowedOrigins }
}
