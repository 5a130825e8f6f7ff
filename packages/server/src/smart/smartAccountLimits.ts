/** Limits of the smart-account routes. */
export const SmartAccountLimits = {
  /** `/auth/v1/smart-account/init` and `/auth/v1/preferred-account` per caller address per minute. */
  REQUESTS_PER_IP_PER_MINUTE: 120,
} as const
