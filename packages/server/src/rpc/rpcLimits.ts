/** Limits of the `/v1` JSON-RPC proxy (SPEC §9 names none; README "Limits"). */
export const RpcLimits = {
  /**
   * The most calls one batch may hold by default (`RPC_MAX_BATCH_CALLS`): one request of 4,000 calls was
   * 4,000 calls at the chain. Each call of a batch counts against the per-address and per-client limits.
   */
  MAX_BATCH_CALLS: 100,
} as const
