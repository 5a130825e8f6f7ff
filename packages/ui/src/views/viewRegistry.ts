import { getAccount, type Kit, type View } from '@gangway/core'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

export type ViewProps = { data: unknown }
type Loader = () => Promise<{ default: ComponentType<ViewProps> }>

/** Each view is its own chunk, loaded when first shown (DESIGN: views are lazy). */
const loaders: Partial<Record<View, Loader>> = {
  Connect: () => import('./Connect/ConnectView.tsx').then((m) => ({ default: m.ConnectView })),
  AllWallets: () => import('./AllWallets/AllWalletsView.tsx').then((m) => ({ default: m.AllWalletsView })),
  ConnectWallets: () =>
    import('./ConnectWallets/ConnectWalletsView.tsx').then((m) => ({ default: m.ConnectWalletsView })),
  ConnectingExternal: () =>
    import('./ConnectingExternal/ConnectingExternalView.tsx').then((m) => ({ default: m.ConnectingExternalView })),
  ConnectingMultiChain: () =>
    import('./ConnectingMultiChain/ConnectingMultiChainView.tsx').then((m) => ({
      default: m.ConnectingMultiChainView,
    })),
  SwitchActiveChain: () =>
    import('./SwitchActiveChain/SwitchActiveChainView.tsx').then((m) => ({ default: m.SwitchActiveChainView })),
  ConnectingWalletConnect: () =>
    import('./ConnectingWalletConnect/ConnectingWalletConnectView.tsx').then((m) => ({
      default: m.ConnectingWalletConnectView,
    })),
  ConnectingWalletConnectBasic: () =>
    import('./ConnectingWalletConnect/ConnectingWalletConnectBasicView.tsx').then((m) => ({
      default: m.ConnectingWalletConnectBasicView,
    })),
  Account: () => import('./Account/AccountView.tsx').then((m) => ({ default: m.AccountView })),
  ProfileWallets: () =>
    import('./ProfileWallets/ProfileWalletsView.tsx').then((m) => ({ default: m.ProfileWalletsView })),
  Networks: () => import('./Networks/NetworksView.tsx').then((m) => ({ default: m.NetworksView })),
  SwitchNetwork: () => import('./SwitchNetwork/SwitchNetworkView.tsx').then((m) => ({ default: m.SwitchNetworkView })),
  UnsupportedChain: () =>
    import('./UnsupportedChain/UnsupportedChainView.tsx').then((m) => ({ default: m.UnsupportedChainView })),
  WhatIsAWallet: () => import('./Guides/WhatIsAWalletView.tsx').then((m) => ({ default: m.WhatIsAWalletView })),
  WhatIsANetwork: () => import('./Guides/WhatIsANetworkView.tsx').then((m) => ({ default: m.WhatIsANetworkView })),
  WalletSend: () => import('./WalletSend/WalletSendView.tsx').then((m) => ({ default: m.WalletSendView })),
  WalletSendSelectToken: () =>
    import('./WalletSend/WalletSendSelectTokenView.tsx').then((m) => ({ default: m.WalletSendSelectTokenView })),
  WalletSendPreview: () =>
    import('./WalletSend/WalletSendPreviewView.tsx').then((m) => ({ default: m.WalletSendPreviewView })),
  ConnectSocials: () =>
    import('./ConnectSocials/ConnectSocialsView.tsx').then((m) => ({ default: m.ConnectSocialsView })),
  ConnectingSocial: () =>
    import('./ConnectingSocial/ConnectingSocialView.tsx').then((m) => ({ default: m.ConnectingSocialView })),
  EmailLogin: () => import('./EmailLogin/EmailLoginView.tsx').then((m) => ({ default: m.EmailLoginView })),
  EmailVerifyOtp: () => import('./EmailLogin/EmailVerifyOtpView.tsx').then((m) => ({ default: m.EmailVerifyOtpView })),
  EmailVerifyDevice: () =>
    import('./EmailLogin/EmailVerifyDeviceView.tsx').then((m) => ({ default: m.EmailVerifyDeviceView })),
  UpdateEmailWallet: () =>
    import('./EmailLogin/UpdateEmailWalletView.tsx').then((m) => ({ default: m.UpdateEmailWalletView })),
  UpdateEmailPrimaryOtp: () =>
    import('./EmailLogin/UpdateEmailOtpViews.tsx').then((m) => ({ default: m.UpdateEmailPrimaryOtpView })),
  UpdateEmailSecondaryOtp: () =>
    import('./EmailLogin/UpdateEmailOtpViews.tsx').then((m) => ({ default: m.UpdateEmailSecondaryOtpView })),
  ApproveTransaction: () =>
    import('./ApproveTransaction/ApproveTransactionView.tsx').then((m) => ({ default: m.ApproveTransactionView })),
  SIWXSignMessage: () =>
    import('./SIWXSignMessage/SIWXSignMessageView.tsx').then((m) => ({ default: m.SIWXSignMessageView })),
  Swap: () => import('./Swap/SwapView.tsx').then((m) => ({ default: m.SwapView })),
  SwapSelectToken: () => import('./Swap/SwapSelectTokenView.tsx').then((m) => ({ default: m.SwapSelectTokenView })),
  SwapPreview: () => import('./Swap/SwapPreviewView.tsx').then((m) => ({ default: m.SwapPreviewView })),
  WalletReceive: () => import('./WalletReceive/WalletReceiveView.tsx').then((m) => ({ default: m.WalletReceiveView })),
  OnRampProviders: () => import('./OnRamp/OnRampProvidersView.tsx').then((m) => ({ default: m.OnRampProvidersView })),
  OnRampTokenSelect: () =>
    import('./OnRamp/OnRampTokenSelectView.tsx').then((m) => ({ default: m.OnRampTokenSelectView })),
  OnRampFiatSelect: () =>
    import('./OnRamp/OnRampFiatSelectView.tsx').then((m) => ({ default: m.OnRampFiatSelectView })),
  BuyInProgress: () => import('./OnRamp/BuyInProgressView.tsx').then((m) => ({ default: m.BuyInProgressView })),
  RegisterAccountName: () =>
    import('./RegisterAccountName/RegisterAccountNameView.tsx').then((m) => ({ default: m.RegisterAccountNameView })),
  // one chunk for both (the Success view is small): one entry less in the page's chunk map
  RegisterAccountNameSuccess: () =>
    import('./RegisterAccountName/RegisterAccountNameView.tsx').then((m) => ({
      default: m.RegisterAccountNameSuccessView,
    })),
  ConnectingFarcaster: () =>
    import('./ConnectingFarcaster/ConnectingFarcasterView.tsx').then((m) => ({ default: m.ConnectingFarcasterView })),
  // one chunk for both; with features.pay off they show the "unavailable" view (the gate is in the chunk,
  // so a site without Pay carries no Pay code up front)
  Pay: () => import('./Pay/PayViews.tsx').then((m) => ({ default: m.PayView })),
  PayLoading: () => import('./Pay/PayViews.tsx').then((m) => ({ default: m.PayLoadingView })),
}

