import type { Kit } from '../Kit.ts'
import { initialSendState } from '../stores/SendState.ts'

/** Empties the Send form. */
export function resetSend(kit: Kit): void {
  kit.stores.send.set(initialSendState())
}
