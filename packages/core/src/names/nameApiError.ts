import { ProfileErrorSchema } from '@gangway/protocol'
import { ApiRequestError } from '../api/createApiClient.ts'

/**
 * SPEC §8 for the names API: the first reason's description of the server's refusal (its `{ status, reasons }`
 * body, AppKit's `BlockchainApiEnsError`), else `fallback` ('Error resolving name', 'Error fetching name
 * suggestions', …) — an unreachable server, a refusal in another shape, a wallet that would not sign.
 */
export function nameApiError(error: unknown, fallback: string): string {
  if (!(error instanceof ApiRequestError)) return fallback
  const refusal = ProfileErrorSchema.safeParse(error.body)
  return (refusal.success && refusal.data.reasons[0]?.description) || fallback
}
