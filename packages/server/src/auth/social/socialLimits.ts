/** Timings and limits of social login (our choices; SPEC §9 names none). */
export const SocialLimits = {
  /** Each call to a provider (token, JWKS, userinfo, profile). */
  PROVIDER_TIMEOUT_MS: 10_000,
  /** The longest redirect URI a CONNECT_SOCIAL may carry. */
  MAX_RESULT_URI_LENGTH: 8192,
  /** The longest username kept. */
  MAX_USERNAME_LENGTH: 100,
  /** Sign-in starts and connects per caller address per hour, by default (AUTH_SOCIAL_PER_IP_PER_HOUR). */
  SOCIAL_PER_IP_PER_HOUR: 60,
} as const
