/** Timings and limits of e-mail login (SPEC §9 where it names them; the rest our choice, see README). */
export const AuthLimits = {
  /** A new code can be asked for 30 s after the last one (SPEC §9). */
  OTP_RESEND_MS: 30_000,
  OTP_TTL_MS: 10 * 60_000,
  /** Wrong codes in a row before the address locks. */
  MAX_FAILURES: 5,
  LOCK_MS: 15 * 60_000,
  DEVICE_LINK_TTL_MS: 15 * 60_000,
  ACCESS_TOKEN_TTL_MS: 15 * 60_000,
  REFRESH_TTL_MS: 30 * 24 * 60 * 60_000,
  /**
   * A rotated refresh token used again within this long is refused but revokes nothing (a client's
   * parallel refreshes or a retry after a lost answer); after it, its whole token family is revoked.
   */
  REFRESH_REUSE_GRACE_MS: 30_000,
  /** Login mails (device links and codes) per address per hour, by default (AUTH_MAILS_PER_EMAIL_PER_HOUR). */
  MAILS_PER_EMAIL_PER_HOUR: 10,
  /** How often expired device links, codes and sessions are deleted. */
  SWEEP_INTERVAL_MS: 60_000,
} as const
