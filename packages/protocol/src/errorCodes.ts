/** Stable error codes shared by client and server (SPEC §8). */
export const ErrorCode = {
  /** EIP-1193 user rejected the request. */
  USER_REJECTED: 4001,
  /** Unrecognised chain (wallet_switchEthereumChain). */
  UNRECOGNIZED_CHAIN: 4902,
  /** Default code when nothing more specific applies. */
  DEFAULT: 5000,
  /** Invalid chain id. */
  INVALID_CHAIN_ID: 32603,
} as const
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode]
