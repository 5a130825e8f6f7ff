import { grantPermissions } from './grantPermissions.ts'
import { revokePermissions } from './revokePermissions.ts'
import type { SessionWallet } from './SessionWallet.ts'
import type { SessionStore } from './sessionStore.ts'

/** The RPC methods `sessionRpc` answers (the embedded RPC hands them over). */
export const SESSION_RPC_METHODS: readonly string[] = ['wallet_grantPermissions', 'wallet_revokePermissions']

export type SessionRpcContext = {
  projectId: string
  userId: string
  wallet: SessionWallet
  store: SessionStore
  now?: () => number
}

/**
 * The embedded wallet's session-key RPCs (ERC-7715): `wallet_grantPermissions` and
 * `wallet_revokePermissions`, each with its request as `params[0]`. Refusals are `SessionError`s.
 */
export function sessionRpc(context: SessionRpcContext, method: string, params: unknown): Promise<unknown> {
  const first = Array.isArray(params) ? params[0] : params
  const full = { ...context, now: context.now ?? Date.now }
  if (method === 'wallet_grantPermissions') return grantPermissions(full, first)
  if (method === 'wallet_revokePermissions') return revokePermissions(full, first)
  throw new Error(`sessionRpc does not answer ${method}`)
}
