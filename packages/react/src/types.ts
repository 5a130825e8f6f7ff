/**
 * AppKit's public type names (`@reown/appkit/react`), mapped to Gangway's shapes. Types AppKit has that
 * Gangway does not are listed with their reason in the README ("Left out").
 */
import type {
  AppKitConnection,
  KitEvent,
  KitOptions,
  OpenModalParams,
  ThemeMode,
  WalletInfo,
  WalletItem,
} from '@gangway/core'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '@gangway/protocol'

export type {
  AppKitNetwork,
  CaipNetwork,
  ConnectMethod,
  ConnectorTypeOrder,
  CustomRpcUrl,
  CustomRpcUrlMap,
  CustomWallet,
  Features,
  FetchWalletsOptions,
  Metadata,
  SocialProvider,
  ThemeMode,
  ThemeVariables,
  WalletFeature,
  WalletItem,
} from '@gangway/core'
export type {
  AccountState,
  CaipAddress,
  CaipNetworkId,
  ChainNamespace,
  ConnectionStatus,
  Connector,
  ConnectorType,
} from '@gangway/protocol'

/** `createAppKit`'s options (AppKit's `AppKitOptions`; see the README's option table). */
export type AppKitOptions = KitOptions
/** What `createAppKit` takes (AppKit: `AppKitOptions` without its internal `sdkType`/`sdkVersion`/`basic`). */
export type CreateAppKit = KitOptions

/** The views `open({ view })` takes (AppKit's list; views of features Gangway lacks show "unavailable"). */
export type Views =
  | 'Account'
  | 'Connect'
  | 'Networks'
  | 'ApproveTransaction'
  | 'OnRampProviders'
  | 'ConnectingWalletConnectBasic'
  | 'Swap'
  | 'WhatIsAWallet'
  | 'WhatIsANetwork'
  | 'AllWallets'
  | 'WalletSend'
  | 'ProfileWallets'

/** `open(options)`: a view, a namespace, a WalletConnect URI (AppKit's `OpenOptions`). */
export interface OpenOptions<V extends Views | undefined = Views> {
  view?: V
  uri?: string
  namespace?: ChainNamespace
  /** Swap arguments of AppKit (`{ amount, fromToken, toToken }`, token symbols: the Swap view starts from them). */
  arguments?: V extends 'Swap' | 'WalletSend' ? Record<string, unknown> : never
}

/** Also taken by `open`: Gangway's own view names with their data (e.g. `{ view: 'WalletReceive' }`). */
export type OpenParams = OpenOptions | OpenModalParams

/** AppKit's `RequestArguments`: an EIP-1193 request. */
export interface RequestArguments {
  readonly method: string
  readonly params?: readonly unknown[] | object
}

/** The connected wallet's provider as `useAppKitProvider<Provider>('eip155')` gives it: EIP-1193. */
export interface Provider {
  request<T>(args: RequestArguments): Promise<T>
  on(event: string, listener: (...args: unknown[]) => void): void
  removeListener(event: string, listener: (...args: unknown[]) => void): void
}

/** AppKit's `ConnectedWalletInfo` (`useWalletInfo`, `getWalletInfo`): name, icon, rdns, connector id. */
export type ConnectedWalletInfo = WalletInfo & { type?: string; [key: string]: unknown }

/** One connection (AppKit's `Connection`), as `useAppKitConnection(s)` list them. */
export type Connection = AppKitConnection

/** `getState()` / `subscribeState` / `useAppKitState` (AppKit's `PublicStateControllerState`). */
export interface PublicStateControllerState {
  loading: boolean
  open: boolean
  selectedNetworkId?: CaipNetworkId | undefined
  activeChain?: ChainNamespace | undefined
  initialized: boolean
  connectingWallet: WalletItem | undefined
}

/** `getThemeMode`/`subscribeTheme` (AppKit's `ThemeControllerState`). */
export interface ThemeControllerState {
  /** What the dialog shows: the mode set, else the system's; `'dark'` in server rendering. */
  themeMode: ThemeMode
  themeVariables: Record<string, string | number>
}

/** An event the dialog sends (AppKit's `Event`): `{ type: 'track', event, properties }`. */
export type Event = KitEvent['data']
/** `getEvent()` / `subscribeEvents` / `useAppKitEvents` (AppKit's `EventsControllerState`, its public part). */
export type EventsControllerState = KitEvent

/** AppKit's `ConnectOptions` of the headless connect (WalletConnect Pay is not in Gangway). */
export interface ConnectOptions {
  wcPayUrl?: never
}

/** A registry wallet (AppKit's `WcWallet`, the Gangway server's `/getWallets` entry). */
export type { ChainAdapter, WalletList as WalletListSnapshot } from '@gangway/core'
export type { RegistryWallet as WcWallet, RemoteFeatures } from '@gangway/protocol'

export type BadgeType = 'none' | 'certified'
/** The project id the Gangway server knows (`npx gangway-server project list`). */
export type ProjectId = string
/** The SDK version sent with every call (`sv`). */
export type SdkVersion = string
export type WalletGuideType = 'get-started' | 'explore'

/** The signed-in user of an e-mail login (AppKit's `User`). */
export type User = {
  email?: string | null | undefined
  username?: string | null | undefined
  accounts?: { type: 'eoa' | 'smartAccount'; address: string }[]
}

/** The `tokens` option's entries (AppKit's `Token`/`Tokens`; Gangway's server decides the Tokens list). */
export type Token = { address: string; image?: string }
export type Tokens = Record<CaipNetworkId, Token>

/** Account types per namespace (AppKit's `NamespaceTypeMap` for Gangway's namespaces). */
export type NamespaceTypeMap = {
  eip155: 'eoa' | 'smartAccount'
  solana: 'eoa'
  polkadot: 'eoa'
  bip122: 'payment' | 'ordinal' | 'stx'
  cosmos: 'eoa'
}
export type PreferredAccountTypes = { [K in keyof NamespaceTypeMap]?: NamespaceTypeMap[K] }

/** One account of a namespace (AppKit's `AccountTypeMap`). */
export type AccountTypeMap = {
  [K in keyof NamespaceTypeMap]: {
    namespace: K
    address: string
    chainId?: string | number
    caipAddress?: CaipAddress
    type: NamespaceTypeMap[K]
    publicKey?: K extends 'bip122' ? string : never
    path?: K extends 'bip122' ? string : never
  }
}
/**
 * One entry of `useAppKitAccount().allAccounts` (AppKit's `AccountType`): the account of any namespace, its
 * `publicKey` and `path` set for Bitcoin accounts when the wallet told them.
 */
export type AccountType = AccountTypeMap[keyof AccountTypeMap]
