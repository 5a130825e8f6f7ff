import type { Session } from '../auth/createAuthService.ts'
import type { SmartAccounts } from '../smart/createSmartAccounts.ts'
import type { SessionWallet } from './SessionWallet.ts'

/**
 * A signed-in embedded wallet as the session RPCs need it: the smart accounts' `userWallet` (user operations
 * through `sendSmartCalls`, sponsored per the project's policy, waited for until mined; ERC-1271/6492
 * signatures), whose smart account counts only where it is the account the wallet uses on that chain
 * (enabled and the preferred type) — a site that sees the EOA gets no session for an account it never saw.
 */
export function toSessionWallet(smart: SmartAccounts, session: Session): SessionWallet {
  const wallet = smart.userWallet(session.userId)
  return {
    ...wallet,
    async smartAccount(chainId) {
      if (!smart.isEnabled(chainId) || (await smart.typeOn(session, chainId)) !== 'smartAccount') return undefined
      return wallet.smartAccount(chainId)
    },
  }
}
