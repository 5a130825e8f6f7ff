import { gangwayPaymasterAbi } from '@gangway/protocol/smart-account'
import { type Address, concat, encodeAbiParameters, type Hex, keccak256, toHex } from 'viem'
import { toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { SponsorshipRefused } from './SponsorshipRefused.ts'
import type { SmartChain } from './smartChains.ts'
import type { BudgetRefusal } from './sponsorBudget.ts'

/** How long a paymaster signature is valid (chain time): the bundler has this long to include it. */
const VALIDITY_SECONDS = 600n
/** Gas of the paymaster's own validation and postOp (VerifyingPaymaster's are small; the bundler re-estimates). */
const STUB_VERIFICATION_GAS = 60_000n
const STUB_POST_OP_GAS = 1n
/** A real signature by a throwaway key: it recovers (to a non-signer), so estimation runs the validation path. */
const STUB_SIGNER = privateKeyToAccount(keccak256(toHex('gangway paymaster stub signer')))

type GasFields = Pick<
  UserOperation<'0.7'>,
  | 'callGasLimit'
  | 'verificationGasLimit'
  | 'preVerificationGas'
  | 'maxFeePerGas'
  | 'paymasterVerificationGasLimit'
  | 'paymasterPostOpGasLimit'
>

/** The most an operation can cost (EntryPoint v0.7's prefund): every gas limit × maxFeePerGas. */
export function maxOperationCost(op: Partial<GasFields>): bigint {
  const gas =
    (op.callGasLimit ?? 0n) +
    (op.verificationGasLimit ?? 0n) +
    (op.preVerificationGas ?? 0n) +
    (op.paymasterVerificationGasLimit ?? 0n) +
    (op.paymasterPostOpGasLimit ?? 0n)
  return gas * (op.maxFeePerGas ?? 0n)
}

const timeWindow = (validUntil: bigint, validAfter: bigint) =>
  encodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], [Number(validUntil), Number(validAfter)])

/**
 * viem paymaster actions for GangwayPaymaster (VerifyingPaymaster v0.7 layout): the stub for gas estimation,
 * then — once the gas limits are known — `reserve(maxCost)` (the account's and the project's daily budgets; a
 * budget it does not fit → refused, naming it)
 * and the signer's EIP-191 signature of the paymaster's own `getHash(userOp, validUntil, validAfter)`.
 */
export function gangwayPaymaster(args: {
  smart: SmartChain
  paymaster: Address
  signerKey: Hex
  reserve(costWei: bigint): Promise<BudgetRefusal | undefined>
}) {
  const { smart, paymaster, reserve } = args
  const signer = privateKeyToAccount(args.signerKey)
  let stubSignature: Hex | undefined
  let reserved = 0n
  return {
    async getPaymasterStubData() {
      stubSignature ??= await STUB_SIGNER.signMessage({ message: { raw: keccak256('0x') } })
      return {
        paymaster,
        paymasterData: concat([timeWindow(0n, 0n), stubSignature]),
        paymasterVerificationGasLimit: STUB_VERIFICATION_GAS,
        paymasterPostOpGasLimit: STUB_POST_OP_GAS,
      }
    },
    async getPaymasterData(op: Record<string, unknown>) {
      const userOperation = op as unknown as UserOperation<'0.7'>
      const paymasterVerificationGasLimit = userOperation.paymasterVerificationGasLimit ?? STUB_VERIFICATION_GAS
      const paymasterPostOpGasLimit = userOperation.paymasterPostOpGasLimit ?? STUB_POST_OP_GAS
      const cost = maxOperationCost({ ...userOperation, paymasterVerificationGasLimit, paymasterPostOpGasLimit })
      const refused = await reserve(cost)
      if (refused === 'project') throw new SponsorshipRefused('the daily sponsorship budget of this site is spent')
      if (refused) throw new SponsorshipRefused('the daily sponsorship budget of this account is spent')
      reserved += cost
      const block = await smart.publicClient.getBlock({ blockTag: 'latest' })
      const validAfter = 0n
      const validUntil = block.timestamp + VALIDITY_SECONDS
      const window = timeWindow(validUntil, validAfter)
      const packed = toPackedUserOperation({
        ...userOperation,
        paymaster,
        paymasterVerificationGasLimit,
        paymasterPostOpGasLimit,
        paymasterData: window,
        signature: '0x',
      })
      const hash = await smart.publicClient.readContract({
        address: paymaster,
        abi: gangwayPaymasterAbi,
        functionName: 'getHash',
        args: [packed, Number(validUntil), Number(validAfter)],
      })
      const signature = await signer.signMessage({ message: { raw: hash } })
      return {
        paymaster,
        paymasterData: concat([window, signature]),
        paymasterVerificationGasLimit,
        paymasterPostOpGasLimit,
      }
    },
    /** The wei reserved from the budget so far (given back when the operation is not sent). */
    reserved: () => reserved,
  }
}
