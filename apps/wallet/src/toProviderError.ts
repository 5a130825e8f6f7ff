import { BaseError, decodeErrorResult, type Hex, isHex } from 'viem'
import { ProviderErrorCode, ProviderRpcError } from './ProviderRpcError.ts'
import { simple7702AccountAbi } from './simple7702Account.ts'

/**
 * A viem (or node) error as the `ProviderRpcError` a page sees: the node's detail when it gave one; a failed
 * call of a batch (Simple7702Account's `ExecuteError(index, error)`) is named by its position.
 */
export function toProviderError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  const e = error as { shortMessage?: string; message?: string; details?: string }
  const batchCall = failedBatchCall(error)
  const message = e.details || e.shortMessage || e.message || String(error)
  return new ProviderRpcError(
    ProviderErrorCode.internal,
    batchCall === undefined ? message : `call ${batchCall + 1} of the batch reverted (${message})`,
  )
}

function failedBatchCall(error: unknown): number | undefined {
  if (!(error instanceof BaseError)) return undefined
  const withData = error.walk((e) => isHex((e as { data?: unknown }).data)) as { data?: Hex } | null
  if (!withData?.data) return undefined
  try {
    const decoded = decodeErrorResult({ abi: simple7702AccountAbi, data: withData.data })
    return decoded.errorName === 'ExecuteError' ? Number(decoded.args[0]) : undefined
  } catch {
    return undefined
  }
}
