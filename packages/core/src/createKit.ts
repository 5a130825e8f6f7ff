import { alertProviderError } from './actions/alertProviderError.ts'
import { createAdapterEvents } from './actions/createAdapterEvents.ts'
import { emitEvent } from './actions/emitEvent.ts'
import { initRemote } from './actions/initRemote.ts'
import { reconnect } from './actions/reconnect.ts'
import { showSnack } from './actions/showSnack.ts'
import type { ChainAdapter, CoinbaseSetup } from './adapter/ChainAdapter.ts'
import { createApiClient } from './api/createApiClient.ts'
import { ConstantsUtil } from './constants.ts'
import { createEmitter } from './events/createEmitter.ts'
import type { KitEvent } from './events/KitEvent.ts'
import { AUTH_CONNECTOR_ID, createEmbeddedWallet } from './frame/createEmbeddedWallet.ts'
import type { Kit } from './Kit.ts'
import type { KitOptions, ResolvedOptions } from './options/KitOptions.ts'
import { mayNotice } from './options/mayNotice.ts'
import { resolveOptions } from './options/resolveOptions.ts'
import { siwxContext } from './siwx/siwxContext.ts'
import { createKitCache } from './storage/createKitCache.ts'
import { createKitStorage } from './storage/createKitStorage.ts'
import { createKitStores } from './stores/KitStores.ts'
import { createUniversalAdapters } from './walletconnect/createUniversalAdapters.ts'
import type { WalletConnectProvider } from './walletconnect/createWalletConnectProvider.ts'
import { relayUrlOf } from './walletconnect/relayUrlOf.ts'
import { WalletConnectHub } from './walletconnect/WalletConnectHub.ts'

/**
 * Creates one dialog instance. Options are validated first (a bad option throws and nothing is created).
 * Adapters are set up and a stored session restored in the background; `kit.ready` resolves after that.
 */
