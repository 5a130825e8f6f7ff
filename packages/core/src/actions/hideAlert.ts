import type { Kit } from '../Kit.ts'

export function hideAlert(kit: Kit): void {
  kit.stores.alert.set({ open: false })
}
