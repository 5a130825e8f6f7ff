import type { Kit } from '../Kit.ts'

export function hideSnack(kit: Kit): void {
  kit.stores.snack.set({ open: false })
}
