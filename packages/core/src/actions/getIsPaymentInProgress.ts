import type { Kit } from '../Kit.ts'

/** AppKit Pay's `getIsPaymentInProgress`: true while the wallet is asked to pay. */
export function getIsPaymentInProgress(kit: Kit): boolean {
  return kit.stores.pay.get().isPaymentInProgress
}
