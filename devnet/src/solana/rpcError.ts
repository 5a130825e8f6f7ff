/** A JSON-RPC error answer (Solana's codes: -32602 invalid params, -32002 preflight failure, …). */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

export const PARSE_ERROR = -32700
export const INVALID_REQUEST = -32600
export const METHOD_NOT_FOUND = -32601
export const INVALID_PARAMS = -32602
export const INTERNAL_ERROR = -32603
export const SEND_TRANSACTION_PREFLIGHT_FAILURE = -32002
export const TRANSACTION_SIGNATURE_VERIFICATION_FAILURE = -32003
export const UNSUPPORTED_TRANSACTION_VERSION = -32015
export const MIN_CONTEXT_SLOT_NOT_REACHED = -32016

export const invalidParams = (message: string) => new RpcError(INVALID_PARAMS, `Invalid params: ${message}`)
