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
  /** Farcaster sign-in: the signed message or its signer refused (issue 16 item 4). */
  FARCASTER_INVALID: 'FARCASTER_INVALID',
  /** Farcaster sign-in: the nonce is not one issued to this device, or it expired or was used. */
  FARCASTER_NONCE_INVALID: 'FARCASTER_NONCE_INVALID',
  /** Farcaster sign-in: OP Mainnet (its registries) could not be asked. */
  FARCASTER_CHAIN_UNAVAILABLE: 'FARCASTER_CHAIN_UNAVAILABLE',
  /** Telegram login: the widget's data is not signed by the configured bot (issue 16 item 5). */
  TELEGRAM_INVALID: 'TELEGRAM_INVALID',
  /** Telegram login: older than TELEGRAM_AUTH_MAX_AGE_SECONDS, or already used. */
  TELEGRAM_EXPIRED: 'TELEGRAM_EXPIRED',
  /** Farcaster or Telegram sign-in is not configured on this server. */
  PROVIDER_NOT_CONFIGURED: 'PROVIDER_NOT_CONFIGURED',
  /** Smart accounts: the chain is not one of SMART_ACCOUNTS' (protocol SmartAccountErrorCode). */
  SMART_ACCOUNT_NOT_AVAILABLE: 'SMART_ACCOUNT_NOT_AVAILABLE',
  /** Smart accounts: the bundler refused or failed the user operation. */
  USER_OPERATION_FAILED: 'USER_OPERATION_FAILED',
  /** Smart accounts: sponsorship refused and the account cannot pay for gas itself. */
  SMART_ACCOUNT_CANNOT_PAY_GAS: 'SMART_ACCOUNT_CANNOT_PAY_GAS',
  /** A signature the key never gives a site (a 32-byte personal_sign by the owner of a version-1 smart account). */
  SIGNATURE_REFUSED: 'SIGNATURE_REFUSED',
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
