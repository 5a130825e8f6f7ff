import { type ChainNamespace, caipNetworkIdIssue } from '@gangway/protocol'
import { KitError } from '../errors/KitError.ts'
import type { CaipNetwork } from '../networks/CaipNetwork.ts'
import { extendCaipNetwork } from '../networks/extendCaipNetwork.ts'
import { DEFAULT_API_URL } from '../networks/serverRpcUrl.ts'
import { toCaipNetwork } from '../networks/toCaipNetwork.ts'
import { deferredSIWX } from '../siwx/deferredSIWX.ts'
import type { SIWXConfig } from '../siwx/SIWXConfig.ts'
import {
  type ConnectMethod,
  type ConnectorTypeOrder,
  DEFAULT_FEATURES,
  type Features,
  type ResolvedFeatures,
  type WalletFeature,
} from './Features.ts'
import type { CoinbasePreference, KitOptions, ResolvedOptions } from './KitOptions.ts'

export { DEFAULT_FEATURES }

const invalid = (message: string) => new KitError('INVALID_OPTIONS', message)

const CONNECTOR_TYPES: readonly ConnectorTypeOrder[] = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
]
const COINBASE_PREFERENCES: readonly CoinbasePreference[] = ['all', 'smartWalletOnly', 'eoaOnly']
const CONNECT_METHODS: readonly ConnectMethod[] = ['email', 'social', 'wallet']
const WALLET_FEATURES: readonly WalletFeature[] = ['swaps', 'send', 'receive', 'onramp']

function defaultIsMobile(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false
  return window.matchMedia('(max-width: 430px)').matches || window.matchMedia('(pointer: coarse)').matches
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function stringRecord(name: string, value: unknown): Record<string, string> {
  if (value === undefined) return {}
  if (!isRecord(value)) throw invalid(`createKit: ${name} must be an object of image URLs`)
  for (const [key, url] of Object.entries(value)) {
    if (typeof url !== 'string' || url === '') throw invalid(`createKit: ${name}[${JSON.stringify(key)}] must be a URL`)
  }
  return { ...(value as Record<string, string>) }
}

/** A link the dialog shows: http(s), absolute or relative to the page; never `javascript:` and the like. */
function linkUrl(name: string, value: unknown): string | undefined {
  if (value === undefined || value === '') return undefined
  const parsed = typeof value === 'string' ? safeUrl(value) : undefined
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol)) {
    throw invalid(`createKit: ${name} must be an http(s) URL, got ${JSON.stringify(value)}`)
  }
  return value as string
}

function safeUrl(value: string): URL | undefined {
  try {
    return new URL(value, 'http://page.invalid/')
  } catch {
    return undefined
  }
}

function listOf<T extends string>(name: string, value: unknown, allowed: readonly T[]): T[] | undefined {
  if (value === undefined) return undefined
  if (!Array.isArray(value) || value.some((v) => !allowed.includes(v))) {
    throw invalid(`createKit: ${name} must list only ${allowed.map((a) => `"${a}"`).join(', ')}`)
  }
  return [...new Set(value as T[])]
}

/** The site's `features`: checked, `history` read as `activity`, `showWallets` as `emailShowWallets`. */
function siteFeatures(options: KitOptions): Partial<ResolvedFeatures> {
  const features: Features = options.features ?? {}
  if (!isRecord(features)) throw invalid('createKit: features must be an object')
  const { history, ...rest } = features
  const local: Partial<ResolvedFeatures> = { ...(rest as Partial<ResolvedFeatures>) }
  if (local.activity === undefined && history !== undefined) local.activity = history
  if (local.emailShowWallets === undefined && options.showWallets !== undefined) {
    local.emailShowWallets = options.showWallets
  }
  const connectorTypeOrder = listOf('features.connectorTypeOrder', features.connectorTypeOrder, CONNECTOR_TYPES)
  const connectMethodsOrder = listOf('features.connectMethodsOrder', features.connectMethodsOrder, CONNECT_METHODS)
  const walletFeaturesOrder = listOf('features.walletFeaturesOrder', features.walletFeaturesOrder, WALLET_FEATURES)
  if (connectorTypeOrder) local.connectorTypeOrder = connectorTypeOrder
  if (connectMethodsOrder) local.connectMethodsOrder = connectMethodsOrder
  if (walletFeaturesOrder) local.walletFeaturesOrder = walletFeaturesOrder
  if (features.socials !== undefined && features.socials !== false && !Array.isArray(features.socials)) {
    throw invalid('createKit: features.socials must be a list of providers or false')
  }
  return local
}

const SIWX_METHODS = ['createMessage', 'addSession', 'revokeSession', 'setSessions', 'getSessions'] as const
const SIWE_METHODS = ['getNonce', 'createMessage', 'verifyMessage', 'getSession', 'signOut'] as const

