import type { AccountState, ChainNamespace, Connection } from '@gangway/protocol'
import type { AdapterConnector } from '../adapter/ChainAdapter.ts'
import type { CaipNetwork } from '../networks/CaipNetwork.ts'
import type { ResolvedFeatures } from '../options/Features.ts'
import type { ResolvedOptions } from '../options/KitOptions.ts'
import type { RouteEntry } from '../router/View.ts'
import type { RecentConnection } from '../storage/createKitStorage.ts'
import { createStore, type Store } from '../store/createStore.ts'
import { type HeadlessState, initialHeadlessState } from './HeadlessState.ts'
import { initialNamesState, type NamesState } from './NamesState.ts'
import { initialOnRampState, type OnRampState } from './OnRampState.ts'
import type { PayState } from './PayState.ts'
import { initialPortfolioState, type PortfolioState } from './PortfolioState.ts'
import { initialSendState, type SendState } from './SendState.ts'
import { initialSIWXState, type SIWXState } from './SIWXState.ts'
import { initialSocialState, type SocialState } from './SocialState.ts'
import { initialSwapState, type SwapState } from './SwapState.ts'
import { initialWalletsState, type WalletsState } from './WalletsState.ts'
import { watchTokenBalance } from './watchTokenBalance.ts'

/** `loading`: the embedded (e-mail) wallet is syncing its session (SPEC §4); `shake`: 500 ms nudge (SPEC §9). */
export type ModalState = { open: boolean; loading: boolean; shake: boolean }
export type RouterState = { history: RouteEntry[] }
export type ThemeMode = 'light' | 'dark'
export type ThemeState = { themeMode: ThemeMode | undefined; themeVariables: Record<string, string | number> }
export type Variant = 'success' | 'error' | 'info' | 'loading' | 'warning'
/** `code` names a message the UI translates (e.g. FAILED_TO_FETCH_TRANSACTIONS); `message` is its English text. */
export type SnackState = { open: boolean; message: string; variant: Variant; code?: string | undefined }
export type AlertState = {
  open: boolean
  code?: string
  message: string
  variant: 'error' | 'warning' | 'info'
  /** Values for the UI's translated text of the code (e.g. the origin). */
  params?: Record<string, string>
}
/**
 * Options that can change after start: features (the project's remote features, SPEC §4, and AppKit's
 * `updateFeatures`), the Connect options of AppKit's `updateOptions`/setters, and whether the visitor
 * ticked the legal checkbox (AppKit's `OptionsStateController.isLegalCheckboxChecked`).
 */
export type OptionsState = Pick<
  ResolvedOptions,
  'termsConditionsUrl' | 'privacyPolicyUrl' | 'customWallets' | 'connectorImages' | 'allWallets'
> & { features: ResolvedFeatures; isLegalCheckboxChecked: boolean }
/** Connected wallet info (SPEC §3): `social` is the provider of a social login through the embedded wallet. */
export type WalletInfo = { name: string; icon?: string; identifier?: string; rdns?: string; social?: string }

export type ChainsState = {
  networks: CaipNetwork[]
  activeNamespace: ChainNamespace
  activeNetwork: CaipNetwork
  /** True when the wallet is on a network the site did not configure (SPEC §4). */
  unsupportedNetwork: boolean
  /**
   * The network each namespace was last on (the active one for the active namespace): a Solana connection
   * stays on its network while the visitor works on an EVM one, and comes back to it.
   */
  namespaceNetworks: Partial<Record<ChainNamespace, CaipNetwork>>
  accounts: Partial<Record<ChainNamespace, AccountState>>
  /**
   * EVM chain ids where the embedded wallet has smart accounts (SPEC §4; AppKit's network state
   * `smartAccountEnabledNetworks`), asked of the frame after an embedded login and kept in storage.
   */
  smartAccountEnabledNetworks: number[]
}

