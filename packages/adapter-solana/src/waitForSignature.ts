import { AdapterError } from '@gangway/core'
import { type Commitment, isSignature, signature as toSignature } from '@solana/kit'
import { SIGNATURE_POLL_INTERVAL_MS } from './solanaConstants.ts'
import type { SolanaRpc } from './solanaRpc.ts'

const REACHED: Record<Commitment, string[]> = {
  processed: ['processed', 'confirmed', 'finalized'],
  confirmed: ['confirmed', 'finalized'],
  finalized: ['finalized'],
}

/**
 * Polls `getSignatureStatuses` until the transaction reaches `commitment` (every 500 ms, at most
 * `timeoutMs`). Fails with TRANSACTION_FAILED when it landed with an error or did not land in time.
 */
export async function waitForSignature(
  rpc: SolanaRpc,
  hash: string,
  commitment: Commitment,
  timeoutMs: number,
): Promise<void> {
  if (!isSignature(hash)) {
    throw new AdapterError('INVALID_TRANSFER', `Not a transaction signature: ${hash}`)
  }
  const signature = toSignature(hash)
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const [status] = (await rpc.getSignatureStatuses([signature]).send()).value
    if (status?.err) {
      throw new AdapterError(
        'TRANSACTION_FAILED',
        `Transaction ${hash} failed: ${JSON.stringify(status.err, (_k, v) => (typeof v === 'bigint' ? v.toString() : v))}`,
      )
    }
    if (status?.confirmationStatus && REACHED[commitment].includes(status.confirmationStatus)) return
    if (Date.now() + SIGNATURE_POLL_INTERVAL_MS > deadline) {
      throw new AdapterError(
        'TRANSACTION_FAILED',
        `Transaction ${hash} was not ${commitment} within ${timeoutMs < 1000 ? `${timeoutMs} ms` : `${Math.round(timeoutMs / 1000)} s`}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, SIGNATURE_POLL_INTERVAL_MS))
  }
}
