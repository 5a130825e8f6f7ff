import { CONVERT_SLIPPAGE_TOLERANCE } from '@gangway/protocol'

/** Timings and limits of `/v1/convert/*` (SPEC §9 and our own, README "Swaps"). */
export const ConvertLimits = {
  /** SPEC §9: slippage tolerance 1 (percent), when the request names none. */
  DEFAULT_SLIPPAGE_PERCENT: CONVERT_SLIPPAGE_TOLERANCE,
  /** The highest slippage a request may ask for (percent). */
  MAX_SLIPPAGE_PERCENT: 50,
  /** A built swap must be mined within this many seconds (the router's deadline). */
  DEADLINE_SECONDS: 20 * 60,
  /** The v3 fee tiers quoted (hundredths of a basis point). */
  V3_FEE_TIERS: [500, 3000, 10_000] as const,
  /** The v2 pools' fee (percent). */
  V2_FEE_PERCENT: 0.3,
  /**
   * A route that would move the price more than this (percent) is no route: the amount is more than the
   * pools can sensibly take ("insufficient liquidity").
   */
  MAX_PRICE_IMPACT_PERCENT: 50,
  /** How long a chain's swap token list (token list ∩ pools) is reused. */
  TOKENS_CACHE_MS: 60_000,
  /** Per IP, on top of the `/v1` ceiling: each quote is one multicall of up to 28 quoter calls. */
  REQUESTS_PER_IP_PER_MINUTE: 240,
  /** Gas sent with a swap when the request disables the estimate: single hop, and each extra hop. */
  SWAP_GAS: 200_000n,
  SWAP_GAS_PER_HOP: 100_000n,
  /** Gas of an ERC-20 approve. */
  APPROVE_GAS: 60_000,
  /** Gas price tiers: fast and instant as percent of the chain's `eth_gasPrice`. */
  FAST_PERCENT: 125n,
  INSTANT_PERCENT: 150n,
  /** The longest integer string an amount may be (uint256 has 78 digits). */
  MAX_AMOUNT_DIGITS: 78,
} as const
