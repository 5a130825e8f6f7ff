import type { GrantPermissionsResponse } from '@gangway/protocol'
import type { GangwaySmartAccountImplementation } from '@gangway/protocol/smart-account'
import { type GangwaySigner, type GangwaySmartAccount, toGangwaySmartAccount } from '@gangway/protocol/smart-account'
import { type Address, BaseError, zeroAddress } from 'viem'

export type ToGangwaySessionAccountParameters = {
  /** A client of the session's chain (its `chain` set), e.g. viem's `createPublicClient({ chain, transport })`. */
  client: GangwaySmartAccountImplementation['client']
  /** What `wallet_grantPermissions` answered (its `address` is the smart account, `chainId` its chain). */
  permissions: Pick<GrantPermissionsResponse, 'address' | 'chainId'>
  /** The session key whose public key was granted: anything with viem's `signMessage`, e.g. `privateKeyToAccount`. */
  sessionKey: GangwaySigner
  /** EntryPoint v0.7 (default: the canonical address). */
  entryPoint?: Address | undefined
}

/**
 * The smart account a Gangway embedded wallet granted a session key to (`wallet_grantPermissions`), as a viem
 * smart account whose user operations the session key signs — for viem's bundler client
 * (`createBundlerClient({ account, client, transport: http(bundlerUrl) })`, `sendUserOperation({ calls })`).
 * The account checks every operation on-chain: only the granted (contract, function) pairs, within the
 * spending limit, before the expiry and until revoked; anything else the EntryPoint refuses (AA24). The
 * account is already deployed by the grant; a session key cannot deploy it, sign ERC-1271 messages for it,
 * or call the account itself.
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
  return toGangwaySmartAccount({
    client,
    entryPoint: parameters.entryPoint,
    // never used: without `owner` the account cannot produce a deployment (it was deployed by the grant)
    factory: zeroAddress,
    address: permissions.address,
    // only user operations: a session key's raw signature is no ERC-1271 signature of the account
    signer: { signMessage: (args) => sessionKey.signMessage(args) },
  })
}