export function createKit(options: KitOptions): Kit {
  const resolved = resolveOptions(options)
  // the notices' texts load on their own (a lazy chunk), and only when an option may need one
  if (mayNotice(options, resolved)) {
    void import('./options/optionNotices.ts').then(({ optionNotices }) => {
      for (const notice of optionNotices(options, resolved.networks)) console.warn(`gangway: ${notice}`)
    })
  }
  const storage = createKitStorage(resolved.storage)
  const storedNetworkId = storage.getActiveNetworkId()
  const activeNetwork = resolved.networks.find((n) => n.caipNetworkId === storedNetworkId) ?? resolved.defaultNetwork
  const stores = createKitStores({
    networks: resolved.networks,
    activeNetwork,
    theme: { themeMode: resolved.themeMode, themeVariables: resolved.themeVariables },
    options: {
      features: resolved.features,
      termsConditionsUrl: resolved.termsConditionsUrl,
      privacyPolicyUrl: resolved.privacyPolicyUrl,
      customWallets: resolved.customWallets,
      connectorImages: resolved.connectorImages,
      allWallets: resolved.allWallets,
    },
    smartAccountEnabledNetworks: storage.getSmartAccountEnabledNetworks(),
    recentConnections: storage.getRecentConnections(),
  })
  const adapters = new Map(resolved.adapters.map((a): [ChainAdapter['namespace'], ChainAdapter] => [a.namespace, a]))
  const kit: Kit = {
    options: resolved,
    stores,
    adapters,
    storage,
    events: createEmitter<KitEvent>(),
    timers: new Set(),
    // balances, token lists, names and identities survive a reload (SPEC §3)
    cache: createKitCache(storage),
    ready: Promise.resolve(),
    api: createApiClient({
      baseUrl: resolved.apiUrl,
      projectId: resolved.projectId,
      sdkType: ConstantsUtil.SDK_TYPE,
      sdkVersion: ConstantsUtil.SDK_VERSION,
      clientId: () => storage.getClientId(),
    }),
    remote: Promise.resolve(),
    embedded: undefined,
    analytics: undefined,
    // DESIGN: the kit owns the one WalletConnect session every namespace joins (its code loads on first use)
    walletConnect: resolved.enableWalletConnect
      ? new WalletConnectHub({
          projectId: resolved.projectId,
          relayUrl: relayUrlOf(resolved.apiUrl),
          metadata: resolved.metadata,
          provider: resolved.universalProvider as WalletConnectProvider | undefined,
          manual: resolved.manualWCControl,
          // the relay's refusals ("Project not found" …) become alerts, once per kind (SPEC §8)
          onError: (error) => alertProviderError(kit, error),
        })
      : undefined,
  }
  // a namespace without an adapter of the site's own — all of them when it gives none (SPEC §2), or one
  // Gangway has no adapter for (Sui, TON …) — is connected through WalletConnect alone (AppKit's universal
  // adapter), on the same session
  if (kit.walletConnect) {
    const missing = [...new Set(resolved.networks.map((n) => n.chainNamespace))].filter((ns) => !adapters.has(ns))
    for (const adapter of createUniversalAdapters(missing)) adapters.set(adapter.namespace, adapter)
  }
  // e-mail, social and Farcaster login go through the frame: they need a page to put it in
  const socials = resolved.features.socials
  if (typeof window !== 'undefined' && (resolved.features.email !== false || (socials && socials.length > 0))) {
    kit.embedded = createEmbeddedWallet(kit)
  }
  if (resolved.enableReconnect) {
    const pending = Object.keys(storage.getConnections()).filter((ns) => adapters.has(ns as ChainAdapter['namespace']))
    stores.chains.set((s) => ({
      accounts: Object.fromEntries([
        ...Object.entries(s.accounts),
        ...pending.map((ns) => [ns, { isConnected: false, status: 'connecting', allAccounts: [] }]),
      ]),
    }))
  }
  // sign-in (siwx / siweConfig): setup now (a site may ask its config for sessions at once), then a check
  // after every connect, reconnect and switch — the watch's code (and the check's) loads only with a config,
  // and is in place before a stored session comes back
  const siwx = resolved.siwx
  siwx?.setup?.(siwxContext(kit))
  const siwxWatch = siwx
    ? import('./siwx/startSIWX.ts')
        .then((m) => m.startSIWX(kit))
        .catch((error: unknown) => console.warn('gangway: sign-in could not start', error))
    : undefined
  kit.ready = (async () => {
    for (const adapter of adapters.values()) {
      const events = createAdapterEvents(kit, adapter.namespace)
      await adapter.setup({
        networks: resolved.networks.filter((n) => n.chainNamespace === adapter.namespace),
        events,
        rpc: { apiUrl: resolved.apiUrl, projectId: resolved.projectId, customRpcUrls: resolved.customRpcUrls },
        ...(kit.embedded && adapter.namespace === 'eip155'
          ? { embedded: { id: AUTH_CONNECTOR_ID, name: 'Email', provider: kit.embedded.provider } }
          : {}),
        ...(resolved.enableCoinbase && adapter.namespace === 'eip155' ? { coinbase: coinbaseSetup(resolved) } : {}),
        ...(kit.walletConnect ? { walletConnect: kit.walletConnect } : {}),
      })
      events.connectorsChanged(adapter.getConnectors())
    }
    await siwxWatch
    await reconnect(kit)
    emitEvent(kit, 'INITIALIZE')
    // the way back of a social login without popup (Telegram): `?result_uri=…` is read, removed and used
    // (its code is loaded only then)
    if (kit.embedded && /[?&]result_uri=/.test(window.location.search)) {
      void import('./actions/socialLoginFlow.ts')
        .then(({ connectSocialResult }) => connectSocialResult(kit))
        .catch((error: unknown) => {
          console.warn('gangway: the social login could not be finished', error)
          showSnack(kit, error instanceof Error ? error.message : 'Failed to connect', 'error')
        })
    }
  })()
  // In a browser only: a server-side render makes no calls.
  if (typeof window !== 'undefined') kit.remote = initRemote(kit)
  return kit
}

/** The Coinbase connector's settings: the site's preference, name and first icon. */
function coinbaseSetup(resolved: ResolvedOptions): CoinbaseSetup {
  const icon = resolved.metadata?.icons[0]
  return {
    preference: resolved.coinbasePreference,
    appName: resolved.metadata?.name ?? 'Dapp',
    ...(icon ? { appLogoUrl: icon } : {}),
  }
}

/** Stops the kit's timers and adapters. */
export function destroyKit(kit: Kit): void {
  for (const timer of kit.timers) clearTimeout(timer)
  kit.timers.clear()
  for (const adapter of kit.adapters.values()) adapter.destroy?.()
  kit.walletConnect?.destroy()
  kit.embedded?.destroy()
  kit.analytics?.stop()
}
