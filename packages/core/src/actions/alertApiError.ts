import { ApiRequestError } from '../api/createApiClient.ts'
import type { Kit } from '../Kit.ts'

/**
 * `showApiAlert` for a failed app-configuration call, its code loaded only when the server answered with an
 * error (issue 38): an unreachable server makes no alert, so then nothing loads. Resolves once the alert (if
 * any) is shown; never rejects.
 */
export async function alertApiError(kit: Kit, error: unknown): Promise<void> {
  if (!(error instanceof ApiRequestError) || error.status === 0) return
  await import('./showApiAlert.ts').then((m) => m.showApiAlert(kit, error)).catch(() => undefined)
}