export type ConnectionsState = {
  /** The live connections per namespace (several with `features.multiWallet`), newest first. */
  connections: Partial<Record<ChainNamespace, Connection[]>>
  /** Multi-wallet: the connections remembered in storage per namespace (AppKit's `recentConnections`). */
  recentConnections: Partial<Record<ChainNamespace, RecentConnection[]>>
  activeConnectorId: Partial<Record<ChainNamespace, string>>
  walletInfo: WalletInfo | undefined
  /**
   * The latest WalletConnect pairing URI and when it was made (it expires after 4 minutes, SPEC §9).
   * `source: 'site'` when the site gave it (`open({ uri })`): the dialog shows it and starts no pairing itself.
   */
  pairing: { uri: string; createdAt: number; source?: 'adapter' | 'site' } | undefined
}

export type ConnectorsState = { connectors: AdapterConnector[] }

/** One store per concern (DESIGN.md); each kit owns its own set. */
export type KitStores = {
  modal: Store<ModalState>
  router: Store<RouterState>
  chains: Store<ChainsState>
  connections: Store<ConnectionsState>
  connectors: Store<ConnectorsState>
  theme: Store<ThemeState>
  snack: Store<SnackState>
  alert: Store<AlertState>
  options: Store<OptionsState>
  wallets: Store<WalletsState>
  portfolio: Store<PortfolioState>
  send: Store<SendState>
  headless: Store<HeadlessState>
  siwx: Store<SIWXState>
  social: Store<SocialState>
  swap: Store<SwapState>
  onramp: Store<OnRampState>
  /** Account names (AppKit's `EnsController` state). */
  names: Store<NamesState>
  /** AppKit Pay: the payment the site asked for (`openPay`/`pay`). */
  pay: Store<PayState>
}

export function disconnectedAccount(): AccountState {
  return { isConnected: false, status: 'disconnected', allAccounts: [] }
}

export function createKitStores(params: {
  networks: CaipNetwork[]
  activeNetwork: CaipNetwork
  theme: ThemeState
  options: Omit<OptionsState, 'isLegalCheckboxChecked'>
  smartAccountEnabledNetworks?: number[]
  recentConnections?: Partial<Record<ChainNamespace, RecentConnection[]>>
}): KitStores {
  const stores: KitStores = {
    modal: createStore<ModalState>({ open: false, loading: false, shake: false }),
    router: createStore<RouterState>({ history: [{ view: 'Connect', data: undefined }] }),
    chains: createStore<ChainsState>({
      networks: params.networks,
      activeNamespace: params.activeNetwork.chainNamespace,
      activeNetwork: params.activeNetwork,
      unsupportedNetwork: false,
      namespaceNetworks: { [params.activeNetwork.chainNamespace]: params.activeNetwork },
      accounts: {},
      smartAccountEnabledNetworks: params.smartAccountEnabledNetworks ?? [],
    }),
    connections: createStore<ConnectionsState>({
      connections: {},
      recentConnections: params.recentConnections ?? {},
      activeConnectorId: {},
      walletInfo: undefined,
      pairing: undefined,
    }),
    connectors: createStore<ConnectorsState>({ connectors: [] }),
    theme: createStore<ThemeState>(params.theme),
    snack: createStore<SnackState>({ open: false, message: '', variant: 'info' }),
    alert: createStore<AlertState>({ open: false, message: '', variant: 'info' }),
    options: createStore<OptionsState>({ ...params.options, isLegalCheckboxChecked: false }),
    wallets: createStore<WalletsState>(initialWalletsState()),
    portfolio: createStore<PortfolioState>(initialPortfolioState()),
    send: createStore<SendState>(initialSendState()),
    headless: createStore<HeadlessState>(initialHeadlessState()),
    siwx: createStore<SIWXState>(initialSIWXState()),
    social: createStore<SocialState>(initialSocialState()),
    swap: createStore<SwapState>(initialSwapState()),
    onramp: createStore<OnRampState>(initialOnRampState()),
    names: createStore<NamesState>(initialNamesState()),
    pay: createStore<PayState>({ error: null, isPaymentInProgress: false }),
  }
  // the account's `tokenBalance` follows its Tokens list
  watchTokenBalance(stores)
  return stores
}
