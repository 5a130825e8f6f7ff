import type { ChainNamespace } from '@gangway/protocol'
import type { CaipNetwork } from '../networks/CaipNetwork.ts'
import type { SwapArguments } from '../stores/SwapState.ts'

/** Data each view needs; views without data take `undefined`. */
export type ViewData = {
  Connect: undefined
  Account: undefined
  AllWallets: undefined
  /** The wallet list behind Connect's "Continue with a wallet" (features.collapseWallets / emailShowWallets false). */
  ConnectWallets: undefined
  /** `namespace`: which of a multi-chain wallet's connectors (connector ids may repeat across namespaces). */
  ConnectingExternal: { connectorId: string; namespace?: ChainNamespace }
  /** A wallet with connectors in several namespaces: the visitor picks the chain to connect (AppKit's view). */
  ConnectingMultiChain: {
    name: string
    imageUrl?: string | undefined
    connectors: { id: string; chain: ChainNamespace; type: string }[]
  }
  /** A network of a namespace no wallet is connected in: connect another wallet for it (AppKit's view). */
  SwitchActiveChain: { network: CaipNetwork }
  ConnectingWalletConnect: { walletId?: string } | undefined
  ConnectingWalletConnectBasic: undefined
  ConnectingFarcaster: undefined
  /** All social login providers as a list (Connect's "more"). */
  ConnectSocials: undefined
  /** A social login waiting for its popup (the provider is in the social store). */
  ConnectingSocial: undefined
  EmailLogin: undefined
  UpdateEmailWallet: undefined
  ProfileWallets: undefined
  UnsupportedChain: undefined
  RegisterAccountName: undefined
  RegisterAccountNameSuccess: undefined
  Networks: undefined
  SwitchNetwork: { network: CaipNetwork }
  WhatIsAWallet: undefined
  WhatIsANetwork: undefined
  WalletSend: undefined
  WalletSendSelectToken: undefined
  WalletSendPreview: undefined
  WalletReceive: undefined
  /** AppKit's `open({ view: 'Swap', arguments: { amount, fromToken, toToken } })` (token symbols). */
  Swap: SwapArguments | undefined
  SwapSelectToken: { target: 'sourceToken' | 'toToken' }
  SwapPreview: undefined
  /** Buy: the amount, token and currency, the quote and the providers to buy from (issue 18). */
  OnRampProviders: undefined
  OnRampTokenSelect: undefined
  OnRampFiatSelect: undefined
  /** Buy: the purchase in the provider's window, followed until it completed or failed. */
  BuyInProgress: undefined
  EmailVerifyOtp: { email: string }
  EmailVerifyDevice: { email: string }
  UpdateEmailPrimaryOtp: { email: string }
  UpdateEmailSecondaryOtp: { email: string }
  ApproveTransaction: undefined
  /** AppKit Pay (`features.pay`): the payment `openPay` asked for; pay from the wallet or buy first. */
  Pay: undefined
  /** AppKit Pay: waiting for the wallet, then the payment's outcome. */
  PayLoading: undefined
  /** Sign in with X: the visitor signs the site's message after connecting (issue 14). */
  SIWXSignMessage: undefined
}

/** Every view name the router knows (SPEC §2; feature views are added by their issues). */
export type View = keyof ViewData

export type RouteEntry = { [V in View]: { view: V; data: ViewData[V] } }[View]
