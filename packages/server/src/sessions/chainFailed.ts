import { SessionErrorCode } from '@gangway/protocol'
import { BaseError } from 'viem'
import { SessionError } from './SessionError.ts'

/** A user operation that could not be sent or failed, as a `SESSION_CHAIN_FAILED` refusal saying why (502). */
export function chainFailed(what: string, error: unknown): SessionError {
  if (error instanceof SessionError) return error
  const reason =
    error instanceof BaseError ? error.shortMessage : error instanceof Error ? error.message : 'unknown error'
  return new SessionError(SessionErrorCode.CHAIN_FAILED, `${what}: ${reason}`, 502)
}
