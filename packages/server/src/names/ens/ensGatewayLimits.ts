/** Timings and limits of the ENS gateway (SPEC is silent; README "ENS gateway"). */
export const EnsGatewayLimits = {
  /** Gateway requests per IP per minute (429 past it), like the other name reads. */
  REQUESTS_PER_IP_PER_MINUTE: 120,
  /** Largest POST body (413 past it); a `resolve` call for a 255-byte name is well under 2 kB. */
  BODY_LIMIT_BYTES: 8_192,
  /** How long a signed answer is good for (`expires` = now + this): the resolver refuses it afterwards. */
  ANSWER_TTL_SECONDS: 300,
} as const
