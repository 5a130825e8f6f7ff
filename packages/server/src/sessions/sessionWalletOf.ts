import type { Kysely } from 'kysely'
import type { AuthService, Session } from '../auth/createAuthService.ts'
import type { Database } from '../db/Database.ts'
import type { Project } from '../projects/Project.ts'
import type { SmartAccounts } from '../smart/createSmartAccounts.ts'
import type { SessionWallet } from './SessionWallet.ts'
import { toSessionWallet } from './toSessionWallet.ts'

/**
 * The embedded wallet that granted a session, for the revoke route (which has the account's signature, not
 * the wallet's login): its key and smart accounts, its project's sponsorship. Undefined when the user or
 * project is gone. The wallet stands in for a login session only to name the key (`userId`) and the owner
 * address — nothing else of a session is read by the smart-account code.
 */
export function sessionWalletOf(deps: {
  db: Kysely<Database>
  auth: AuthService
  smart: SmartAccounts
  project: (id: string) => Promise<Project | undefined>
}): (owner: { userId: string; projectId: string }) => Promise<SessionWallet | undefined> {
  return async ({ userId, projectId }) => {
    const [wallet, project] = await Promise.all([
      deps.db.selectFrom('auth_wallets').select('address').where('user_id', '=', userId).executeTakeFirst(),
      deps.project(projectId),
    ])
    if (!wallet || !project) return undefined
    const session: Session = {
      sid: '',
      pid: projectId,
      did: '',
      exp: 0,
      userId,
      email: null,
      address: wallet.address,
      authProvider: '',
    }
    return toSessionWallet({ smart: deps.smart, auth: deps.auth, session, project })
  }
}
