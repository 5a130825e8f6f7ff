import { pageLocalStorage } from '../../storage/pageLocalStorage.ts'
import type { CoinbaseSetup } from '../ChainAdapter.ts'
import type { Eip1193Provider } from './Eip1193Provider.ts'

/** The SDK connector's id (AppKit's `CONNECTOR_ID.COINBASE_SDK`). */
export const COINBASE_SDK_CONNECTOR_ID = 'coinbaseWalletSDK'
/** The Coinbase extension's EIP-6963 rdns, which the registry's Coinbase wallet carries too. */
export const COINBASE_RDNS = 'com.coinbase.wallet'
/** Coinbase's blue square with the white ring, drawn here (the SDK's own logo would load the SDK). */
export const COINBASE_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0052FF"/><circle cx="32" cy="32" r="18" fill="#fff"/><rect x="25" y="25" width="14" height="14" rx="2" fill="#0052FF"/></svg>',
)}`

export type CoinbaseConnectorOptions = CoinbaseSetup & {
  /** The SDK's popup (`preference.keysUrl`); default the SDK's own, https://keys.coinbase.com/connect. */
  keysUrl?: string
}

/** The part of `@coinbase/wallet-sdk` 4 the EVM adapters use: its factory (the module an adapter `import()`s). */
export type CoinbaseWalletSdkModule = {
  createCoinbaseWalletSDK(params: {
    appName: string
    appLogoUrl: string | null
    appChainIds: number[]
    preference: { options: CoinbaseSetup['preference']; keysUrl?: string }
  }): { getProvider(): unknown }
}

/** The SDK's EIP-1193 provider (`ProviderInterface`), with its `disconnect`. */
export type CoinbaseProvider = Eip1193Provider & { disconnect(): Promise<void> }

/** Set while an SDK session exists, so a page without one never loads the SDK. */
const SESSION_FLAG = 'gangway:coinbase:session'

/** Whether a Coinbase SDK session was made in this browser (pageLocalStorage: none on a server or a denied frame). */
export const coinbaseSessionRemembered = (): boolean => pageLocalStorage()?.getItem(SESSION_FLAG) === '1'

export const rememberCoinbaseSession = (on: boolean): void => {
  const storage = pageLocalStorage()
  if (on) storage?.setItem(SESSION_FLAG, '1')
  else storage?.removeItem(SESSION_FLAG)
}

/**
 * The Coinbase Wallet SDK's provider, made from the loaded SDK module with the kit's settings (`enableCoinbase`,
 * `coinbasePreference`, the site's name and icon, the popup's `keysUrl`) — for every EVM adapter's Coinbase
 * connector (the wagmi adapter's and the EIP-1193 adapters'). The SDK has no telemetry; making it sends one `HEAD`
 * to the page itself.
 */
export function createCoinbaseProvider(
  sdk: CoinbaseWalletSdkModule,
  options: CoinbaseConnectorOptions,
  chainIds: number[],
): CoinbaseProvider {
  return sdk
    .createCoinbaseWalletSDK({
      appName: options.appName,
      appLogoUrl: options.appLogoUrl ?? null,
      appChainIds: chainIds,
      preference: { options: options.preference, ...(options.keysUrl ? { keysUrl: options.keysUrl } : {}) },
    })
    .getProvider() as CoinbaseProvider
}
