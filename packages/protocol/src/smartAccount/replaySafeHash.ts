import { type Address, encodeAbiParameters, type Hex, keccak256 } from 'viem'

/**
 * GangwayAccount's ERC-1271 hash: `keccak256(abi.encode(hash, account, chainid))`, so a signature for one
 * account on one chain cannot be replayed for another account of the same owner or on another chain. The
 * owner signs it raw (no EIP-191 prefix).
 */
export function replaySafeHash({ hash, address, chainId }: { hash: Hex; address: Address; chainId: number }): Hex {
  return keccak256(
    encodeAbiParameters(
      [{ type: 'bytes32' }, { type: 'address' }, { type: 'uint256' }],
      [hash, address, BigInt(chainId)],
    ),
  )
}
