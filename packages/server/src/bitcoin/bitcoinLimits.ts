/** Limits of `/v1/bitcoin/*` (README "Bitcoin"). */
export const BitcoinLimits = {
  /** Per IP per minute, on top of the `/v1` ceiling. */
  REQUESTS_PER_IP_PER_MINUTE: 120,
  /**
   * `POST /tx` body: raw transaction hex — 60 000 characters, a 30 kB transaction (a wallet payment is under
   * 1 kB, a 200-input consolidation ~30 kB); below the API's 64 KiB body limit, which would answer first.
   */
  TX_HEX_MAX_BYTES: 60_000,
} as const
