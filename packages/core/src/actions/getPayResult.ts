import type { Kit } from '../Kit.ts'
import type { PayResult } from '../pay/PaymentOptions.ts'

/** AppKit Pay's `getPayResult`: the transaction hash of the last payment once it succeeded, else undefined. */
export function getPayResult(kit: Kit): PayResult {
  return kit.stores.pay.get().currentPayment?.result
}
