import type { GrantPermissionsResponse } from '@gangway/protocol'
import type { GangwaySmartAccountImplementation } from '@gangway/protocol/smart-account'
import {
  type GangwaySigner,
  type GangwaySmartAccount,
  gangwayAccountAbi,
  toGangwaySmartAccount,
} from '@gangway/protocol/smart-account'
import { type Address, BaseError, decodeFunctionData, zeroAddress } from 'viem'

export type ToGangwaySessionAccountParameters = {
  /** A client of the session's chain (its `chain` set), e.g. viem's `createPublicClient({ chain, transport })`. */
  client: GangwaySmartAccountImplementation['client']
  /** What `wallet_grantPermissions` answered (its `address` is the smart account, `chainId` its chain). */
  permissions: Pick<GrantPermissionsResponse, 'address' | 'chainId'>
  /**
   * The session key whose public key was granted: anything with viem's raw `sign({ hash })`, e.g.
   * `privateKeyToAccount` (it signs the account's user-operation digest, EIP-191 version 0x00).
   */
  sessionKey: Pick<GangwaySigner, 'sign'>
  /** EntryPoint v0.7 (default: the canonical address). */
  entryPoint?: Address | undefined
}

/**
 * The smart account a Gangway embedded wallet granted a session key to (`wallet_grantPermissions`), as a viem
 * smart account whose user operations the session key signs — for viem's bundler client
 * (`createBundlerClient({ account, client, transport: http(bundlerUrl) })`, `sendUserOperation({ calls })`).
 * The account checks every operation on-chain: only the granted (contract, function) pairs, within the
 * spending limit — the calls' values plus, when no paymaster pays, the operation's maximum gas cost — before the
 * expiry and until revoked; anything else the EntryPoint refuses (AA24). The account is already deployed by the
 * grant; a session key cannot deploy it, sign ERC-1271 messages for it (this account's `signMessage` and
 * `signTypedData` throw), or call the account itself.
 */
export async function toGangwaySessionAccount(
  parameters: ToGangwaySessionAccountParameters,
): Promise<GangwaySmartAccount> {
  const { client, permissions, sessionKey } = parameters
  const chainId = Number.parseInt(permissions.chainId, 16)
  if (client.chain?.id !== chainId) {
    throw new BaseError(
      `The session was granted on chain ${chainId}; the client is on ${client.chain?.id ?? 'no chain'}`,
    )
  }
  const account = await toGangwaySmartAccount({
    client,
    entryPoint: parameters.entryPoint,
    // never used: without `owner` the account cannot produce a deployment (it was deployed by the grant)
    factory: zeroAddress,
    address: permissions.address,
    signer: { sign: (args) => sessionKey.sign(args) },
  })
  // only user operations: a session key's signature is no ERC-1271 signature of the account (only the owner's is)
  const notTheOwner = async (): Promise<never> => {
    throw new BaseError('A session key signs user operations only, not messages of the account')
  }
  return {
    ...account,
    signMessage: notTheOwner,
    signTypedData: notTheOwner,
    userOperation: {
      // the bundler estimates validation with a stub signature, which the account rejects at once (no signer
      // recovered), so the session path's work — reading the scopes, counting the spend — goes unmeasured
      // (AA26 over verificationGasLimit); the limit is set here instead, per call checked
      async estimateGas(userOperation) {
        let calls = 1
        try {
          const data = userOperation.callData ?? '0x'
          const decoded = decodeFunctionData({ abi: gangwayAccountAbi, data })
          if (decoded.functionName === 'executeBatch') calls = decoded.args[0].length
        } catch {}
        return { verificationGasLimit: SESSION_VERIFICATION_GAS + SESSION_VERIFICATION_GAS_PER_CALL * BigInt(calls) }
      },
    },
  }
}

/** Verification gas of a session-key operation: the signature, the session's slot and the spend counter… */
export const SESSION_VERIFICATION_GAS = 120_000n
/** …and each call's scope look-up. Unused verification gas is not charged (EntryPoint v0.7). */
export const SESSION_VERIFICATION_GAS_PER_CALL = 15_000n
