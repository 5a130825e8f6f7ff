import { ErrorCode } from '@gangway/protocol'
import { AdapterError, toAdapterError } from '../AdapterError.ts'

/** ethers' (v5 and v6) code of a request the visitor rejected in the wallet. */
const ETHERS_REJECTED = 'ACTION_REJECTED'

/**
 * The wallet's numeric EIP-1193 code inside a chain library's error (4001 rejected, 4902 unknown chain …):
 * looked for through `cause`, `error` (ethers v5 wraps the wallet's error there) and `info.error` (ethers v6);
 * ethers' `ACTION_REJECTED` is 4001. Undefined when there is none.
 */
export function eip1193ErrorCode(error: unknown): number | undefined {
  const queue: unknown[] = [error]
  for (let seen = 0; seen < 12 && queue.length > 0; seen++) {
    const current = queue.shift()
    if (!current || typeof current !== 'object') continue
    const {
      code,
      cause,
      error: inner,
      info,
    } = current as {
      code?: unknown
      cause?: unknown
      error?: unknown
      info?: { error?: unknown }
    }
    if (typeof code === 'number') return code
    if (code === ETHERS_REJECTED) return ErrorCode.USER_REJECTED
    queue.push(cause, inner, info?.error)
  }
  return undefined
}

/** A chain library's error as the kit's typed error, with the wallet's code (4001 …) kept as `rpcCode`. */
export function toEip1193AdapterError(error: unknown, action: string): AdapterError {
  if (error instanceof AdapterError) return error
  const code = eip1193ErrorCode(error)
  const message =
    error instanceof Error ? ((error as { shortMessage?: string }).shortMessage ?? error.message) : String(error)
  return toAdapterError(code === undefined ? { message, cause: error } : { code, message, cause: error }, action)
}
