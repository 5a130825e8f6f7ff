import { ApiErrorCode } from '@gangway/protocol'
import { ApiRequestError } from '../api/createApiClient.ts'
import type { Kit } from '../Kit.ts'
import { AlertCode, showAlert } from './showAlert.ts'

/**
 * Turns a failed app-configuration call into its alert (SPEC §8): invalid project id → 'project id not
 * configured', origin → 'origin not allowed', 429 → rate limited, 5xx → server error with the message.
 * Answers false when the error is none of these (the caller falls back to defaults quietly).
 */
export function showApiAlert(kit: Kit, error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false
  const origin = typeof location === 'undefined' ? '' : location.origin
  if (error.code === ApiErrorCode.INVALID_PROJECT_ID) {
    showAlert(kit, {
      code: AlertCode.PROJECT_ID_NOT_CONFIGURED,
      message: `Project ID "${kit.options.projectId}" is not configured on the Gangway server`,
      params: { projectId: kit.options.projectId },
    })
  } else if (error.code === ApiErrorCode.ORIGIN_NOT_ALLOWED) {
    showAlert(kit, {
      code: AlertCode.ORIGIN_NOT_ALLOWED,
      message: `Origin ${origin} is not on the project's allowed origins`,
      params: { origin },
    })
  } else if (error.status === 429) {
    showAlert(kit, {
      code: AlertCode.RATE_LIMITED,
      message: 'Rate Limited: the app configuration could not be checked',
      variant: 'warning',
    })
  } else if (error.status >= 500) {
    showAlert(kit, {
      code: AlertCode.SERVER_ERROR,
      message: `Server Error: the app configuration could not be checked (${error.message})`,
      params: { message: error.message },
    })
  } else return false
  return true
}
