import { OnrampApiPath, type OnrampPurchase, OnrampPurchasesResponseSchema } from '@gangway/protocol'
import type { Kit } from '../Kit.ts'

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
  const answer = OnrampPurchasesResponseSchema.parse(
    await kit.api.get(OnrampApiPath.purchases.slice(1), { ids: ids.join(',') }),
  )
  const purchases = [...answer.purchases].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  kit.stores.onramp.set({ purchases })
  return purchases
}
