import { type ChainNamespace, ErrorCode } from '@gangway/protocol'
import { KitErrorMessage, rpcCodeOf } from '../errors/KitError.ts'

/**
 * Stable codes of the errors every chain adapter throws (the blueprint's; each family uses the ones it needs).
 * The table is for sites; the packages write a code as its typed string (`new AdapterError('NOT_CONNECTED', …)`),
 * so a page that does not read the table does not download it (issue 38).
 */
export const AdapterErrorCode = {
  /** A constructor option is not valid (e.g. an unknown commitment, a negative timeout). */
  INVALID_OPTIONS: 'INVALID_OPTIONS',
  /** No adapter for a namespace ('X: adapter not found', SPEC §8). */
  ADAPTER_NOT_FOUND: 'ADAPTER_NOT_FOUND',
  /** A namespace the adapter or the WalletConnect session does not hold ('namespace not found', SPEC §8). */
  NAMESPACE_NOT_FOUND: 'NAMESPACE_NOT_FOUND',
  /** No connector (wallet) with that id. */
  CONNECTOR_NOT_FOUND: 'CONNECTOR_NOT_FOUND',
  /** The connector is not connected, or the address is not one of its accounts (rpcCode 4100). */
  NOT_CONNECTED: 'NOT_CONNECTED',
  /** The wallet lacks a feature the call needs (rpcCode 4200). */
  FEATURE_NOT_SUPPORTED: 'FEATURE_NOT_SUPPORTED',
  /** A call the family does not take (e.g. the EVM-shaped `sendTransaction` on Solana). */
  METHOD_NOT_SUPPORTED: 'METHOD_NOT_SUPPORTED',
  /**
   * The wallet approved none of the site's chains ('The connector does not support any of the requested
   * chains'), or does not work on the network asked for ('Chain is not supported', rpcCode 4902).
   */
  CHAIN_NOT_SUPPORTED: 'CHAIN_NOT_SUPPORTED',
  /** The network is not one of the site's networks of the namespace ('Network not found'). */
  NETWORK_NOT_FOUND: 'NETWORK_NOT_FOUND',
  /** The wallet answered with a rejection (rpcCode 4001) or another error. */
  WALLET_ERROR: 'WALLET_ERROR',
  /** A bad address, amount, token or fee (nothing was sent). */
  INVALID_TRANSFER: 'INVALID_TRANSFER',
  /** The chain's API (the Gangway server, an RPC node) failed or refused. */
  API_ERROR: 'API_ERROR',
  /** The transaction failed on chain or was not confirmed in time. */
  TRANSACTION_FAILED: 'TRANSACTION_FAILED',
} as const
export type AdapterErrorCode = (typeof AdapterErrorCode)[keyof typeof AdapterErrorCode]

/** SPEC §8's texts of the adapter errors (the ones more than one family throws). */
export const AdapterErrorMessage = {
  adapterNotFound: (namespace: ChainNamespace) => `${namespace}: adapter not found`,
  NAMESPACE_NOT_FOUND: 'namespace not found',
  CHAINS_NOT_SUPPORTED: KitErrorMessage.CHAINS_NOT_SUPPORTED,
  CHAIN_NOT_SUPPORTED: 'Chain is not supported',
  NETWORK_NOT_FOUND: 'Network not found',
} as const

/**
 * Every error a chain adapter throws: a stable `code` and, as EIP-1193 errors do, the wallet's numeric code in
 * `rpcCode` — 4001 when the visitor declined, 4100 not connected, 4200 unsupported, 4902 unknown chain, else
 * 5000 (SPEC §8's default). The wallet's own error stays in `cause` (core's `rpcCodeOf` reads through it).
 */
export class AdapterError extends Error {
  override readonly name: string = 'AdapterError'
  readonly code: AdapterErrorCode
  readonly rpcCode: number

  constructor(code: AdapterErrorCode, message: string, options: { cause?: unknown; rpcCode?: number } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
    this.rpcCode = options.rpcCode ?? ErrorCode.DEFAULT
  }
}

/** `what is not connected` (4100). */
export const notConnected = (what: string): AdapterError =>
  new AdapterError('NOT_CONNECTED', `${what} is not connected`, { rpcCode: 4100 })

/** `address is not an account connected through what` (4100). */
export const notAnAccountOf = (address: string, what: string): AdapterError =>
  new AdapterError('NOT_CONNECTED', `${address} is not an account connected through ${what}`, {
    rpcCode: 4100,
  })

/** SPEC §8 'Chain is not supported' (4902): the wallet does not work on that network. */
export const chainNotSupported = (cause?: unknown): AdapterError =>
  new AdapterError('CHAIN_NOT_SUPPORTED', AdapterErrorMessage.CHAIN_NOT_SUPPORTED, {
    rpcCode: 4902,
    ...(cause === undefined ? {} : { cause }),
  })

/** SPEC §8 'Network not found': not one of the site's networks of the namespace. */
export const networkNotFound = (): AdapterError =>
  new AdapterError('NETWORK_NOT_FOUND', AdapterErrorMessage.NETWORK_NOT_FOUND)

/** `<what> does not support <feature>` (4200). */
export const featureNotSupported = (what: string, feature: string): AdapterError =>
  new AdapterError('FEATURE_NOT_SUPPORTED', `${what} does not support ${feature}`, { rpcCode: 4200 })

/** What a wallet's error says: its message, or the `message` of a plain error object, or the value. */
function reasonOf(error: unknown): string {
  if (error instanceof Error) return error.message
  const message = (error as { message?: unknown } | null)?.message
  return typeof message === 'string' ? message : String(error)
}

/**
 * A wallet's failure as a typed error that keeps the wallet's numeric code both as `rpcCode` and in `cause`
 * (`rejections`: the wallet protocol's own "user rejected" codes, mapped to EIP-1193's 4001 — sats-connect's
 * -32000). Adapter errors pass through.
 */
export function toAdapterError(error: unknown, action: string, rejections: readonly number[] = []): AdapterError {
  if (error instanceof AdapterError) return error
  const code = rpcCodeOf(error)
  const rpcCode = code !== undefined && rejections.includes(code) ? ErrorCode.USER_REJECTED : code
  return new AdapterError('WALLET_ERROR', `${action}: ${reasonOf(error)}`, {
    cause: error,
    ...(rpcCode === undefined ? {} : { rpcCode }),
  })
}
