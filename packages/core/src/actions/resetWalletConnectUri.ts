import type { Kit } from '../Kit.ts'

/** AppKit's `resetWcUri`: forgets the shown pairing URI and the last WalletConnect error. */
export function resetWalletConnectUri(kit: Kit): void {
  kit.stores.connections.set({ pairing: undefined })
  kit.stores.headless.set({ wcError: false, wcFetchingUri: false })
}
