import type { OnrampPurchase } from '@gangway/protocol'
import type { Kit } from '../Kit.ts'
import { OnRampConstants } from '../onramp/onRampConstants.ts'
import { readOnRampPurchases } from '../onramp/readOnRampPurchases.ts'
import { fetchBalance } from './fetchBalance.ts'

/**
 * Follows the purchase BuyInProgress shows: asks the server every 3 s (`OnRampConstants.PURCHASE_POLL_MS`) until the
 * provider reported it completed or failed (through its webhook), or `signal` aborts (the view closed).
 * Completed: the native balance is read again. Answers the last state seen; a failed poll is tried again.
 */
export async function watchOnRampPurchase(
  kit: Kit,
  options: { signal?: AbortSignal; intervalMs?: number } = {},
): Promise<OnrampPurchase | undefined> {
  const { onramp } = kit.stores
  const interval = options.intervalMs ?? OnRampConstants.PURCHASE_POLL_MS
  for (;;) {
    const current = onramp.get().purchase
    if (!current?.id || options.signal?.aborted) return current
    try {
      const seen = (await readOnRampPurchases(kit, [current.id])).find((p) => p.id === current.id)
      if (seen && onramp.get().purchase?.id === seen.id && !options.signal?.aborted) {
        onramp.set({ purchase: seen })
        if (seen.status !== 'pending') {
          if (seen.status === 'completed') await fetchBalance(kit, undefined, { force: true }).catch(() => undefined)
          return seen
        }
      }
    } catch {
      // the server did not answer this time: ask again
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, interval)
      options.signal?.addEventListener('abort', () => {
        clearTimeout(timer)
        resolve()
      })
    })
  }
}
