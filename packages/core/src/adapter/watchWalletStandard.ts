import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'

/**
 * Watches the page's wallet-standard registry (`@wallet-standard/app`'s `getWallets()`: wallets registered before
 * and after this call) and answers the wallets `accept` takes each time the list changes. A wallet named
 * "WalletConnect" is never one (WalletConnect is the adapter's own connector, as in AppKit). Returns the stop.
 */
export function watchWalletStandard(
  accept: (wallet: Wallet) => boolean,
  onChange: (wallets: Wallet[]) => void,
): () => void {
  const registry = getWallets()
  const report = () => onChange(registry.get().filter((wallet) => wallet.name !== 'WalletConnect' && accept(wallet)))
  const offs = [registry.on('register', report), registry.on('unregister', report)]
  report()
  return () => {
    for (const off of offs) off()
  }
}
