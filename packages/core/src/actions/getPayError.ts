import type { Kit } from '../Kit.ts'
import type { AppKitPayErrorMessage } from '../pay/PayError.ts'

/** AppKit Pay's `getPayError`: AppKit Pay's message of the last payment's failure, else null. */
export function getPayError(kit: Kit): AppKitPayErrorMessage | null {
  return kit.stores.pay.get().error
}
