import type { Kit } from '../Kit.ts'

/** AppKit's `resetConnectingWallet`: clears the wallet a headless connect UI shows as connecting. */
export function resetConnectingWallet(kit: Kit): void {
  kit.stores.headless.set({ connectingWallet: undefined })
}
