import type { ChainNamespace } from '@gangway/protocol'
import type { Kit } from '../Kit.ts'

/**
 * After a connection or a network change: reads the connected account's native balance (`fetchBalance`,
 * its 30 s cache) in the background. `fetchBalance` and the balance formatting it brings (the adapter's
 * `formatUnits`, the Tokens list's native row) load on the first call with a connected account, so a page
 * whose visitor has not connected does not carry them (issue 38). Never throws.
 */
export function refreshBalance(kit: Kit, namespace: ChainNamespace, options: { force?: boolean } = {}): void {
  if (!kit.stores.chains.get().accounts[namespace]?.isConnected) return
  void import('./fetchBalance.ts')
    .then(({ fetchBalance }) => fetchBalance(kit, namespace, options))
    .catch(() => undefined)
}
