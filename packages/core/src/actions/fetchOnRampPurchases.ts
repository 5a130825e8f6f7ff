import type { OnrampPurchase } from '@gangway/protocol'
import type { Kit } from '../Kit.ts'
import { readOnRampPurchases } from '../onramp/readOnRampPurchases.ts'

/**
 * The connected account's purchases this browser started (their ids are kept in storage; the server lists
 * purchases by id only, never by address), newest first, into `onramp.purchases` for Activity. Unreadable
 * answers leave the list as it was.
 */
export async function fetchOnRampPurchases(kit: Kit): Promise<OnrampPurchase[]> {
  const chains = kit.stores.chains.get()
  const address = chains.accounts[chains.activeNamespace]?.address
  if (!address) return []
  const account = `${chains.activeNetwork.caipNetworkId}:${address}`
  const ids = kit.storage
    .getOnRampPurchases()
    .filter((p) => p.account.toLowerCase() === account.toLowerCase())
    .map((p) => p.id)
  if (ids.length === 0) {
    kit.stores.onramp.set({ purchases: [] })
    return []
  }
  const purchases = (await readOnRampPurchases(kit, ids)).sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  kit.stores.onramp.set({ purchases })
  return purchases
}
