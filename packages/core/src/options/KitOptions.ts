import type { ChainNamespace } from '@gangway/protocol'
import type { ChainAdapter } from '../adapter/ChainAdapter.ts'
import type { CaipNetwork } from '../networks/CaipNetwork.ts'
import type { StorageBackend } from '../storage/createKitStorage.ts'
import type { ThemeMode } from '../stores/KitStores.ts'

export type SocialProvider = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord' | 'farcaster'
export type ConnectMethod = 'email' | 'social' | 'wallet'

/** Feature flags (SPEC §3 / §9), AppKit's names. */
export type Features = {
  email: boolean
  socials: SocialProvider[] | false
  swaps: boolean
  onramp: boolean
  activity: boolean
  send: boolean
  receive: boolean
  analytics: boolean
  allWallets: boolean
  smartSessions: boolean
  multiWallet: boolean
  reownBranding: boolean
  connectMethodsOrder: ConnectMethod[]
}

export type Metadata = { name: string; description: string; url: string; icons: string[] }

/** `createKit` / `createAppKit` options — AppKit's names and shapes. */
export type KitOptions = {
  projectId: string
  networks: readonly [CaipNetwork, ...CaipNetwork[]] | readonly CaipNetwork[]
  adapters?: ChainAdapter[]
  defaultNetwork?: CaipNetwork
  metadata?: Metadata
  features?: Partial<Features>
  themeMode?: ThemeMode
  themeVariables?: Record<string, string | number>
  featuredWalletIds?: string[]
  includeWalletIds?: string[]
  excludeWalletIds?: string[]
  allWallets?: 'SHOW' | 'HIDE' | 'ONLY_MOBILE'
  debug?: boolean
  enableWalletConnect?: boolean
  enableWalletGuide?: boolean
  enableWallets?: boolean
  enableEIP6963?: boolean
  enableInjected?: boolean
  enableNetworkSwitch?: boolean
  enableReconnect?: boolean
  enableAuthLogger?: boolean
  allowUnsupportedChain?: boolean
  disableAppend?: boolean
  enableEmbedded?: boolean
  siweConfig?: unknown
  siwx?: unknown
  /** UI language (catalogs: en, de). */
  locale?: string
  /** Base URL of the Gangway server (default: the local one). */
  apiUrl?: string
  /** The secure login frame page (default: the local one, http://localhost:4001/). */
  frameUrl?: string
  defaultAccountTypes?: Partial<Record<ChainNamespace, string>>
  termsConditionsUrl?: string
  privacyPolicyUrl?: string
  /** Where the kit keeps its session (default: localStorage). */
  storage?: StorageBackend
  /** Decides mobile vs desktop for the router (default: a narrow or touch-only screen). */
  isMobile?: () => boolean
}

/** Options after validation, with SPEC §9 defaults filled in. */
export type ResolvedOptions = Omit<
  Required<KitOptions>,
  | 'defaultNetwork'
  | 'siweConfig'
  | 'siwx'
  | 'metadata'
  | 'storage'
  | 'themeMode'
  | 'termsConditionsUrl'
  | 'privacyPolicyUrl'
  | 'networks'
> & {
  networks: CaipNetwork[]
  defaultNetwork: CaipNetwork
  features: Features
  /** The features the site set itself (remote features override them with a warning, SPEC §4). */
  localFeatures: Partial<Features>
  metadata: Metadata | undefined
  storage: StorageBackend | undefined
  themeMode: ThemeMode | undefined
  siweConfig: unknown
  siwx: unknown
  termsConditionsUrl: string | undefined
  privacyPolicyUrl: string | undefined
}
