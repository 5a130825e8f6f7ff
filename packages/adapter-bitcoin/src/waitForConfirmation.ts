import { AdapterError } from '@gangway/core'
import type { BitcoinApi } from './BitcoinApi.ts'

/**
 * Resolves once the transaction is in a block (`GET /tx/:txid/status` → confirmed), asking every
 * `intervalMs`; TRANSACTION_FAILED after `timeoutMs`. A transaction the API does not know yet (just
 * broadcast) is asked about again.
 */
export async function waitForConfirmation(
  api: BitcoinApi,
  txid: string,
  intervalMs: number,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const status = await api.transactionStatus(txid).catch(() => undefined)
    if (status?.confirmed) return
    if (Date.now() + intervalMs > deadline) {
      throw new AdapterError(
        'TRANSACTION_FAILED',
        `Transaction ${txid} was not confirmed within ${Math.round(timeoutMs / 1000)} s`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}
