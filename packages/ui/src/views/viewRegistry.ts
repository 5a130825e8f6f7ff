import type { View } from '@gangway/core'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

export type ViewProps = { data: unknown }
type Loader = () => Promise<{ default: ComponentType<ViewProps> }>

/** Each view is its own chunk, loaded when first shown (DESIGN: views are lazy). */
const loaders: Partial<Record<View, Loader>> = {
  Connect: () => import('./Connect/ConnectView.tsx').then((m) => ({ default: m.ConnectView })),
  AllWallets: () => import('./AllWallets/AllWalletsView.tsx').then((m) => ({ default: m.AllWalletsView })),
  ConnectingExternal: () =>
    import('./ConnectingExternal/ConnectingExternalView.tsx').then((m) => ({ default: m.ConnectingExternalView })),
  Account: () => import('./Account/AccountView.tsx').then((m) => ({ default: m.AccountView })),
  Networks: () => import('./Networks/NetworksView.tsx').then((m) => ({ default: m.NetworksView })),
  SwitchNetwork: () => import('./SwitchNetwork/SwitchNetworkView.tsx').then((m) => ({ default: m.SwitchNetworkView })),
  UnsupportedChain: () =>
    import('./UnsupportedChain/UnsupportedChainView.tsx').then((m) => ({ default: m.UnsupportedChainView })),
  WhatIsAWallet: () => import('./Guides/WhatIsAWalletView.tsx').then((m) => ({ default: m.WhatIsAWalletView })),
  WhatIsANetwork: () => import('./Guides/WhatIsANetworkView.tsx').then((m) => ({ default: m.WhatIsANetworkView })),
}
const fallback: Loader = () => import('./Unavailable/UnavailableView.tsx').then((m) => ({ default: m.UnavailableView }))

/** Lazy components per view; views of later features show the "unavailable" view for now. */
export function createViewRegistry(): (view: View) => LazyExoticComponent<ComponentType<ViewProps>> {
  const made = new Map<View, LazyExoticComponent<ComponentType<ViewProps>>>()
  return (view) => {
    let component = made.get(view)
    if (!component) {
      component = lazy(loaders[view] ?? fallback)
      made.set(view, component)
    }
    return component
  }
}

/** Starts loading the views a visitor sees first, so opening does not wait for them. */
export function preloadFirstViews(): void {
  void loaders.Connect?.()
  void loaders.Account?.()
}
