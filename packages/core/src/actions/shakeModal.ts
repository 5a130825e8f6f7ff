import { ConstantsUtil } from '../constants.ts'
import type { Kit } from '../Kit.ts'

/** Shakes the dialog for 500 ms (SPEC §9): "not like this" — e.g. closing while a network must be chosen. */
export function shakeModal(kit: Kit): void {
  if (kit.stores.modal.get().shake) return
  kit.stores.modal.set({ shake: true })
  const timer = setTimeout(() => {
    kit.timers.delete(timer)
    kit.stores.modal.set({ shake: false })
  }, ConstantsUtil.SHAKE_MS)
  kit.timers.add(timer)
}
