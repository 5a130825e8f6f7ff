import {
  type Account,
  type Address,
  BaseError,
  type Chain,
  ContractFunctionRevertedError,
  type Hex,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem'
import {
  entryPoint07Abi,
  entryPoint07Address,
  getUserOperationHash,
  type SmartAccount,
  toPackedUserOperation,
  type UserOperation,
} from 'viem/account-abstraction'

export type DirectOutcome = {
  /** The EntryPoint's `FailedOp` reason from simulating `handleOps` (e.g. 'AA24 signature error'); undefined when it would pass. */
  reason: string | undefined
  /** The status of the `handleOps` transaction actually mined (sent with fixed gas, so a failing one is mined too). */
  status: 'success' | 'reverted'
}

/**
 * A user operation of `account` signed by its signer and submitted by `submitter` — an EOA, no bundler, no
 * Gangway code in between — straight to EntryPoint v0.7's `handleOps`: what the chain itself says of it.
 * Gas limits are fixed (no estimation; `gas` overrides them), so the operation is judged by the account's
 * validation only; an undeployed account's operation carries its factory call.
 */
export async function handleOpsDirect(args: {
  publicClient: PublicClient
  submitter: WalletClient<Transport, Chain, Account>
  account: SmartAccount
  calls: { to: Address; value?: bigint; data?: Hex }[]
  /** Gas fields of the operation instead of the defaults (e.g. an attacker's inflated ones). */
  gas?: Partial<
    Pick<
      UserOperation<'0.7'>,
      'callGasLimit' | 'verificationGasLimit' | 'preVerificationGas' | 'maxFeePerGas' | 'maxPriorityFeePerGas'
    >
  >
  /** Signs the operation's hash instead of the account (what an attacker obtained). */
  signature?: (userOpHash: Hex) => Promise<Hex>
}): Promise<DirectOutcome> {
  const { publicClient, submitter, account } = args
  const fees = await publicClient.estimateFeesPerGas()
  const userOperation = {
    sender: await account.getAddress(),
    nonce: await account.getNonce(),
    callData: await account.encodeCalls(args.calls),
    ...((await account.isDeployed()) ? {} : await account.getFactoryArgs()),
    callGasLimit: 400_000n,
    verificationGasLimit: 400_000n,
    preVerificationGas: 60_000n,
    maxFeePerGas: fees.maxFeePerGas,
    maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
    ...args.gas,
    signature: '0x',
  } as UserOperation<'0.7'>
  const chainId = await publicClient.getChainId()
  userOperation.signature = args.signature
    ? await args.signature(
        getUserOperationHash({
          chainId,
          entryPointAddress: entryPoint07Address,
          entryPointVersion: '0.7',
          userOperation,
        }),
      )
    : await account.signUserOperation(userOperation)
  const call = {
    address: entryPoint07Address,
    abi: entryPoint07Abi,
    functionName: 'handleOps',
    args: [[toPackedUserOperation(userOperation)], submitter.account.address],
  } as const
  let reason: string | undefined
  try {
    await publicClient.simulateContract({ ...call, account: submitter.account })
  } catch (error) {
    const reverted = error instanceof BaseError ? error.walk((e) => e instanceof ContractFunctionRevertedError) : null
    if (!(reverted instanceof ContractFunctionRevertedError)) throw error
    const data = reverted.data
    reason = data?.errorName?.startsWith('FailedOp')
      ? String(data.args?.at(-1))
      : (data?.errorName ?? reverted.shortMessage)
  }
  // the op's executed gas and the EntryPoint's own: enough for the operation whatever its validation says
  const gas = userOperation.verificationGasLimit + userOperation.callGasLimit + 1_200_000n
  const hash = await submitter.writeContract({ ...call, gas })
  const receipt = await publicClient.waitForTransactionReceipt({ hash })
  return { reason, status: receipt.status }
}
