import { getBase58Encoder, getBase64EncodedWireTransaction, type Transaction } from '@solana/kit'
import type { SolanaSignAndSendTransactionOptions } from '@solana/wallet-standard-features'
import { ProviderErrorCode, ProviderRpcError } from './ProviderRpcError.ts'

/**
 * Sends a signed transaction with JSON-RPC `sendTransaction` (base64) and answers its signature's bytes.
 * The node's own error (code, message, data — e.g. a preflight failure) comes back as a `ProviderRpcError`.
 */
export async function sendSolanaTransaction(
  rpcUrl: string,
  transaction: Transaction,
  options: SolanaSignAndSendTransactionOptions = {},
): Promise<Uint8Array> {
  const config = {
    encoding: 'base64',
    ...(options.skipPreflight !== undefined ? { skipPreflight: options.skipPreflight } : {}),
    ...(options.preflightCommitment ? { preflightCommitment: options.preflightCommitment } : {}),
    ...(options.maxRetries !== undefined ? { maxRetries: options.maxRetries } : {}),
    ...(options.minContextSlot !== undefined ? { minContextSlot: options.minContextSlot } : {}),
  }
  let body: { result?: unknown; error?: { code: number; message: string; data?: unknown } }
  try {
    const res = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'sendTransaction',
        params: [getBase64EncodedWireTransaction(transaction), config],
      }),
    })
    body = (await res.json()) as typeof body
  } catch (error) {
    throw new ProviderRpcError(
      ProviderErrorCode.chainDisconnected,
      `The Solana chain is unreachable at ${rpcUrl}: ${(error as Error).message}`,
    )
  }
  if (body.error) throw new ProviderRpcError(body.error.code, body.error.message, body.error.data)
  if (typeof body.result !== 'string') {
    throw new ProviderRpcError(ProviderErrorCode.internal, `sendTransaction at ${rpcUrl} answered no signature`)
  }
  return new Uint8Array(getBase58Encoder().encode(body.result))
}
