import { type Base64EncodedWireTransaction, getBase64Decoder } from '@solana/kit'
import type { SolanaSendOptions } from './SolanaSigner.ts'
import type { SolanaRpc } from './solanaRpc.ts'

/** Sends a signed transaction (wire bytes) through the network's RPC; answers its base58 signature. */
export async function sendWireTransaction(
  rpc: SolanaRpc,
  transaction: Uint8Array,
  options: SolanaSendOptions,
): Promise<string> {
  const wire = getBase64Decoder().decode(transaction) as Base64EncodedWireTransaction
  return rpc
    .sendTransaction(wire, {
      encoding: 'base64',
      ...(options.preflightCommitment ? { preflightCommitment: options.preflightCommitment } : {}),
      ...(options.skipPreflight === undefined ? {} : { skipPreflight: options.skipPreflight }),
      ...(options.maxRetries === undefined ? {} : { maxRetries: BigInt(options.maxRetries) }),
      ...(options.minContextSlot === undefined ? {} : { minContextSlot: BigInt(options.minContextSlot) }),
    })
    .send()
}
