import { toGangwaySmartAccount } from '@gangway/protocol/smart-account'
import type { Address } from 'viem'
import type { AuthService, Session } from '../auth/createAuthService.ts'
import type { Project } from '../projects/Project.ts'
import type { SmartAccounts } from '../smart/createSmartAccounts.ts'
import type { SessionWallet } from './SessionWallet.ts'

/**
 * An embedded wallet as the session RPCs need it, over the smart accounts (`src/smart`): its smart account
 * on a chain only where it is the account the wallet uses (enabled, preferred type smartAccount), user
 * operations through `sendSmartCalls` (sponsored per the project's policy) waited for until mined, and the
 * account's ERC-1271 signatures (ERC-6492-wrapped while undeployed).
 */
export function toSessionWallet(args: {
  smart: SmartAccounts
  auth: AuthService
  session: Session
  project: Project
}): SessionWallet {
  const { smart, auth, session, project } = args
  return {
    async smartAccount(chainId) {
      if (!smart.isEnabled(chainId) || (await smart.typeOn(session, chainId)) !== 'smartAccount') return undefined
      return smart.addressOf(session, chainId)
    },
    async sendCalls(chainId, calls) {
      const sent = await smart.sendSmartCalls({ session, chainId, calls, project })
      const mined = await sent.wait()
      if (!mined.success) throw new Error(`The user operation ${sent.userOpHash} reverted`)
      return mined.transactionHash
    },
    async signMessage(chainId, message) {
      const chain = smart.chain(chainId)
      if (!chain) throw new Error(`Chain ${chainId} has no smart accounts`)
      const account = await toGangwaySmartAccount({
        client: chain.publicClient,
        entryPoint: chain.config.entryPoint,
        factory: chain.config.factory,
        owner: session.address as Address,
        address: await smart.addressOf(session, chainId),
        signer: await auth.signer(session),
      })
      return account.signMessage({ message })
    },
  }
}
