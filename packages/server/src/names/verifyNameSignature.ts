import { ProfileErrorCode } from '@gangway/protocol'
import type { CheckedRegistration } from './checkRegistration.ts'
import { NameError } from './NameError.ts'

/**
 * The registration's message must be signed by its address (EIP-191 personal_sign), checked on the
 * signing chain by viem's `verifyMessage`: recovered for an EOA, `isValidSignature` for a deployed contract
 * wallet (ERC-1271), the ERC-6492 wrapper run against its factory for one not deployed yet. 400
 * INVALID_SIGNATURE when it is not; 502 when the chain cannot be asked (a contract wallet's good signature
 * is never called forged because the RPC is down).
 */
export async function verifyNameSignature(registration: CheckedRegistration): Promise<void> {
  const { client, address, message, signature, chainId } = registration
  const unavailable = () =>
    new NameError(
      ProfileErrorCode.CHAIN_UNAVAILABLE,
      `The chain ${chainId} did not answer, so the signature could not be checked. Try again later`,
      502,
    )
  let valid: boolean
  try {
    valid = await client.verifyMessage({ address, message, signature })
  } catch {
    throw unavailable()
  }
  if (valid) return
  // viem answers false also when its eth_call failed
  const reachable = await client.getBlockNumber({ cacheTime: 0 }).then(
    () => true,
    () => false,
  )
  if (!reachable) throw unavailable()
  throw new NameError(ProfileErrorCode.INVALID_SIGNATURE, `The message is not signed by ${address}`)
}
