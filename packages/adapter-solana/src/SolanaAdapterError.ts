import { ErrorCode } from '@gangway/protocol'

/** Stable codes of the errors `@gangway/adapter-solana` throws. */
export const SolanaAdapterErrorCode = {
  /** A constructor option is not valid (e.g. an unknown commitment). */
  INVALID_OPTIONS: 'INVALID_OPTIONS',
  /** No connector (wallet) with that id. */
  CONNECTOR_NOT_FOUND: 'CONNECTOR_NOT_FOUND',
  /** The connector is not connected (connect first). */
  NOT_CONNECTED: 'NOT_CONNECTED',
  /** The wallet lacks a wallet-standard feature the call needs. */
  FEATURE_NOT_SUPPORTED: 'FEATURE_NOT_SUPPORTED',
  /** The wallet does not list the network's chain ('Chain is not supported', SPEC §8). */
  CHAIN_NOT_SUPPORTED: 'CHAIN_NOT_SUPPORTED',
  /** The network is not one of the site's Solana networks ('Network not found'). */
  NETWORK_NOT_FOUND: 'NETWORK_NOT_FOUND',
  /** The wallet answered with a rejection (code 4001) or another error. */
  WALLET_ERROR: 'WALLET_ERROR',
  /** A bad address, amount or token (nothing was sent). */
  INVALID_TRANSFER: 'INVALID_TRANSFER',
  /** The transaction failed on chain or was not confirmed in time. */
  TRANSACTION_FAILED: 'TRANSACTION_FAILED',
  /** The EVM-shaped `sendTransaction` was called: Solana sends go through `sendToken` or the provider. */
  METHOD_NOT_SUPPORTED: 'METHOD_NOT_SUPPORTED',
} as const
export type SolanaAdapterErrorCode = (typeof SolanaAdapterErrorCode)[keyof typeof SolanaAdapterErrorCode]

/**
 * Every error the adapter throws: a stable `code` and, as EIP-1193 errors do, the wallet's numeric code in
 * `rpcCode` (4001 when the visitor rejected, 5000 otherwise — SPEC §8's default). Core's `rpcCodeOf` reads
 * the numeric one through `cause`.
 */
export class SolanaAdapterError extends Error {
  override readonly name = 'SolanaAdapterError'
  readonly code: SolanaAdapterErrorCode
  readonly rpcCode: number

  constructor(code: SolanaAdapterErrorCode, message: string, options: { cause?: unknown; rpcCode?: number } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
    this.rpcCode = options.rpcCode ?? ErrorCode.DEFAULT
  }
}

/** The numeric code a wallet error carries (`code` of the error or of its `cause`), if any. */
export function walletCodeOf(error: unknown): number | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'number') return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/**
 * A wallet's failure as a typed error that keeps the wallet's numeric code (4001 user rejected, …) both as
 * `rpcCode` and in `cause`. Our own errors pass through.
 */
export function toWalletError(error: unknown, action: string): SolanaAdapterError {
  if (error instanceof SolanaAdapterError) return error
  const rpcCode = walletCodeOf(error)
  const reason = error instanceof Error ? error.message : String(error)
  return new SolanaAdapterError(SolanaAdapterErrorCode.WALLET_ERROR, `${action}: ${reason}`, {
    cause: error,
    ...(rpcCode === undefined ? {} : { rpcCode }),
  })
}
