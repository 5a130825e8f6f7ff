import type { GangwayAccountVersion } from '@gangway/protocol/smart-account'
import type { Address, Hex } from 'viem'

/** One call of a user operation. */
export type SessionCall = { to: Address; value?: bigint; data?: Hex }

/**
 * What the session RPCs need of an embedded wallet (the smart-account code of `src/smartAccounts` provides
 * it): its smart account on a chain, and user operations signed by its key. Bound to one wallet.
 */
export type SessionWallet = {
  /**
   * The wallet's smart account on `chainId` (counterfactual or deployed) and its GangwayAccount version;
   * undefined when the chain has none.
   */
  smartAccount(chainId: number): Promise<{ address: Address; version: GangwayAccountVersion } | undefined>
  /**
   * Sends `calls` as ONE user operation of that account (deploying it first if needed), waits for it to be
   * mined and answers its transaction hash; throws when it could not be sent or reverted.
   */
  sendCalls(chainId: number, calls: SessionCall[]): Promise<Hex>
  /** `personal_sign` of `message` by that smart account (ERC-1271, ERC-6492-wrapped while undeployed). */
  signMessage(chainId: number, message: string): Promise<Hex>
}
