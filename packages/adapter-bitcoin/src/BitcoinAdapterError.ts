import { ErrorCode } from '@gangway/protocol'

/** Stable codes of the errors `@gangway/adapter-bitcoin` throws. */
export const BitcoinAdapterErrorCode = {
  /** A constructor option is not valid. */
  INVALID_OPTIONS: 'INVALID_OPTIONS',
  /** No connector (wallet) with that id. */
  CONNECTOR_NOT_FOUND: 'CONNECTOR_NOT_FOUND',
  /** The connector is not connected, or the address is not one of its accounts. */
  NOT_CONNECTED: 'NOT_CONNECTED',
  /** The wallet lacks a method or feature the call needs. */
  METHOD_NOT_SUPPORTED: 'METHOD_NOT_SUPPORTED',
  /** The network is not one of the site's Bitcoin networks ('Network not found'). */
  NETWORK_NOT_FOUND: 'NETWORK_NOT_FOUND',
  /** The wallet is on another network than the one asked for ('Chain is not supported'). */
  CHAIN_NOT_SUPPORTED: 'CHAIN_NOT_SUPPORTED',
  /** The wallet answered with a rejection or another error. */
  WALLET_ERROR: 'WALLET_ERROR',
  /** A bad address, amount or fee rate, or not enough funds (nothing was sent). */
  INVALID_TRANSFER: 'INVALID_TRANSFER',
  /** The Bitcoin API (the Gangway server or an Esplora) failed or refused the transaction. */
  API_ERROR: 'API_ERROR',
  /** The transaction was not confirmed in time. */
  TRANSACTION_FAILED: 'TRANSACTION_FAILED',
} as const
export type BitcoinAdapterErrorCode = (typeof BitcoinAdapterErrorCode)[keyof typeof BitcoinAdapterErrorCode]

/** sats-connect's `RpcErrorCode.USER_REJECTION` (a visitor declined in the wallet). */
export const SATS_CONNECT_USER_REJECTION = -32000

/**
 * Every error the adapter throws: a stable `code` and, as EIP-1193 errors do, a numeric `rpcCode` — 4001 when
 * the visitor declined (sats-connect's -32000 USER_REJECTION and WalletConnect's 5000-range rejections are
 * mapped to it, the wallet's own error kept in `cause`), 4100 not connected, else 5000 (SPEC §8's default).
 */
export class BitcoinAdapterError extends Error {
  override readonly name = 'BitcoinAdapterError'
  readonly code: BitcoinAdapterErrorCode
  readonly rpcCode: number

  constructor(code: BitcoinAdapterErrorCode, message: string, options: { cause?: unknown; rpcCode?: number } = {}) {
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

/** A wallet's failure as a typed error; a declined request (sats-connect -32000, 4001) gets rpcCode 4001. */
export function toWalletError(error: unknown, action: string): BitcoinAdapterError {
  if (error instanceof BitcoinAdapterError) return error
  const code = walletCodeOf(error)
  const rpcCode = code === SATS_CONNECT_USER_REJECTION || code === 4001 ? 4001 : code
  const reason =
    error instanceof Error
      ? error.message
      : typeof (error as { message?: unknown })?.message === 'string'
        ? (error as { message: string }).message
        : String(error)
  return new BitcoinAdapterError(BitcoinAdapterErrorCode.WALLET_ERROR, `${action}: ${reason}`, {
    cause: error,
    ...(rpcCode === undefined ? {} : { rpcCode }),
  })
}

export const notConnected = (what: string): BitcoinAdapterError =>
  new BitcoinAdapterError(BitcoinAdapterErrorCode.NOT_CONNECTED, `${what} is not connected`, { rpcCode: 4100 })
