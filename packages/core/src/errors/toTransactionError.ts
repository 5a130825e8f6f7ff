import { ErrorCode } from '@gangway/protocol'
import { classifyChainError } from './classifyChainError.ts'
import { KitError, rpcCodeOf } from './KitError.ts'

/**
 * A failed transaction as a typed error: 'Transaction declined' when the visitor rejected it (4001), the
 * chain node's reason when `classifyChainError` knows it, else 'Transaction failed'. KitErrors pass through.
 */
export function toTransactionError(error: unknown): KitError {
  if (error instanceof KitError) return error
  const rpcCode = rpcCodeOf(error)
  if (rpcCode === ErrorCode.USER_REJECTED) {
    return new KitError('TRANSACTION_REJECTED', 'Transaction declined', { cause: error, rpcCode })
  }
  const classified = classifyChainError(error)
  return new KitError(classified?.code ?? 'TRANSACTION_FAILED', classified?.message ?? 'Transaction failed', {
    cause: error,
    ...(rpcCode === undefined ? {} : { rpcCode }),
  })
}
