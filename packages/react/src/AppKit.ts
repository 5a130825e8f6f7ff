import {
  type AdapterConnector,
  type ConnectMethod,
  ConstantsUtil,
  destroyKit,
  type Features,
  type FetchWalletsOptions,
  getSIWX,
  getWalletList,
  type KitEvent,
  resetConnectingWallet,
  resetWalletConnectUri,
  type SIWXConfig,
  type SocialProvider,
  setThemeMode,
  setThemeVariables,
  showSnack,
  type ThemeMode,
  themeModeShown,
  type UpdatableOptions,
  updateFeatures,
  updateOptions,
  type WalletConnectProvider,
  type WalletFeature,
  type WalletInfo,
  type WalletItem,
  type WalletList,
} from '@gangway/core'
import type { ChainNamespace, ConnectorType } from '@gangway/protocol'
import { AppKitBaseClient } from './AppKitBaseClient.ts'
import type { ThemeControllerState } from './types.ts'

const INITIAL_EVENT: KitEvent = { timestamp: 0, data: { type: 'track', event: 'INITIALIZE' } }

/** The headless chunk (module level: tsc leaves `.ts` import specifiers inside this class's methods unrewritten). */
const loadHeadless = () => import('./headless.ts')
/** AppKit's `WalletConnectUriSnapshot`. */
export type WalletConnectUriSnapshot = {
  wcUri: string | undefined
  wcError: boolean
  wcFetchingUri: boolean
  /** When the pairing expires (epoch ms), 4 minutes after it was made. */
  wcUriExpiresAt: number | undefined
}

/**
 * The object `createAppKit` answers (AppKit's `AppKit`): the base client plus wallet info, providers,
 * theme, events, run-time options and the headless wallet list. Methods of AppKit's class that Gangway
 * leaves out are listed with the reason in the README.
 */
export class AppKit extends AppKitBaseClient {
  /** The sign-in config (`siwx`, or `siweConfig` adapted to it); undefined when sign-in is off. */
  getSIWX<Config extends SIWXConfig = SIWXConfig>(): Config | undefined {
    return getSIWX<Config>(this.kit)
  }

  getWalletInfo(namespace?: ChainNamespace): WalletInfo | undefined {
    return this.#connected(namespace) ? this.kit.stores.connections.get().walletInfo : undefined
  }

  subscribeWalletInfo(listener: (info: WalletInfo | undefined) => void, namespace?: ChainNamespace): () => void {
    return this.kit.stores.connections.subscribeKey('walletInfo', () => listener(this.getWalletInfo(namespace)))
  }

  /**
   * AppKit's `getUniversalProvider()`: the kit's one WalletConnect universal provider (the site's own with
   * `universalProvider`), loaded on first call; undefined with `enableWalletConnect: false`.
   */
  async getUniversalProvider(): Promise<WalletConnectProvider | undefined> {
    return (await this.kit.walletConnect?.load())?.provider
  }

  /** The connected wallet's provider of a namespace (default: the active one; EIP-1193 for eip155). */
  getWalletProvider(namespace?: ChainNamespace): unknown {
    return this.getProvider(namespace ?? this.getActiveChainNamespace())
  }

  /** The connector type (`ANNOUNCED`, `INJECTED`, `WALLET_CONNECT`, `AUTH` …) of the connected wallet. */
  getWalletProviderType(namespace?: ChainNamespace): ConnectorType | undefined {
    return this.getProviderType(namespace ?? this.getActiveChainNamespace())
  }

  getProvider<T = unknown>(namespace: ChainNamespace): T | undefined {
    const connectorId = this.#connected(namespace)
      ? this.kit.stores.connections.get().activeConnectorId[namespace]
      : undefined
    return connectorId ? (this.kit.adapters.get(namespace)?.getProvider(connectorId) as T | undefined) : undefined
  }

  getProviderType(namespace: ChainNamespace): ConnectorType | undefined {
    const connectorId = this.#connected(namespace)
      ? this.kit.stores.connections.get().activeConnectorId[namespace]
      : undefined
    return this.kit.stores.connectors.get().connectors.find((c) => c.id === connectorId)?.type
  }

  /** Calls back with each namespace's provider whenever a connection changes. */
  subscribeProviders(listener: (providers: Partial<Record<ChainNamespace, unknown>>) => void): () => void {
    const emit = () => {
      const namespaces = [...this.kit.adapters.keys()]
      listener(Object.fromEntries(namespaces.map((ns) => [ns, this.getProvider(ns)])))
    }
    const stops = [this.kit.stores.connections.subscribe(emit), this.kit.stores.chains.subscribeKey('accounts', emit)]
    return () => {
      for (const stop of stops) stop()
    }
  }

  /** The page's connectors (of one namespace when given), as the dialog lists them before filtering. */
  getConnectors(namespace?: ChainNamespace): AdapterConnector[] {
    const { connectors } = this.kit.stores.connectors.get()
    return namespace ? connectors.filter((c) => c.chain === namespace) : connectors
  }

  /** The mode the dialog shows: the one set, else the system's (`themeModeShown`). */
  getThemeMode(): ThemeMode {
    return themeModeShown(this.kit.stores.theme.get())
  }

