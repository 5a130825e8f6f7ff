import type { KitOptions } from './KitOptions.ts'

/** Options that act on their own and never need a notice (customRpcUrls and features can). */
const PLAIN = new Set(
  'projectId networks adapters defaultNetwork metadata themeMode themeVariables featuredWalletIds includeWalletIds excludeWalletIds allWallets customWallets chainImages connectorImages termsConditionsUrl privacyPolicyUrl debug enableWalletConnect enableWalletGuide enableWallets enableEIP6963 enableInjected enableNetworkSwitch enableReconnect enableAuthLogger enableMobileFullScreen allowUnsupportedChain disableAppend enableEmbedded showWallets siweConfig siwx enableCoinbase coinbasePreference locale apiUrl frameUrl storage isMobile'.split(
    ' ',
  ),
)

/**
 * Whether `optionNotices` could have something to say: only then does `createKit` load it (its texts are a
 * lazy chunk, so a site with plain options downloads nothing for it).
 */
export function mayNotice(options: KitOptions): boolean {
  return Object.keys(options).some((k) => !PLAIN.has(k) && (options as Record<string, unknown>)[k] !== undefined)
}
