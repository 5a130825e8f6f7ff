import { type Address, encodeAbiParameters, encodePacked, type Hex, keccak256 } from 'viem'
import type { LocalAccount } from 'viem/accounts'

/**
 * What `GangwayOffchainResolver.resolveWithProof` checks: EIP-191 version 0x00 ("data with intended
 * validator", the resolver) — keccak256(0x1900 ‖ resolver ‖ expires (uint64) ‖ keccak256(request) ‖
 * keccak256(result)).
 */
export function gatewayAnswerHash(p: { resolver: Address; expires: bigint; request: Hex; result: Hex }): Hex {
  return keccak256(
    encodePacked(
      ['bytes2', 'address', 'uint64', 'bytes32', 'bytes32'],
      ['0x1900', p.resolver, p.expires, keccak256(p.request), keccak256(p.result)],
    ),
  )
}

/**
 * The gateway's answer to `request` (the `resolve` call data it received from `resolver`, EIP-3668's
 * sender): `abi.encode(bytes result, uint64 expires, bytes signature)`, signed by `account`.
 */
export async function signGatewayAnswer(p: {
  account: LocalAccount
  resolver: Address
  request: Hex
  result: Hex
  expires: bigint
}): Promise<Hex> {
  const signature = await p.account.sign?.({ hash: gatewayAnswerHash(p) })
  if (!signature) throw new Error('The ENS gateway key cannot sign hashes')
  return encodeAbiParameters(
    [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
    [p.result, p.expires, signature],
  )
}
