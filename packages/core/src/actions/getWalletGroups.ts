import type { Kit } from '../Kit.ts'
import { type WalletGroup, walletGroups } from '../wallets/walletGroups.ts'

/** The Connect list of this kit now: its connectors, recent wallets, registry wallets and Connect options. */
export function getWalletGroups(kit: Kit): WalletGroup[] {
  const options = kit.stores.options.get()
  const wallets = kit.stores.wallets.get()
  return walletGroups({
    connectors: kit.stores.connectors.get().connectors,
    recent: kit.storage.getRecentWallets(),
    featured: wallets.featured,
    recommended: wallets.recommended,
    customWallets: options.customWallets,
    connectorImages: options.connectorImages,
    order: options.features.connectorTypeOrder,
    options: kit.options,
    namespaces: [...new Set(kit.stores.chains.get().networks.map((n) => n.chainNamespace))],
  })
}
