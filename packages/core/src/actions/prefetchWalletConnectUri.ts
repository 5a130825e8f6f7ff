import type { Kit } from '../Kit.ts'
import { connectWalletConnect } from './connectWallet.ts'
import { isPairingExpired } from './pairingExpiry.ts'

/**
 * AppKit's `prefetchWalletConnectUri` / `getWcUri`: starts a WalletConnect pairing and resolves as soon as
 * its URI is there (read it from `connections.pairing`; a pairing still valid is reused), or when the attempt fails (`wcError`). The
 * connection itself completes in the background when the wallet approves.
 */
export function prefetchWalletConnectUri(kit: Kit): Promise<void> {
  // a pairing still valid is reused (AppKit's `cache: 'auto'`)
  const pairing = kit.stores.connections.get().pairing
  if (pairing && !isPairingExpired(pairing.createdAt)) return Promise.resolve()
  return new Promise<void>((resolve) => {
    const stop = kit.stores.connections.subscribeKey('pairing', (next) => {
      if (!next) return
      stop()
      resolve()
    })
    connectWalletConnect(kit).catch(() => {
      stop()
      resolve()
    })
  })
}
