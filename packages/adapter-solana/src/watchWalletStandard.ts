import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'

/** A wallet the adapter can list: it connects (`standard:connect`) and names at least one `solana:*` chain. */
export function isSolanaWallet(wallet: Wallet): boolean {
  return (
    'standard:connect' in wallet.features &&
    wallet.chains.some((chain) => chain.startsWith('solana:')) &&
    // WalletConnect is the adapter's own connector, never a wallet-standard one (as AppKit)
    wallet.name !== 'WalletConnect'
  )
}

/**
 * Watches the page's wallet-standard registry (`@wallet-standard/app`'s `getWallets()`: wallets registered
 * before and after this call) and answers the Solana wallets each time the list changes. Returns the stop.
 */
export function watchWalletStandard(onChange: (wallets: Wallet[]) => void): () => void {
  const registry = getWallets()
  const report = () => onChange(registry.get().filter(isSolanaWallet))
  const offs = [registry.on('register', report), registry.on('unregister', report)]
  report()
  return () => {
    for (const off of offs) off()
  }
}
