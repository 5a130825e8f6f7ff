import { ApiRequestError } from '../api/createApiClient.ts'

/**
 * SPEC §8 for the names API: the first reason's description of the server's refusal, else `fallback`
 * ('Error resolving name', 'Error fetching name suggestions', …) — an unreachable server, a refusal in another
 * shape, a wallet that would not sign.
 */
export function nameApiError(error: unknown, fallback: string): string {
  return (error instanceof ApiRequestError && error.reasons?.[0]?.description) || fallback
}