  getThemeVariables(): Record<string, string | number> {
    return this.kit.stores.theme.get().themeVariables
  }

  setThemeMode(mode: ThemeMode | undefined): void {
    setThemeMode(this.kit, mode)
  }

  setThemeVariables(variables: Record<string, string | number>): void {
    setThemeVariables(this.kit, variables)
  }

  subscribeTheme(listener: (state: ThemeControllerState) => void): () => void {
    return this.kit.stores.theme.subscribe((state) => listener({ ...state, themeMode: themeModeShown(state) }))
  }

  /** The latest event the dialog sent (AppKit's `{ timestamp, data: { type, event, properties } }`). */
  getEvent(): KitEvent {
    return this.kit.events.last ?? INITIAL_EVENT
  }

  subscribeEvents(listener: (event: KitEvent) => void): () => void {
    return this.kit.events.subscribe(listener)
  }

  /** A snackbar in the open dialog. */
  showErrorMessage(message: string): void {
    showSnack(this.kit, message, 'error')
  }

  showSuccessMessage(message: string): void {
    showSnack(this.kit, message, 'success')
  }

  /** Merges features into the running dialog's (checked as `createAppKit` checks them). */
  updateFeatures(features: Features): void {
    updateFeatures(this.kit, features)
  }

  /** Changes Connect's options at run time; any other option is named on the console and left alone. */
  updateOptions(options: UpdatableOptions & Record<string, unknown>): void {
    updateOptions(this.kit, options)
  }

  setTermsConditionsUrl(termsConditionsUrl: string): void {
    updateOptions(this.kit, { termsConditionsUrl })
  }

  setPrivacyPolicyUrl(privacyPolicyUrl: string): void {
    updateOptions(this.kit, { privacyPolicyUrl })
  }

  setCollapseWallets(collapseWallets: boolean): void {
    updateFeatures(this.kit, { collapseWallets })
  }

  setConnectMethodsOrder(connectMethodsOrder: ConnectMethod[]): void {
    updateFeatures(this.kit, { connectMethodsOrder })
  }

  /** The social logins Connect offers, in this order (AppKit's `setSocialsOrder`: `features.socials`). */
  setSocialsOrder(socialsOrder: SocialProvider[]): void {
    updateFeatures(this.kit, { socials: socialsOrder })
  }

  setWalletFeaturesOrder(walletFeaturesOrder: WalletFeature[]): void {
    updateFeatures(this.kit, { walletFeaturesOrder })
  }

  getConnectMethodsOrder(): ConnectMethod[] {
    return this.kit.stores.options.get().features.connectMethodsOrder
  }

  /** Headless: loads registry wallets (a page, or a search). */
  async fetchWallets(options?: FetchWalletsOptions): Promise<void> {
    const { fetchWallets } = await loadHeadless()
    return fetchWallets(this.kit, options)
  }

  /** Headless: Connect's wallets and the registry list loaded so far. */
  getWalletList(): WalletList {
    return getWalletList(this.kit)
  }

  subscribeWalletList(listener: () => void): () => void {
    const { wallets, connectors, options } = this.kit.stores
    const stops = [wallets, connectors, options].map((store) => store.subscribe(() => listener()))
    return () => {
      for (const stop of stops) stop()
    }
  }

  /** Headless: starts a WalletConnect pairing; resolves when its URI is there. */
  async prefetchWalletConnectUri(): Promise<void> {
    const { prefetchWalletConnectUri } = await loadHeadless()
    return prefetchWalletConnectUri(this.kit)
  }

  getWalletConnectUri(): WalletConnectUriSnapshot {
    const pairing = this.kit.stores.connections.get().pairing
    const { wcError, wcFetchingUri } = this.kit.stores.headless.get()
    return {
      wcUri: pairing?.uri,
      wcError,
      wcFetchingUri,
      wcUriExpiresAt: pairing ? pairing.createdAt + ConstantsUtil.PAIRING_EXPIRY_MS : undefined,
    }
  }

  subscribeWalletConnectUri(listener: () => void): () => void {
    const stops = [
      this.kit.stores.connections.subscribeKey('pairing', () => listener()),
      this.kit.stores.headless.subscribe(() => listener()),
    ]
    return () => {
      for (const stop of stops) stop()
    }
  }

  resetWalletConnectUri(): void {
    resetWalletConnectUri(this.kit)
  }

  resetConnectingWallet(): void {
    resetConnectingWallet(this.kit)
  }

  /** Headless: connects a wallet of `getWalletList` (installed: its connector; others: WalletConnect). */
  async connectWallet(wallet: WalletItem, namespace?: ChainNamespace): Promise<void> {
    // `connectingWallet` is set at once, as in AppKit, while the headless chunk loads
    this.kit.stores.headless.set({ connectingWallet: wallet })
    try {
      const { connectWallet } = await loadHeadless()
      return await connectWallet(this.kit, wallet, namespace)
    } finally {
      this.kit.stores.headless.set({ connectingWallet: undefined })
    }
  }

  /** Stops timers, adapters and listeners; the page's elements stop rendering this instance (Gangway's). */
  destroy(): void {
    destroyKit(this.kit)
  }

  #connected(namespace?: ChainNamespace): boolean {
    return this.getAccount(namespace).isConnected
  }
}
