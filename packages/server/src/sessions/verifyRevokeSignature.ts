import { SessionErrorCode, sessionRevokeMessage } from '@gangway/protocol'
import type { Address, Hex } from 'viem'
import { checkMessageSignature } from '../rpc/checkMessageSignature.ts'
import type { ChainClients } from '../rpc/createChainClients.ts'
import { SessionError } from './SessionError.ts'

/**
 * The revoke's signature must be the account's over `sessionRevokeMessage(pci)` (`checkMessageSignature`:
 * EOA, ERC-1271 or ERC-6492). 403 `SESSION_INVALID_SIGNATURE` when it is not; 502 when the chain cannot be
 * asked.
 */
export async function verifyRevokeSignature(
  clients: ChainClients,
  chainId: string,
  address: Address,
  pci: string,
  signature: Hex,
): Promise<void> {
  const client = clients.get(chainId)
  const result = client
    ? await checkMessageSignature(client, { address, message: sessionRevokeMessage(pci), signature })
    : 'unavailable'
  if (result === 'valid') return
  if (result === 'unavailable') {
    throw new SessionError(
      SessionErrorCode.CHAIN_FAILED,
      `The chain ${chainId} did not answer, so the signature could not be checked. Try again later`,
      502,
    )
  }
  throw new SessionError(SessionErrorCode.INVALID_SIGNATURE, `The revoke is not signed by ${address}`, 403)
}
