import { ConstantsUtil } from '../constants.ts'
import type { Kit } from '../Kit.ts'
import type { Variant } from '../stores/KitStores.ts'

/**
 * Shows a snackbar; a new message replaces an open one after 150 ms (SPEC §9). `code` lets the UI show its
 * translation of the message.
 */
export function showSnack(kit: Kit, message: string, variant: Variant = 'info', code?: string): void {
  const { snack } = kit.stores
  if (!snack.get().open) {
    snack.set({ open: true, message, variant, code })
    return
  }
  snack.set({ open: false })
  const timer = setTimeout(() => {
    kit.timers.delete(timer)
    snack.set({ open: true, message, variant, code })
  }, ConstantsUtil.SNACKBAR_SWAP_DELAY_MS)
  kit.timers.add(timer)
}
