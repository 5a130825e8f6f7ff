// Plain constants, no zod, in a module of their own: the dialog's API client reads them up front, while the
// answer schemas beside them in ProjectApi.ts load with the first answer (issue 38).

/**
 * Stable error codes of the server's answers; `message` is SPEC §8's text where it has one. The dialog compares
 * codes as typed strings (`error.code === 'RATE_LIMITED'`), so the table is not in a page's code (issue 38).
 */
export const ApiErrorCode = {
  INVALID_PROJECT_ID: 'INVALID_PROJECT_ID',
  ORIGIN_NOT_ALLOWED: 'ORIGIN_NOT_ALLOWED',
  RATE_LIMITED: 'RATE_LIMITED',
  BAD_REQUEST: 'BAD_REQUEST',
  NOT_FOUND: 'NOT_FOUND',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  SERVER_ERROR: 'SERVER_ERROR',
} as const
export type ApiErrorCode = (typeof ApiErrorCode)[keyof typeof ApiErrorCode]

/** The headers and query parameters every call carries (SPEC §7). */
export const SdkHeaders = { projectId: 'x-project-id', sdkType: 'x-sdk-type', sdkVersion: 'x-sdk-version' } as const
export const SdkQuery = { projectId: 'projectId', sdkType: 'st', sdkVersion: 'sv', clientId: 'clientId' } as const
