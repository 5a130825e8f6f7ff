import type { Address, Hex, PublicClient } from 'viem'

/**
 * Whether `signature` is `address`'s EIP-191 signature of `message`, asked of the chain through viem's
 * `verifyMessage`: recovered for an EOA, `isValidSignature` for a deployed contract wallet (ERC-1271), the
 * ERC-6492 wrapper run against its factory for one not deployed yet. `unavailable` when the chain cannot be
 * asked — viem also answers false when its `eth_call` failed, so a false is only believed once the chain
 * answers: a contract wallet's good signature is never called forged because the RPC is down.
 */
export async function checkMessageSignature(
  client: PublicClient,
  params: { address: Address; message: string; signature: Hex },
): Promise<'valid' | 'invalid' | 'unavailable'> {
  let valid: boolean
  try {
    valid = await client.verifyMessage(params)
  } catch {
    return 'unavailable'
  }
  if (valid) return 'valid'
  const reachable = await client.getBlockNumber({ cacheTime: 0 }).then(
    () => true,
    () => false,
  )
  return reachable ? 'invalid' : 'unavailable'
}
