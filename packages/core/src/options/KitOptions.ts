import type { ChainNamespace } from '@gangway/protocol'
import type { ChainAdapter } from '../adapter/ChainAdapter.ts'
import type { AppKitNetwork } from '../networks/AppKitNetwork.ts'
import type { CaipNetwork } from '../networks/CaipNetwork.ts'
import type { CustomRpcUrlMap } from '../networks/extendCaipNetwork.ts'
import type { AppKitSIWEClient, SIWEConfig } from '../siwx/SIWEConfig.ts'
import type { SIWXConfig } from '../siwx/SIWXConfig.ts'
import type { StorageBackend } from '../storage/createKitStorage.ts'
import type { ThemeMode } from '../stores/KitStores.ts'
import type { Features, ResolvedFeatures } from './Features.ts'

/** AppKit's `coinbasePreference`: smart wallets and EOAs, smart wallets only, or EOAs (the extension, the app) only. */
export type CoinbasePreference = 'all' | 'smartWalletOnly' | 'eoaOnly'

export type Metadata = { name: string; description: string; url: string; icons: string[] }

/** A wallet of the site's own on Connect (AppKit's `CustomWallet`); it connects through WalletConnect. */
export type CustomWallet = {
  id: string
  name: string
  homepage?: string | undefined
  image_url?: string | undefined
  mobile_link?: string | null | undefined
  desktop_link?: string | null | undefined
  webapp_link?: string | null | undefined
  app_store?: string | null | undefined
  play_store?: string | null | undefined
}

/** AppKit's `ThemeVariables` keys (`--w3m-*` and their `--apkt-*` twins); other keys are refused. */
export type ThemeVariables = Partial<
  Record<
    `--${'w3m' | 'apkt'}-${'font-family' | 'accent' | 'color-mix' | 'font-size-master' | 'border-radius-master' | 'qr-color'}`,
    string
  > &
    Record<`--${'w3m' | 'apkt'}-${'color-mix-strength' | 'z-index'}`, number>
>

/**
 * `createKit` / `createAppKit` options — AppKit 1.8's `AppKitOptions` names and shapes, plus Gangway's own
 * (`apiUrl`, `frameUrl`, `locale`, `storage`, `isMobile`). Every option acts, or warns once that its feature
 * is not in Gangway yet (`optionNotices`); packages/react/README.md has the whole table.
 */
