import type { CaipNetwork } from '../networks/CaipNetwork.ts'
import type { Features } from './Features.ts'
import type { KitOptions } from './KitOptions.ts'

/** Every top-level option `createAppKit` knows; anything else is named in a warning. */
export const KNOWN_OPTIONS: readonly (keyof KitOptions)[] = [
  'projectId',
  'networks',
  'adapters',
  'defaultNetwork',
  'metadata',
  'features',
  'themeMode',
  'themeVariables',
  'featuredWalletIds',
  'includeWalletIds',
  'excludeWalletIds',
  'allWallets',
  'customWallets',
  'chainImages',
  'connectorImages',
  'customRpcUrls',
  'termsConditionsUrl',
  'privacyPolicyUrl',
  'debug',
  'enableWalletConnect',
  'enableWalletGuide',
  'enableWallets',
  'enableEIP6963',
  'enableInjected',
  'enableNetworkSwitch',
  'enableReconnect',
  'enableAuthLogger',
  'enableMobileFullScreen',
  'experimental_preferUniversalLinks',
  'allowUnsupportedChain',
  'disableAppend',
  'enableEmbedded',
  'showWallets',
  'defaultAccountTypes',
  'siweConfig',
  'siwx',
  'tokens',
  'enableCoinbase',
  'enableBaseAccount',
  'coinbasePreference',
  'universalProvider',
  'manualWCControl',
  'universalProviderConfigOverride',
  'locale',
  'apiUrl',
  'frameUrl',
  'storage',
  'isMobile',
]

export const KNOWN_FEATURES: readonly (keyof Features)[] = [
  'swaps',
  'onramp',
  'receive',
  'send',
  'email',
  'emailShowWallets',
  'socials',
  'history',
  'analytics',
  'allWallets',
  'smartSessions',
  'legalCheckbox',
  'connectorTypeOrder',
  'connectMethodsOrder',
  'walletFeaturesOrder',
  'collapseWallets',
  'pay',
  'reownAuthentication',
  'headless',
  'activity',
  'multiWallet',
  'reownBranding',
]

/**
 * Options a site may set whose feature comes with a later Gangway issue: when the site asks for it, what
 * Gangway does instead. Setting them to their "off" value asks for nothing and says nothing.
 */
const LATER: { option: string; asked: (o: KitOptions) => boolean; instead: string }[] = [
  {
    option: 'features.smartSessions',
    asked: (o) => o.features?.smartSessions === true,
    instead: 'no smart sessions are granted',
  },
  {
    option: 'features.reownAuthentication',
    asked: (o) => o.features?.reownAuthentication === true,
    instead: 'wallets connect without a sign-in step',
  },
  { option: 'tokens', asked: (o) => o.tokens !== undefined, instead: 'the Gangway server decides the Tokens list' },
  { option: 'enableBaseAccount', asked: (o) => o.enableBaseAccount === true, instead: 'no Base Account connector' },
  {
    option: 'experimental_preferUniversalLinks',
    asked: (o) => o.experimental_preferUniversalLinks === true,
    instead: "wallets open through the registry's deep links (it lists no universal links)",
  },
  {
    option: 'universalProviderConfigOverride',
    asked: (o) => o.universalProviderConfigOverride !== undefined,
    instead: "the pairing proposes AppKit's method lists for the site's namespaces",
  },
]

/**
 * The console warnings `createAppKit` gives once for these options: each option whose feature is not in
 * Gangway yet and that the site asked for, each option or feature key Gangway does not know, and RPC URLs
 * for a network the site did not list.
 */
export function optionNotices(options: KitOptions, networks: readonly CaipNetwork[] = []): string[] {
  const notices = LATER.filter((l) => l.asked(options)).map(
    (l) => `createAppKit: ${l.option} is not available in this version of Gangway yet — ${l.instead}.`,
  )
  for (const key of Object.keys(options)) {
    if (
      !(KNOWN_OPTIONS as readonly string[]).includes(key) &&
      (options as Record<string, unknown>)[key] !== undefined
    ) {
      notices.push(`createAppKit: unknown option "${key}" has no effect.`)
    }
  }
  for (const key of Object.keys(options.features ?? {})) {
    if (!(KNOWN_FEATURES as readonly string[]).includes(key)) {
      notices.push(`createAppKit: unknown feature "features.${key}" has no effect.`)
    }
  }
  for (const id of Object.keys(options.customRpcUrls ?? {})) {
    if (!networks.some((n) => n.caipNetworkId === id)) {
      notices.push(`createAppKit: customRpcUrls["${id}"] has no effect: ${id} is not one of the networks.`)
    }
  }
  return notices
}
