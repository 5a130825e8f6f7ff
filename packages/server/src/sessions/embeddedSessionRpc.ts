import { SessionErrorCode } from '@gangway/protocol'
import { AuthError, AuthErrorCode } from '../auth/AuthError.ts'
import type { AuthService, Session } from '../auth/createAuthService.ts'
import type { Project } from '../projects/Project.ts'
import type { SmartAccounts } from '../smart/createSmartAccounts.ts'
import { SessionError } from './SessionError.ts'
import { sessionRpc } from './sessionRpc.ts'
import type { SessionStore } from './sessionStore.ts'
import { toSessionWallet } from './toSessionWallet.ts'

/**
 * The embedded RPC's session-key methods (`SESSION_RPC_METHODS`) for a signed-in wallet: its smart accounts
 * (`src/smart`), its project (whose sponsorship policy pays the grant's and revoke's user operations) and
 * the sessions table. Without smart accounts on this server → 400 `SESSION_UNSUPPORTED_ACCOUNT`.
 */
export async function embeddedSessionRpc(
  deps: {
    auth: AuthService
    session: Session
    smart: SmartAccounts | undefined
    project: ((id: string) => Promise<Project | undefined>) | undefined
    store: SessionStore | undefined
  },
  method: string,
  params: unknown,
): Promise<unknown> {
  const { auth, session, smart, store } = deps
  if (!smart || !store || !deps.project) {
    throw new SessionError(
      SessionErrorCode.UNSUPPORTED_ACCOUNT,
      'Session permissions need a smart account, and this server has no smart accounts',
    )
  }
  const project = await deps.project(session.pid)
  if (!project) throw new AuthError(403, AuthErrorCode.INVALID_PROJECT_ID, 'Invalid Project ID')
  const wallet = toSessionWallet({ smart, auth, session, project })
  return sessionRpc({ projectId: project.id, userId: session.userId, wallet, store }, method, params)
}
