/** Timings and limits of Sign in with X (the contract of issue 14; see the README's "Sign in with X"). */
export const SiwxLimits = {
  /** A nonce must be signed and sent back within 10 minutes. */
  NONCE_TTL_MS: 10 * 60_000,
  /** Random bytes of a nonce (hex: 32 letters and digits, 128 bits). */
  NONCE_BYTES: 16,
  /** A session without an expiration time lasts 7 days. */
  DEFAULT_SESSION_MS: 7 * 24 * 60 * 60_000,
  /** No session lasts longer than 30 days, whatever its message says. */
  MAX_SESSION_MS: 30 * 24 * 60 * 60_000,
  /** How far ahead of the server's clock an issued-at or not-before time may be. */
  CLOCK_SKEW_MS: 60_000,
  /** Random bytes of a session token (base64url). */
  TOKEN_BYTES: 32,
  /** Nonces and sign-ins per caller address per minute, by default (SIWX_SIGNINS_PER_IP_PER_MINUTE). */
  SIGNINS_PER_IP_PER_MINUTE: 60,
} as const
