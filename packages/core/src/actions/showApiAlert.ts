import { ApiRequestError } from '../api/createApiClient.ts'
import type { Kit } from '../Kit.ts'
import { showAlert } from './showAlert.ts'

/**
 * Turns a failed app-configuration call into its alert (SPEC §8): invalid project id → 'project id not
 * configured', origin → 'origin not allowed', 429 → rate limited, 5xx → server error with the message.
 * Answers false when the error is none of these (the caller falls back to defaults quietly).
 *
 * Each alert is shown once per kit (issue 37): the remote features and the origin check run side by side at
 * start and both meet the same refusal — the second answer, arriving after the visitor closed the first alert,
 * no longer shows it again (as provider errors, once per kind).
 */
export function showApiAlert(kit: Kit, error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false
  const alert = apiAlertOf(kit, error)
  if (!alert) return false
  const key = `apiAlert:${alert.code}`
  if (kit.cache.has(key)) return true
  kit.cache.set(key, { at: Date.now(), value: true })
  showAlert(kit, alert)
  return true
}

function apiAlertOf(kit: Kit, error: ApiRequestError): Parameters<typeof showAlert>[1] | undefined {
  const origin = typeof location === 'undefined' ? '' : location.origin
  if (error.code === 'INVALID_PROJECT_ID') {
    return {
      code: 'PROJECT_ID_NOT_CONFIGURED',
      message: `Project ID "${kit.options.projectId}" is not configured on the Gangway server`,
      params: { projectId: kit.options.projectId },
    }
  }
  if (error.code === 'ORIGIN_NOT_ALLOWED') {
    return {
      code: 'ORIGIN_NOT_ALLOWED',
      message: `Origin ${origin} is not on the project's allowed origins`,
      params: { origin },
    }
  }
  if (error.status === 429) {
    return {
      code: 'RATE_LIMITED',
      message: 'Rate Limited: the app configuration could not be checked',
      variant: 'warning',
    }
  }
  if (error.status >= 500) {
    return {
      code: 'SERVER_ERROR',
      message: `Server Error: the app configuration could not be checked (${error.message})`,
      params: { message: error.message },
    }
  }
  return undefined
}