/**
 * `siwx`, or `siweConfig` adapted to it (AppKit's `mapToSIWX`, its code loaded on first use: `deferredSIWX`); a
 * config missing a function is refused.
 */
function signIn(options: KitOptions): SIWXConfig | undefined {
  const missing = (value: unknown, names: readonly string[]) =>
    names.filter((name) => !isRecord(value) || typeof value[name] !== 'function')
  if (options.siwx !== undefined) {
    const absent = missing(options.siwx, SIWX_METHODS)
    if (absent.length > 0) throw invalid(`createKit: siwx needs ${absent.join(', ')} (a SIWXConfig)`)
    return options.siwx
  }
  if (options.siweConfig === undefined) return undefined
  const siwe = options.siweConfig
  const methods = isRecord(siwe) && isRecord(siwe.methods) && isRecord(siwe.options) ? siwe.methods : siwe
  const absent = missing(methods, SIWE_METHODS)
  if (absent.length > 0) throw invalid(`createKit: siweConfig needs ${absent.join(', ')} (a SIWEConfig)`)
  return deferredSIWX(siwe)
}

function customWallets(value: unknown): ResolvedOptions['customWallets'] {
  if (value === undefined) return []
  if (!Array.isArray(value)) throw invalid('createKit: customWallets must be a list')
  value.forEach((wallet, i) => {
    if (
      !isRecord(wallet) ||
      typeof wallet.id !== 'string' ||
      !wallet.id ||
      typeof wallet.name !== 'string' ||
      !wallet.name
    ) {
      throw invalid(`createKit: customWallets[${i}] needs an id and a name`)
    }
  })
  return value.map((wallet) => ({ ...wallet }))
}

function customRpcUrls(value: unknown): ResolvedOptions['customRpcUrls'] {
  if (value === undefined) return {}
  if (!isRecord(value)) throw invalid('createKit: customRpcUrls must be an object keyed by CAIP-2 network id')
  for (const [id, urls] of Object.entries(value)) {
    if (caipNetworkIdIssue(id) !== undefined) {
      throw invalid(`createKit: customRpcUrls key ${JSON.stringify(id)} is not a CAIP-2 network id (e.g. "eip155:1")`)
    }
    if (!Array.isArray(urls) || urls.some((u) => !isRecord(u) || typeof u.url !== 'string' || !safeUrl(u.url))) {
      throw invalid(`createKit: customRpcUrls[${JSON.stringify(id)}] must be a list of { url }`)
    }
  }
  return value as ResolvedOptions['customRpcUrls']
}

/**
 * Validates `createKit` options (clear errors, nothing half-applied) and fills SPEC §9's defaults. Networks
 * may be viem Chains or CaipNetworks (AppKit's `AppKitNetwork`). The starting network is AppKit's: a
 * network stored by the last visit (createKit), else `defaultNetwork`, else the first of `networks`.
 */
/** SPEC §4's default account type per namespace (AppKit's `ConstantsUtil.DEFAULT_ACCOUNT_TYPES`). */
export const DEFAULT_ACCOUNT_TYPES: Readonly<Partial<Record<ChainNamespace, string>>> = {
  bip122: 'payment',
  eip155: 'smartAccount',
  polkadot: 'eoa',
  solana: 'eoa',
}

