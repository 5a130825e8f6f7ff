import { RevokePermissionsRequestSchema, SessionErrorCode, sessionRevokeMessage } from '@gangway/protocol'
import type { Hex } from 'viem'
import { revokeOnChain } from './revokeOnChain.ts'
import { invalidGrant, SessionError } from './SessionError.ts'
import type { SessionWallet } from './SessionWallet.ts'
import type { SessionStore } from './sessionStore.ts'

export type RevokeContext = {
  userId: string
  wallet: SessionWallet
  store: SessionStore
  now: () => number
}

/**
 * `wallet_revokePermissions` `{ pci }` (AppKit also sends `permissions`, `expiry`, `address`): a session of
 * this wallet is revoked on-chain (`revokeOnChain`: the account's `revokeSession` user operation) and marked
 * revoked. Revoking a revoked session changes nothing and succeeds. Answers what AppKit's
 * `revokePermissions` resolves to: the account's signature over `sessionRevokeMessage(pci)`, which a site may
 * post to `POST /v1/sessions/{address}/revoke` (a no-op by then).
 */
export async function revokePermissions(context: RevokeContext, raw: unknown): Promise<Hex> {
  const parsed = RevokePermissionsRequestSchema.safeParse(raw)
  if (!parsed.success) throw invalidGrant('wallet_revokePermissions needs { pci }')
  const { pci } = parsed.data
  const row = await context.store.getForUser(pci, context.userId)
  if (!row) throw new SessionError(SessionErrorCode.NOT_FOUND, `No session ${pci} of this wallet`, 404)
  await revokeOnChain(row, context.wallet, context.store, new Date(context.now()))
  const chainId = Number(row.chain_id.replace(/^eip155:/, ''))
  return context.wallet.signMessage(chainId, sessionRevokeMessage(pci))
}