/** Whether the dialog has a view of this name (e.g. the on-ramp's, which Pay's "Buy first" opens). */
export function hasView(view: string): boolean {
  return view in loaders
}
const fallback: Loader = () => import('./Unavailable/UnavailableView.tsx').then((m) => ({ default: m.UnavailableView }))

export type ViewRegistry = {
  /** The component of a view: the loaded one when its chunk is already here, else a lazy one. */
  get(view: View): ComponentType<ViewProps>
  /** Loads views' chunks (e.g. the first ones a visitor sees, when the page is idle); never rejects. */
  preload(views: readonly View[]): Promise<void>
}

/**
 * The view opening the dialog shows now (as `openModal` picks it without parameters): preloaded when the page
 * is idle, so opening does not wait for it — and only that one, so a visitor who has not connected does not
 * download the Account view (nor one who has, Connect).
 */
export function firstView(kit: Kit): View {
  if (getAccount(kit).isConnected) return 'Account'
  if (kit.options.adapters.length === 0) return kit.options.isMobile() ? 'AllWallets' : 'ConnectingWalletConnectBasic'
  return 'Connect'
}

/**
 * Views per dialog; views of later features show the "unavailable" view for now. A view whose chunk has
 * loaded renders at once: React.lazy always suspends on its first render, and React then holds the
 * fallback for up to 300 ms, so preloaded views skip it.
 */
export function createViewRegistry(): ViewRegistry {
  const loading = new Map<View, Promise<{ default: ComponentType<ViewProps> }>>()
  const loaded = new Map<View, ComponentType<ViewProps>>()
  const lazies = new Map<View, LazyExoticComponent<ComponentType<ViewProps>>>()
  const load = (view: View) => {
    let promise = loading.get(view)
    if (!promise) {
      promise = (loaders[view] ?? fallback)().then((module) => {
        loaded.set(view, module.default)
        return module
      })
      loading.set(view, promise)
    }
    return promise
  }
  return {
    get(view) {
      // once a lazy one was handed out, keep it (a new component type would remount the view)
      const known = lazies.get(view) ?? loaded.get(view)
      if (known) return known
      const component = lazy(() => load(view))
      lazies.set(view, component)
      return component
    },
    async preload(views) {
      await Promise.all(views.map((view) => load(view).catch(() => undefined)))
    },
  }
}
