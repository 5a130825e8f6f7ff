import { ONRAMP_BANK_LIMITS, ONRAMP_CARD_LIMITS, ONRAMP_CURRENCIES, ONRAMP_PURCHASES_MAX_IDS } from '@gangway/protocol'

/** Timings and limits of the on-ramp (SPEC §9 and our own, README "On-ramp"). */
export const OnrampLimits = {
  /** SPEC §9: the payment methods and their limits, in every payment currency. */
  PAYMENT_METHOD_LIMITS: [ONRAMP_CARD_LIMITS, ONRAMP_BANK_LIMITS],
  /** SPEC §9: the fiat currencies offered. */
  PAYMENT_CURRENCIES: ONRAMP_CURRENCIES,
  /** The sandbox provider's fee: 1.5 %, inside SPEC §9's 1–2 % range (basis points). */
  SANDBOX_FEE_BPS: 150n,
  /** The sandbox provider's network fee (fiat), unless its configuration names another. */
  SANDBOX_NETWORK_FEE: '0.25',
  /** A bought amount has at most this many decimals (and never more than the token has); rounded down. */
  MAX_CRYPTO_DECIMALS: 6,
  /** A provider's webhook signature `t` may be at most this far from now (MoonPay's scheme; replay window). */
  WEBHOOK_TOLERANCE_SECONDS: 300,
  /**
   * How long a received webhook event id is kept: far past the 300 s window, after which the provider's
   * signature would be refused as old anyway (the sweep deletes older ones).
   */
  WEBHOOK_EVENTS_KEPT_MS: 24 * 60 * 60 * 1000,
  /** Largest webhook body (413 past it); a provider's event is a few hundred bytes. */
  WEBHOOK_BODY_LIMIT_BYTES: 16_384,
  /** How long a provider's quote may take before the mocked quote stands in (SPEC §8). */
  QUOTE_TIMEOUT_MS: 5_000,
  /** Quotes, URLs, options and purchase look-ups per caller address per minute (429 past it). */
  REQUESTS_PER_IP_PER_MINUTE: 120,
  /** At most this many ids in one `GET /v1/onramp/purchases`. */
  PURCHASES_MAX_IDS: ONRAMP_PURCHASES_MAX_IDS,
  /** Random bytes of a purchase id (144 bits, base64url: 24 characters). */
  PURCHASE_ID_BYTES: 18,
} as const