export function resolveOptions(options: KitOptions): ResolvedOptions {
  if (typeof options !== 'object' || options === null) throw invalid('createKit: options are required')
  if (typeof options.projectId !== 'string' || options.projectId.trim() === '') {
    throw invalid('createKit: projectId is required')
  }
  const projectId = options.projectId.trim()
  if (options.siweConfig !== undefined && options.siwx !== undefined) {
    throw invalid('Cannot set both `siweConfig` and `siwx` options')
  }
  if (!Array.isArray(options.networks) || options.networks.length === 0) {
    throw invalid('createKit: networks must hold at least one network')
  }
  const apiUrl = (options.apiUrl ?? DEFAULT_API_URL).replace(/\/+$/, '')
  const rpcUrls = customRpcUrls(options.customRpcUrls)
  const chainImages = stringRecord('chainImages', options.chainImages)
  const extend = (network: CaipNetwork) =>
    extendCaipNetwork(network, { apiUrl, projectId, customRpcUrls: rpcUrls, chainImages })
  const convert = (network: unknown, where: string) => {
    try {
      return toCaipNetwork(network, where)
    } catch (error) {
      throw invalid((error as Error).message)
    }
  }
  const networks: CaipNetwork[] = []
  options.networks.forEach((network, i) => {
    const caipNetwork = convert(network, `createKit: networks[${i}]`)
    if (!networks.some((n) => n.caipNetworkId === caipNetwork.caipNetworkId)) networks.push(extend(caipNetwork))
  })
  let defaultNetwork = networks[0] as CaipNetwork
  if (options.defaultNetwork !== undefined) {
    const wanted = convert(options.defaultNetwork, 'createKit: defaultNetwork')
    const listed = networks.find((n) => n.caipNetworkId === wanted.caipNetworkId)
    if (!listed) throw invalid(`createKit: defaultNetwork ${wanted.caipNetworkId} is not one of the networks`)
    defaultNetwork = listed
  }
  const adapters = options.adapters ?? []
  const namespaces = new Set<string>()
  for (const adapter of adapters) {
    if (namespaces.has(adapter.namespace)) throw invalid(`createKit: two adapters for namespace ${adapter.namespace}`)
    namespaces.add(adapter.namespace)
  }
  if (options.themeMode !== undefined && options.themeMode !== 'light' && options.themeMode !== 'dark') {
    throw invalid(`createKit: themeMode must be "light" or "dark", got ${JSON.stringify(options.themeMode)}`)
  }
  const allWallets = options.allWallets ?? 'SHOW'
  if (!['SHOW', 'HIDE', 'ONLY_MOBILE'].includes(allWallets)) {
    throw invalid(`createKit: allWallets must be "SHOW", "HIDE" or "ONLY_MOBILE", got ${JSON.stringify(allWallets)}`)
  }
  const coinbasePreference = options.coinbasePreference ?? 'all'
  if (!COINBASE_PREFERENCES.includes(coinbasePreference)) {
    throw invalid(
      `createKit: coinbasePreference must be ${COINBASE_PREFERENCES.map((p) => `"${p}"`).join(', ')}, got ${JSON.stringify(options.coinbasePreference)}`,
    )
  }
  const localFeatures = siteFeatures(options)
  const siwx = signIn(options)
  const provider = options.universalProvider
  if (
    provider !== undefined &&
    !(
      isRecord(provider) &&
      ['connect', 'request', 'on', 'disconnect'].every((m) => typeof provider[m] === 'function') &&
      isRecord(provider.client)
    )
  ) {
    throw invalid(
      'createKit: universalProvider must be an initialised UniversalProvider (await UniversalProvider.init(…))',
    )
  }
  const flag = (value: boolean | undefined) => value !== false
  return {
    projectId,
    networks,
    defaultNetwork,
    adapters,
    metadata: options.metadata,
    features: { ...DEFAULT_FEATURES, ...localFeatures },
    localFeatures,
    themeMode: options.themeMode,
    themeVariables: { ...options.themeVariables } as Record<string, string | number>,
    featuredWalletIds: options.featuredWalletIds ?? [],
    includeWalletIds: options.includeWalletIds ?? [],
    excludeWalletIds: options.excludeWalletIds ?? [],
    allWallets,
    customWallets: customWallets(options.customWallets),
    chainImages,
    connectorImages: stringRecord('connectorImages', options.connectorImages),
    customRpcUrls: rpcUrls,
    termsConditionsUrl: linkUrl('termsConditionsUrl', options.termsConditionsUrl),
    privacyPolicyUrl: linkUrl('privacyPolicyUrl', options.privacyPolicyUrl),
    debug: flag(options.debug),
    enableWalletConnect: flag(options.enableWalletConnect),
    universalProvider: provider,
    manualWCControl: options.manualWCControl === true,
    enableWalletGuide: flag(options.enableWalletGuide),
    enableWallets: flag(options.enableWallets),
    enableEIP6963: flag(options.enableEIP6963),
    enableInjected: flag(options.enableInjected),
    enableNetworkSwitch: flag(options.enableNetworkSwitch),
    enableReconnect: flag(options.enableReconnect),
    enableAuthLogger: flag(options.enableAuthLogger),
    enableMobileFullScreen: options.enableMobileFullScreen ?? false,
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    disableAppend: options.disableAppend ?? false,
    enableEmbedded: options.enableEmbedded ?? false,
    // SPEC §4 account types: eip155 smartAccount, solana and polkadot eoa, bip122 payment (AppKit's defaults)
    defaultAccountTypes: { ...DEFAULT_ACCOUNT_TYPES, ...options.defaultAccountTypes },
    siwx,
    enableCoinbase: flag(options.enableCoinbase),
    coinbasePreference,
    locale: options.locale ?? browserLanguage() ?? 'en',
    apiUrl,
    frameUrl: options.frameUrl ?? 'http://localhost:4001/',
    storage: options.storage,
    isMobile: options.isMobile ?? defaultIsMobile,
  }
}

/** The visitor's preferred language (`navigator.language`); undefined on a server (SSR) or when unknown. */
function browserLanguage(): string | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.language || undefined
}
