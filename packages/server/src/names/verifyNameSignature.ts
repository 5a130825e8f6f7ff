import { ProfileErrorCode } from '@gangway/protocol'
import { checkMessageSignature } from '../rpc/checkMessageSignature.ts'
import type { CheckedRegistration } from './checkRegistration.ts'
import { NameError } from './NameError.ts'

/**
 * The registration's message must be signed by its address (EIP-191 personal_sign), checked on the
 * signing chain (`checkMessageSignature`: EOA, ERC-1271 or ERC-6492). 400 INVALID_SIGNATURE when it is not;
 * 502 when the chain cannot be asked.
 */
export async function verifyNameSignature(registration: CheckedRegistration): Promise<void> {
  const { client, address, message, signature, chainId } = registration
  const result = await checkMessageSignature(client, { address, message, signature })
  if (result === 'valid') return
  if (result === 'unavailable') {
    throw new NameError(
      ProfileErrorCode.CHAIN_UNAVAILABLE,
      `The chain ${chainId} did not answer, so the signature could not be checked. Try again later`,
      502,
    )
  }
  throw new NameError(ProfileErrorCode.INVALID_SIGNATURE, `The message is not signed by ${address}`)
}
