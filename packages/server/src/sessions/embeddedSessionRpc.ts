import { SessionErrorCode } from '@gangway/protocol'
import type { Session } from '../auth/createAuthService.ts'
import type { SmartAccounts } from '../smart/createSmartAccounts.ts'
import { SessionError } from './SessionError.ts'
import { sessionRpc } from './sessionRpc.ts'
import type { SessionStore } from './sessionStore.ts'
import { toSessionWallet } from './toSessionWallet.ts'

/**
 * The embedded RPC's session-key methods (`SESSION_RPC_METHODS`) for a signed-in wallet: its smart accounts
 * (`src/smart`; the project's sponsorship policy pays the grant's and revoke's user operations) and the
 * sessions table. Without smart accounts on this server → 400 `SESSION_UNSUPPORTED_ACCOUNT`.
 */
export async function embeddedSessionRpc(
  deps: { session: Session; smart: SmartAccounts | undefined; store: SessionStore | undefined },
  method: string,
  params: unknown,
): Promise<unknown> {
  const { session, smart, store } = deps
  if (!smart || !store) {
    throw new SessionError(
      SessionErrorCode.UNSUPPORTED_ACCOUNT,
      'Session permissions need a smart account, and this server has no smart accounts',
    )
  }
  const wallet = toSessionWallet(smart, session)
  return sessionRpc({ projectId: session.pid, userId: session.userId, wallet, store }, method, params)
}
