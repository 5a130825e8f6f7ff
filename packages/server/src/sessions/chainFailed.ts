import { SessionErrorCode } from '@gangway/protocol'
import { BaseError } from 'viem'
import { AuthError } from '../auth/AuthError.ts'
import { SessionError } from './SessionError.ts'

/**
 * A user operation that could not be sent or failed: the smart accounts' own refusals (`AuthError`, e.g.
 * 'Gas sponsorship was refused (…) and the account has no ETH to pay for gas') pass as they are; anything
 * else becomes a `SESSION_CHAIN_FAILED` refusal saying why (502).
 */
export function chainFailed(what: string, error: unknown): SessionError | AuthError {
  if (error instanceof SessionError || error instanceof AuthError) return error
  const reason =
    error instanceof BaseError ? error.shortMessage : error instanceof Error ? error.message : 'unknown error'
  return new SessionError(SessionErrorCode.CHAIN_FAILED, `${what}: ${reason}`, 502)
}