export type KitOptions = {
  projectId: string
  networks: readonly [AppKitNetwork, ...AppKitNetwork[]] | readonly AppKitNetwork[]
  adapters?: ChainAdapter[]
  defaultNetwork?: AppKitNetwork
  metadata?: Metadata
  features?: Features
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables | Record<string, string | number>
  featuredWalletIds?: string[]
  includeWalletIds?: string[]
  excludeWalletIds?: string[]
  allWallets?: 'SHOW' | 'HIDE' | 'ONLY_MOBILE'
  customWallets?: CustomWallet[]
  /** Network images by chain id (`assets.imageUrl`). */
  chainImages?: Record<number | string, string>
  /** Connector images by connector id. */
  connectorImages?: Record<string, string>
  /** RPC URLs per CAIP-2 network id, tried before the network's own. */
  customRpcUrls?: CustomRpcUrlMap
  termsConditionsUrl?: string
  privacyPolicyUrl?: string
  debug?: boolean
  enableWalletConnect?: boolean
  enableWalletGuide?: boolean
  enableWallets?: boolean
  enableEIP6963?: boolean
  enableInjected?: boolean
  enableNetworkSwitch?: boolean
  enableReconnect?: boolean
  enableAuthLogger?: boolean
  /** On a phone the dialog takes the whole screen instead of a bottom sheet. */
  enableMobileFullScreen?: boolean
  allowUnsupportedChain?: boolean
  disableAppend?: boolean
  enableEmbedded?: boolean
  /** AppKit's older name of `features.emailShowWallets`. */
  showWallets?: boolean
  defaultAccountTypes?: Partial<Record<ChainNamespace, string>>
  /** AppKit's older sign-in option (`createSIWEConfig(…)` or its plain config), adapted to `siwx` (`mapToSIWX`). */
  siweConfig?: AppKitSIWEClient | SIWEConfig
  /** Sign in with X (CAIP-122) after connecting: `DefaultSIWX`, `GangwayAuthentication` or your own. */
  siwx?: SIWXConfig
  /** The Coinbase Wallet connector (`@coinbase/wallet-sdk`) in the EVM adapter (default true, as AppKit's). */
  enableCoinbase?: boolean
  /** Which Coinbase wallets the SDK's popup offers (default 'all', as AppKit's). */
  coinbasePreference?: CoinbasePreference
  /**
   * The site's own initialised `UniversalProvider` (`@walletconnect/universal-provider`, AppKit's option): the
   * kit's one WalletConnect session runs on it instead of one the kit makes (its Verify client and telemetry
   * are kept local all the same, `keepWalletConnectLocal`).
   */
  universalProvider?: unknown
  /**
   * AppKit's `manualWCControl`: the site pairs itself (`universalProvider.connect(…)`, as the universal
   * connector does); the dialog shows that pairing's QR code and follows its session instead of proposing one.
   */
  manualWCControl?: boolean
  // options of features later Gangway issues bring: accepted, and warned about once when set (optionNotices)
  tokens?: Record<string, { address: string; image?: string }>
  enableBaseAccount?: boolean
  universalProviderConfigOverride?: Record<string, unknown>
  experimental_preferUniversalLinks?: boolean
  /**
   * UI language, a BCP 47 tag (`fr`, `pt-BR`, `ar`; 20 languages, `@gangway/ui`'s `SUPPORTED_LOCALES`); numbers,
   * money and dates follow it too. Default: the browser's language (`navigator.language`), else English.
   */
  locale?: string
  /** Base URL of the Gangway server (default: the local one). */
  apiUrl?: string
  /** The secure login frame page (default: the local one, http://localhost:4001/). */
  frameUrl?: string
  /** Where the kit keeps its session (default: localStorage). */
  storage?: StorageBackend
  /** Decides mobile vs desktop for the router (default: a narrow or touch-only screen). */
  isMobile?: () => boolean
}

/** Options after validation, with SPEC §9 defaults filled in and networks turned into CaipNetworks. */
export type ResolvedOptions = {
  projectId: string
  networks: CaipNetwork[]
  defaultNetwork: CaipNetwork
  adapters: ChainAdapter[]
  metadata: Metadata | undefined
  features: ResolvedFeatures
  /** The features the site set itself (remote features override them with a warning, SPEC §4). */
  localFeatures: Partial<ResolvedFeatures>
  themeMode: ThemeMode | undefined
  themeVariables: Record<string, string | number>
  featuredWalletIds: string[]
  includeWalletIds: string[]
  excludeWalletIds: string[]
  allWallets: 'SHOW' | 'HIDE' | 'ONLY_MOBILE'
  customWallets: CustomWallet[]
  chainImages: Record<string, string>
  connectorImages: Record<string, string>
  customRpcUrls: CustomRpcUrlMap
  termsConditionsUrl: string | undefined
  privacyPolicyUrl: string | undefined
  debug: boolean
  enableWalletConnect: boolean
  /** The site's `universalProvider` (checked to be one), or undefined: the kit makes its own. */
  universalProvider: unknown
  manualWCControl: boolean
  enableWalletGuide: boolean
  enableWallets: boolean
  enableEIP6963: boolean
  enableInjected: boolean
  enableNetworkSwitch: boolean
  enableReconnect: boolean
  enableAuthLogger: boolean
  enableMobileFullScreen: boolean
  allowUnsupportedChain: boolean
  disableAppend: boolean
  enableEmbedded: boolean
  defaultAccountTypes: Partial<Record<ChainNamespace, string>>
  /** The sign-in config: `siwx`, or `siweConfig` adapted to it; undefined when sign-in is off. */
  siwx: SIWXConfig | undefined
  enableCoinbase: boolean
  coinbasePreference: CoinbasePreference
  /** The site's `locale`, else the browser's language, else `en` (the UI shows English for one it lacks). */
  locale: string
  apiUrl: string
  frameUrl: string
  storage: StorageBackend | undefined
  isMobile: () => boolean
}
