/** EIP-1193 / EIP-1474 error codes the dev wallet answers with. */
export const ProviderErrorCode = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
  invalidParams: -32602,
  internal: -32603,
} as const

export type ProviderErrorCode = (typeof ProviderErrorCode)[keyof typeof ProviderErrorCode]

/** An EIP-1193 `ProviderRpcError`: a stable numeric `code`, a readable message, optional `data`. */
export class ProviderRpcError extends Error {
  override readonly name = 'ProviderRpcError'
  /** One of {@link ProviderErrorCode}, or the chain node's own code for forwarded calls. */
  readonly code: number
  readonly data?: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    if (data !== undefined) this.data = data
  }
}
