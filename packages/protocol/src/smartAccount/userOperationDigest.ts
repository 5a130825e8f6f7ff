import { type Address, concat, type Hex, keccak256 } from 'viem'

/**
 * What GangwayAccountV2's owner (or a session key) signs, raw, for a user operation: EIP-191 version 0x00
 * ("data with intended validator") with the account as validator, `keccak256(0x19 ‖ 0x00 ‖ account ‖
 * userOpHash)` — the contract's `userOpDigest`. `userOpHash` (EntryPoint v0.7's) binds the operation, the
 * EntryPoint and the chain id. No signature a wallet gives a site (personal_sign is EIP-191 version 0x45, typed
 * data 0x01, transactions their type byte or RLP, ERC-1271 the 96-byte `replaySafeHash` preimage) has this
 * preimage; version-1 accounts took `personal_sign(userOpHash)` instead, which any site could ask for.
 */
export function userOperationDigest({ address, userOpHash }: { address: Address; userOpHash: Hex }): Hex {
  return keccak256(concat(['0x1900', address, userOpHash]))
}
