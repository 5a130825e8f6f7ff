import type { Kit } from '../Kit.ts'
import { connectorWalletItem, registryWalletItem, type WalletItem } from '../wallets/WalletItem.ts'
import { isInstalled } from '../wallets/walletGroups.ts'
import { getWalletGroups } from './getWalletGroups.ts'
import { walletImageUrl } from './walletImageUrl.ts'

/** AppKit's `WalletListSnapshot`: Connect's wallets, the registry list (or search results), page and count. */
export type WalletList = { wallets: WalletItem[]; wcWallets: WalletItem[]; page: number; count: number }

/**
 * The wallets a headless connect UI shows (AppKit's `getWalletList` / `useAppKitWallets`): `wallets` are
 * Connect's list in its order (installed wallets, WalletConnect, featured, custom, recommended);
 * `wcWallets` the registry loaded so far by `fetchWallets`, or the last search's results.
 */
export function getWalletList(kit: Kit): WalletList {
  const image = (id: string) => walletImageUrl(kit, id)
  const wallets = getWalletGroups(kit).flatMap((group) =>
    'connectors' in group
      ? group.connectors.map(connectorWalletItem)
      : group.wallets.map((w) => registryWalletItem(w, image)),
  )
  const state = kit.stores.wallets.get()
  const connectors = kit.stores.connectors.get().connectors
  const registry = state.search.query ? state.search.results : [...state.featured, ...state.all]
  const wcWallets = kit.options.enableWalletConnect
    ? registry
        .filter((w, i, list) => list.findIndex((x) => x.id === w.id) === i && !isInstalled(w, connectors))
        .map((w) => registryWalletItem(w, image))
    : []
  return { wallets, wcWallets, page: state.page, count: state.count }
}
