/** EIP-1193 / EIP-1474 / EIP-5792 error codes the dev wallet answers with. */
export const ProviderErrorCode = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
  /** EIP-5792: a capability the request does not mark `optional` is not supported. */
  unsupportedCapability: 5700,
  /** EIP-5792: the wallet cannot send calls on this chain. */
  unsupportedChainId: 5710,
  /** EIP-5792: the app's batch id was used before. */
  duplicateId: 5720,
  /** EIP-5792: no batch with this id. */
  unknownBundleId: 5730,
  /** EIP-5792: more calls than the wallet sends in one batch. */
  bundleTooLarge: 5740,
  /** EIP-5792: `atomicRequired` cannot be honoured on this chain. */
  atomicityNotSupported: 5760,
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
