import { SiwxErrorCode } from '@gangway/protocol'
/**
 * Stable codes of the errors and verification failures of `@gangway/siwx`: the server's (`SiwxErrorCode` of
 * `@gangway/protocol`, so the two cannot drift), plus the client's own `SIWX_UNAVAILABLE`.
 */
export const SIWXErrorCode = {
  /** The text does not parse, or a field of the text differs from the session's data. */
  INVALID_MESSAGE: SiwxErrorCode.INVALID_MESSAGE,
  /** The signature is not the account's (checked through the chain: EOA, ERC-1271, ERC-6492). */
  INVALID_SIGNATURE: SiwxErrorCode.INVALID_SIGNATURE,
  /** The nonce was not issued by this config, or was used already. */
  NONCE_INVALID: SiwxErrorCode.NONCE_INVALID,
  /** The message's domain or URI is not this site's. */
  DOMAIN_NOT_ALLOWED: SiwxErrorCode.DOMAIN_NOT_ALLOWED,
  EXPIRED: SiwxErrorCode.EXPIRED,
  NOT_YET_VALID: SiwxErrorCode.NOT_YET_VALID,
  /** No verifier for the namespace, or no network (RPC) for the chain. */
  CHAIN_UNSUPPORTED: SiwxErrorCode.CHAIN_UNSUPPORTED,
  /** The chain could not be asked (RPC down): the session may be valid, it could not be checked now. */
  UNAVAILABLE: 'SIWX_UNAVAILABLE',
} as const
export type SIWXErrorCode = (typeof SIWXErrorCode)[keyof typeof SIWXErrorCode]

/** AppKit's message when `addSession`/`setSessions` refuse a session. */
export const INVALID_SIGNATURE_MESSAGE = 'The signature is not valid'

/** A failed verification: why, in words and as a code. */
export type SIWXVerificationFailure = {
  valid: false
  code: SIWXErrorCode
  reason: string
  /** The check could not be made (e.g. RPC unreachable); the session is not known to be invalid. */
  transient?: boolean
}

/** The outcome of checking one session. */
export type SIWXVerification = { valid: true } | SIWXVerificationFailure

export const VALID: SIWXVerification = { valid: true }

export function invalid(code: SIWXErrorCode, reason: string, transient?: boolean): SIWXVerificationFailure {
  return transient ? { valid: false, code, reason, transient } : { valid: false, code, reason }
}

/** What `@gangway/siwx` throws: a stable `code` and, for refused sessions, every reason. */
export class SIWXError extends Error {
  override readonly name = 'SIWXError'
  readonly code: SIWXErrorCode
  /** The failed checks, for a refused session. */
  readonly failures: readonly SIWXVerificationFailure[]

  constructor(
    code: SIWXErrorCode,
    message: string,
    options: { cause?: unknown; failures?: readonly SIWXVerificationFailure[] } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
    this.failures = options.failures ?? []
  }
}
