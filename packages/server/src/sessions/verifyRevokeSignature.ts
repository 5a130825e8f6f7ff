import { SessionErrorCode, sessionRevokeMessage } from '@gangway/protocol'
import type { Address, Hex } from 'viem'
import type { ChainClients } from '../rpc/createChainClients.ts'
import { SessionError } from './SessionError.ts'

/**
 * The revoke's signature must be the account's over `sessionRevokeMessage(pci)` (viem `verifyMessage`:
 * recovered for an EOA, `isValidSignature` for a deployed account, the ERC-6492 wrapper for one not deployed).
 * 403 `SESSION_INVALID_SIGNATURE` when it is not; 502 when the chain cannot be asked.
 */
export async function verifyRevokeSignature(
  clients: ChainClients,
  chainId: string,
  address: Address,
  pci: string,
  signature: Hex,
): Promise<void> {
  const client = clients.get(chainId)
  const unavailable = () =>
    new SessionError(
      SessionErrorCode.CHAIN_FAILED,
      `The chain ${chainId} did not answer, so the signature could not be checked. Try again later`,
      502,
    )
  if (!client) throw unavailable()
  let valid: boolean
  try {
    valid = await client.verifyMessage({ address, message: sessionRevokeMessage(pci), signature })
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
  throw new SessionError(SessionErrorCode.INVALID_SIGNATURE, `The revoke is not signed by ${address}`, 403)
}
