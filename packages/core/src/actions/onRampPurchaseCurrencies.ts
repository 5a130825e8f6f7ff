import type { PurchaseCurrency } from '@gangway/protocol'
import type { Kit } from '../Kit.ts'
import { onRampNetwork } from '../onramp/onRampNetwork.ts'

/** The tokens that can be bought on the active network (OnRampTokenSelect's list). */
export function onRampPurchaseCurrencies(kit: Kit): PurchaseCurrency[] {
  const network = kit.stores.chains.get().activeNetwork
  return kit.stores.onramp.get().purchaseCurrencies.filter((c) => onRampNetwork(c, network))
}
