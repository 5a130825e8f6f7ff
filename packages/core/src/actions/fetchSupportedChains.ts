import type { Kit } from '../Kit.ts'

/** `GET /v1/supported-chains`' answer: the CAIP-2 ids the server reads over HTTP (and WebSocket). */
export type SupportedChains = { http: string[]; ws: string[] }

const KEY = 'supportedChains'

/**
 * The networks the Gangway server reads balances and activity for (SPEC §7 `GET v1/supported-chains`, AppKit's
 * `BlockchainApiController.getSupportedNetworks`): asked once per page, when the Account view first needs it.
 * `undefined` when the server could not say (the callers then ask as before, and the server answers).
 */
export async function fetchSupportedChains(kit: Kit): Promise<SupportedChains | undefined> {
  const cached = kit.cache.get(KEY)?.value as Promise<SupportedChains | undefined> | undefined
  if (cached) return cached
  const asking = kit.api
    .get<SupportedChains>('v1/supported-chains')
    .then((answer) => (Array.isArray(answer?.http) ? { http: answer.http, ws: answer.ws ?? [] } : undefined))
    .catch(() => {
      // a failure is not kept: the next caller asks again
      kit.cache.delete(KEY)
      return undefined
    })
  kit.cache.set(KEY, { at: Date.now(), value: asking })
  return asking
}

/** Whether the server reads `caipNetworkId` (AppKit's `isNetworkSupported`); true when it could not say. */
export async function isSupportedByServer(kit: Kit, caipNetworkId: string): Promise<boolean> {
  const chains = await fetchSupportedChains(kit)
  return chains === undefined || chains.http.includes(caipNetworkId)
}
