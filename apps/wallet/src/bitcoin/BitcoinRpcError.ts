/** sats-connect's `RpcErrorCode` values (`@sats-connect/core`), which the Bitcoin dev wallet answers with. */
export const BitcoinRpcErrorCode = {
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  INTERNAL_ERROR: -32603,
  /** The user rejected the request in the approval prompt. */
  USER_REJECTION: -32000,
  /** The method cannot be used with this address (e.g. an ECDSA signature by a taproot address). */
  METHOD_NOT_SUPPORTED: -32001,
  /** The page is not connected, or names an address that is not the wallet's. */
  ACCESS_DENIED: -32002,
} as const

export type BitcoinRpcErrorCode = (typeof BitcoinRpcErrorCode)[keyof typeof BitcoinRpcErrorCode]

/** A failed request: answered as the JSON-RPC `error` object `{ code, message, data? }`. */
export class BitcoinRpcError extends Error {
  override readonly name = 'BitcoinRpcError'
  readonly code: number
  readonly data?: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    if (data !== undefined) this.data = data
  }
}

/** A -32602 error naming the method and what is wrong with its params. */
export function invalidBitcoinParams(method: string, problem: string): BitcoinRpcError {
  return new BitcoinRpcError(BitcoinRpcErrorCode.INVALID_PARAMS, `${method}: ${problem}`)
}
