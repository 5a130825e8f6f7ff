import { NetworkSchema } from '@gangway/protocol'
import { ConstantsUtil } from '../constants.ts'
import { KitError, KitErrorCode } from '../errors/KitError.ts'
import type { CaipNetwork } from '../networks/CaipNetwork.ts'
import type { Features, KitOptions, ResolvedOptions } from './KitOptions.ts'

export const DEFAULT_FEATURES: Features = {
  email: true,
  socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
  swaps: true,
  onramp: true,
  activity: true,
  send: true,
  receive: true,
  analytics: false,
  allWallets: true,
  smartSessions: false,
  multiWallet: false,
  reownBranding: true,
  connectMethodsOrder: ['email', 'social', 'wallet'],
}

const invalid = (message: string) => new KitError(KitErrorCode.INVALID_OPTIONS, message)

function defaultIsMobile(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false
  return window.matchMedia('(max-width: 430px)').matches || window.matchMedia('(pointer: coarse)').matches
}

/** Validates `createKit` options (clear errors, nothing half-applied) and fills SPEC §9's defaults. */
export function resolveOptions(options: KitOptions): ResolvedOptions {
  if (typeof options !== 'object' || options === null) throw invalid('createKit: options are required')
  if (typeof options.projectId !== 'string' || options.projectId.trim() === '') {
    throw invalid('createKit: projectId is required')
  }
  if (options.siweConfig !== undefined && options.siwx !== undefined) {
    throw invalid('Cannot set both `siweConfig` and `siwx` options')
  }
  if (!Array.isArray(options.networks) || options.networks.length === 0) {
    throw invalid('createKit: networks must hold at least one network')
  }
  const networks: CaipNetwork[] = []
  for (const network of options.networks) {
    const parsed = NetworkSchema.safeParse(network)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      throw invalid(
        `createKit: invalid network ${JSON.stringify((network as { name?: unknown })?.name ?? network)}: ${issue?.path.join('.')} ${issue?.message}`,
      )
    }
    if (!networks.some((n) => n.caipNetworkId === network.caipNetworkId)) networks.push(network)
  }
  const defaultNetwork =
    options.defaultNetwork ??
    networks.find((n) => n.caipNetworkId === ConstantsUtil.DEFAULT_CHAIN) ??
    (networks[0] as CaipNetwork)
  if (!networks.some((n) => n.caipNetworkId === defaultNetwork.caipNetworkId)) {
    throw invalid(`createKit: defaultNetwork ${defaultNetwork.caipNetworkId} is not one of the networks`)
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
  const flag = (value: boolean | undefined) => value !== false
  return {
    projectId: options.projectId.trim(),
    networks,
    defaultNetwork,
    adapters,
    metadata: options.metadata,
    features: { ...DEFAULT_FEATURES, ...options.features },
    localFeatures: { ...options.features },
    themeMode: options.themeMode,
    themeVariables: { ...options.themeVariables },
    featuredWalletIds: options.featuredWalletIds ?? [],
    includeWalletIds: options.includeWalletIds ?? [],
    excludeWalletIds: options.excludeWalletIds ?? [],
    allWallets: options.allWallets ?? 'SHOW',
    debug: flag(options.debug),
    enableWalletConnect: flag(options.enableWalletConnect),
    enableWalletGuide: flag(options.enableWalletGuide),
    enableWallets: flag(options.enableWallets),
    enableEIP6963: flag(options.enableEIP6963),
    enableInjected: flag(options.enableInjected),
    enableNetworkSwitch: flag(options.enableNetworkSwitch),
    enableReconnect: flag(options.enableReconnect),
    enableAuthLogger: flag(options.enableAuthLogger),
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    disableAppend: options.disableAppend ?? false,
    enableEmbedded: options.enableEmbedded ?? false,
    siweConfig: options.siweConfig,
    siwx: options.siwx,
    locale: options.locale ?? 'en',
    apiUrl: (options.apiUrl ?? 'http://localhost:4000').replace(/\/+$/, ''),
    frameUrl: options.frameUrl ?? 'http://localhost:4001/',
    defaultAccountTypes: { ...options.defaultAccountTypes },
    termsConditionsUrl: options.termsConditionsUrl,
    privacyPolicyUrl: options.privacyPolicyUrl,
    storage: options.storage,
    isMobile: options.isMobile ?? defaultIsMobile,
  }
}
