/** Timings and limits of the Farcaster relay (SPEC §9 names none; our choices, see the README). */
export const FarcasterRelayLimits = {
  /** A channel is gone 10 minutes after it was opened (the official relay keeps one an hour). */
  CHANNEL_TTL_MS: 10 * 60_000,
  /** Largest request body of a relay route (a SIWF message and a profile are well under 4 KiB). */
  BODY_LIMIT_BYTES: 16_384,
  /** Longest URL, domain and other text fields accepted. */
  MAX_URL_CHARS: 2048,
  MAX_TEXT_CHARS: 1024,
  /** Channel token: 192 random bits, base64url. */
  TOKEN_BYTES: 24,
  /** Default FARCASTER_CHANNELS_PER_IP_PER_MINUTE and FARCASTER_RELAY_REQUESTS_PER_IP_PER_MINUTE. */
  CHANNELS_PER_IP_PER_MINUTE: 30,
  /** Status polls (the client asks once a second) and authentications per caller address. */
  REQUESTS_PER_IP_PER_MINUTE: 300,
  /** Where the channel's `url` points by default (the official relay's default): the Farcaster app's link. */
  CONNECT_URL: 'https://warpcast.com/~/sign-in-with-farcaster',
} as const
