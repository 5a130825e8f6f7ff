import type { View } from '@gangway/core'
import type { Loader } from './viewRegistry.ts'

/** A view reached from Connect, loaded through Connect's chunk (`Connect/connectFamily.ts`). */
const viaConnect = (view: keyof typeof import('./Connect/connectFamily.ts').connectFamily) =>
  import('./Connect/ConnectView.tsx').then((m) => m.connectFamily[view]())

/**
 * The loaders of every view but Connect (`FIRST_LOADERS` in `viewRegistry.ts`): a chunk of its own,
 * so the page carries neither this table nor the list of the chunks each view needs (Vite's preload map)
 * before the dialog is used. It loads when the dialog opens, or when one of these views is asked for first.
 * Each view is its own chunk, loaded when first shown (DESIGN: views are lazy).
 */
export const loaders: Partial<Record<View, Loader>> = {
  AllWallets: () => viaConnect('AllWallets'),
  ConnectingWalletConnectBasic: () =>
    import('./ConnectingWalletConnect/ConnectingWalletConnectBasicView.tsx').then((m) => ({
      default: m.ConnectingWalletConnectBasicView,
    })),
  Account: () => import('./Account/AccountView.tsx').then((m) => ({ default: m.AccountView })),
  ConnectWallets: () => viaConnect('ConnectWallets'),
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
  ConnectSocials: () => viaConnect('ConnectSocials'),
  ConnectingSocial: () => viaConnect('ConnectingSocial'),
  EmailLogin: () => viaConnect('EmailLogin'),
  EmailVerifyOtp: () => import('./EmailLogin/EmailVerifyOtpView.tsx').then((m) => ({ default: m.EmailVerifyOtpView })),
  EmailVerifyDevice: () =>
    import('./EmailLogin/EmailVerifyDeviceView.tsx').then((m) => ({ default: m.EmailVerifyDeviceView })),
  UpdateEmailWallet: () => viaConnect('UpdateEmailWallet'),
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

/** What a view of no known name shows. */
export const fallback: Loader = () =>
  import('./Unavailable/UnavailableView.tsx').then((m) => ({ default: m.UnavailableView }))

/** The view whose loader is in the page's code (`viewRegistry.ts`). */
const FIRST = 'Connect'

/** Whether the dialog has a view of this name (e.g. the on-ramp's, which Pay's "Buy first" opens). */
export function hasView(view: string): boolean {
  return view in loaders || view === FIRST
}

/**
 * Connect's actions — the e-mail field's Continue (`connectEmail`) and a social button's login
 * (`connectSocial`, after the click opened its popup) — are chunks loaded from here, so the list of chunks
 * each needs (Vite's preload map) is in this chunk, loaded when the dialog opens, and not in Connect's, which
 * the page preloads before (issue 38).
 */
export const loadEmailLogin = () => import('./Connect/emailLogin.ts')
export const loadConnectSocial = () => import('./Connect/connectSocial.ts')
