import { OnrampApiPath, type OnrampPurchase, OnrampPurchasesResponseSchema } from '@gangway/protocol'
import type { Kit } from '../Kit.ts'

/** Purchases as the server knows them, by id (`GET /v1/onramp/purchases?ids=`; unknown ids are left out). */
export async function readOnRampPurchases(kit: Kit, ids: string[]): Promise<OnrampPurchase[]> {
  const answer = await kit.api.get(OnrampApiPath.purchases.slice(1), { ids: ids.join(',') })
  return OnrampPurchasesResponseSchema.parse(answer).purchases
}
