import type { ContentfulStatusCode } from 'hono/utils/http-status'

export const AuthErrorCode = {
  INVALID_EMAIL: 'INVALID_EMAIL',
  INVALID_REQUEST: 'INVALID_REQUEST',
  RESEND_TOO_SOON: 'RESEND_TOO_SOON',
  INVALID_CODE: 'INVALID_CODE',
  CODE_EXPIRED: 'CODE_EXPIRED',
  LOCKED: 'LOCKED',
  DEVICE_NOT_APPROVED: 'DEVICE_NOT_APPROVED',
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  REFRESH_RACED: 'REFRESH_RACED',
  RPC_NOT_ALLOWED: 'RPC_NOT_ALLOWED',
  RPC_FAILED: 'RPC_FAILED',
  ORIGIN_NOT_ALLOWED: 'ORIGIN_NOT_ALLOWED',
  INVALID_PROJECT_ID: 'INVALID_PROJECT_ID',
  RATE_LIMITED: 'RATE_LIMITED',
  MAIL_FAILED: 'MAIL_FAILED',
  /** Social login: the provider is not one of the six or is not configured on this server. */
  SOCIAL_PROVIDER_UNAVAILABLE: 'SOCIAL_PROVIDER_UNAVAILABLE',
  /** Social login: the state is unknown, expired, used already, or of another device or project. */
  SOCIAL_STATE_INVALID: 'SOCIAL_STATE_INVALID',
  /** Social login: the provider's answer was refused (error, bad code, an id_token that does not verify …). */
  SOCIAL_LOGIN_FAILED: 'SOCIAL_LOGIN_FAILED',
  /** Social login: the provider did not answer. */
  SOCIAL_PROVIDER_FAILED: 'SOCIAL_PROVIDER_FAILED',
} as const
export type AuthErrorCode = (typeof AuthErrorCode)[keyof typeof AuthErrorCode]

/** A refused auth call: HTTP status, stable code and the message the visitor sees. */
export class AuthError extends Error {
  readonly status: ContentfulStatusCode
  readonly code: AuthErrorCode
  constructor(status: ContentfulStatusCode, code: AuthErrorCode, message: string) {
    super(message)
    this.name = 'AuthError'
    this.status = status
    this.code = code
  }
}
