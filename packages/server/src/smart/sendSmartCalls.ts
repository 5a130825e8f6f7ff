import type { GangwaySmartAccount } from '@gangway/protocol/smart-account'
import { type Address, BaseError, type Hex } from 'viem'
import { entryPoint07Abi } from 'viem/account-abstraction'
import { AuthError, AuthErrorCode } from '../auth/AuthError.ts'
import type { Project } from '../projects/Project.ts'
import { gangwayPaymaster, maxOperationCost } from './gangwayPaymaster.ts'
import { SponsorshipRefused } from './SponsorshipRefused.ts'
import type { SmartChain } from './smartChains.ts'
import type { SponsorBudget } from './sponsorBudget.ts'
import { sponsorshipRefusal } from './sponsorshipRefusal.ts'

/** One call of a user operation. */
export type SmartCall = { to: Address; value?: bigint | undefined; data?: Hex | undefined }

/** A sent user operation: its hash, whether the paymaster pays, and its inclusion. */
export type SentUserOperation = {
  userOpHash: Hex
  sponsored: boolean
  /** Waits for the bundler's receipt (the user operation mined): the transaction and whether the calls succeeded. */
  wait(): Promise<{ transactionHash: Hex; success: boolean; blockNumber: bigint }>
}

export type SendSmartCallsDeps = {
  smart: SmartChain
  budget: SponsorBudget
  /** PAYMASTER_SIGNER_KEY (undefined: nothing is sponsored). */
  paymasterSignerKey: Hex | undefined
  /** How long `wait()` waits for the receipt. */
  receiptTimeoutMs?: number
}

const RECEIPT_TIMEOUT_MS = 60_000

/** A bundler's or viem's refusal as the visitor reads it. */
function operationFailed(error: unknown): never {
  if (error instanceof AuthError) throw error
  if (error instanceof BaseError) {
    const detail = error.details && error.details !== error.shortMessage ? `: ${error.details}` : ''
    throw new AuthError(400, AuthErrorCode.USER_OPERATION_FAILED, `${error.shortMessage}${detail}`.slice(0, 500))
  }
  throw error
}

/**
 * ONE user operation of the embedded wallet's smart account on one chain, carrying all `calls` (`execute`
 * for one, atomic `executeBatch` for several; the first operation also deploys the account), signed with the
 * owner's key (`account`: the user's version of GangwayAccount with its signer) and sent through the chain's
 * bundler. Sponsored by GangwayPaymaster when the project's policy
 * allows it (enabled, every target allowed, the operation's maximum cost within the account's and the whole
 * project's daily budgets, reserved atomically); else the account pays — and when it cannot, the error names the refusal.
 */
export async function sendSmartCalls(
  deps: SendSmartCallsDeps,
  args: { account: GangwaySmartAccount; project: Project; calls: readonly SmartCall[] },
): Promise<SentUserOperation> {
  const { smart, budget } = deps
  const { account, project } = args
  if (args.calls.length === 0) throw new AuthError(400, AuthErrorCode.INVALID_REQUEST, 'No calls to send')
  const calls = args.calls.map((c) => ({ to: c.to, value: c.value ?? 0n, data: c.data ?? '0x' }))
  const sent = (userOpHash: Hex, sponsored: boolean): SentUserOperation => ({
    userOpHash,
    sponsored,
    async wait() {
      try {
        const r = await smart.bundler.waitForUserOperationReceipt({
          hash: userOpHash,
          timeout: deps.receiptTimeoutMs ?? RECEIPT_TIMEOUT_MS,
        })
        return { transactionHash: r.receipt.transactionHash, success: r.success, blockNumber: r.receipt.blockNumber }
      } catch (error) {
        operationFailed(error)
      }
    },
  })

  const paymaster = smart.config.paymaster
  let refusal = sponsorshipRefusal({
    policy: project.sponsorship,
    paymasterReady: Boolean(paymaster && deps.paymasterSignerKey),
    targets: calls.map((c) => c.to),
  })
  if (refusal === undefined && paymaster && deps.paymasterSignerKey) {
    const key = { projectId: project.id, chainId: smart.chainId, account: account.address }
    const budgetWei = BigInt(project.sponsorship?.dailyBudgetWei ?? '0')
    const projectBudgetWei = BigInt(project.sponsorship?.projectDailyBudgetWei ?? '0')
    const sponsor = gangwayPaymaster({
      smart,
      paymaster,
      signerKey: deps.paymasterSignerKey,
      reserve: (costWei) => budget.reserve({ ...key, costWei, budgetWei, projectBudgetWei }),
    })
    try {
      return sent(await smart.bundler.sendUserOperation({ account, calls, paymaster: sponsor }), true)
    } catch (error) {
      const reserved = sponsor.reserved()
      if (reserved > 0n) await budget.release({ ...key, costWei: reserved })
      if (!(error instanceof SponsorshipRefused)) operationFailed(error)
      refusal = error.reason
    }
  }

  // the account pays: only when its balance and EntryPoint deposit cover the operation's maximum cost (a
  // bundler's estimate of an operation nobody can pay for fails too: that failure gets the same answer)
  const cannotPay = () =>
    new AuthError(
      400,
      AuthErrorCode.SMART_ACCOUNT_CANNOT_PAY_GAS,
      `Gas sponsorship was refused (${refusal}) and the account has no ETH to pay for gas`,
    )
  const funds = Promise.all([
    smart.publicClient.getBalance({ address: account.address }),
    smart.publicClient.readContract({
      address: smart.config.entryPoint,
      abi: entryPoint07Abi,
      functionName: 'balanceOf',
      args: [account.address],
    }),
  ]).then(([balance, deposit]) => balance + deposit)
  funds.catch(() => undefined) // awaited below; this only keeps an early failure from being "unhandled"
  const value = calls.reduce((sum, c) => sum + c.value, 0n)
  try {
    const op = await smart.bundler.prepareUserOperation({ account, calls }).catch(async (error: unknown) => {
      if ((await funds) <= value) throw cannotPay()
      throw error
    })
    if ((await funds) < maxOperationCost(op) + value) throw cannotPay()
    const signature = await account.signUserOperation(op)
    return sent(await smart.bundler.sendUserOperation({ ...op, signature }), false)
  } catch (error) {
    operationFailed(error)
  }
}
