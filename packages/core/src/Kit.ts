import type { ChainNamespace } from '@gangway/protocol'
import type { ChainAdapter } from './adapter/ChainAdapter.ts'
import type { Analytics } from './analytics/Analytics.ts'
import type { ApiClient } from './api/createApiClient.ts'
import type { Emitter } from './events/createEmitter.ts'
import type { KitEvent } from './events/KitEvent.ts'
import type { EmbeddedWallet } from './frame/createEmbeddedWallet.ts'
import type { ResolvedOptions } from './options/KitOptions.ts'
import type { KitStorage } from './storage/createKitStorage.ts'
import type { KitStores } from './stores/KitStores.ts'
import type { WalletConnectHub } from './walletconnect/WalletConnectHub.ts'

/**
 * One dialog instance: its options, stores, adapters, storage and events. Actions take it as their first
 * argument (`action(kit, params)`); nothing lives at module level.
 */
export type Kit = {
  readonly options: ResolvedOptions
  readonly stores: KitStores
  readonly adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  readonly storage: KitStorage
  readonly events: Emitter<KitEvent>
  /** Timers the kit started (snackbar swaps …), cleared by `destroyKit`. */
  readonly timers: Set<ReturnType<typeof setTimeout>>
  /** Small time-stamped caches (balances …), keyed by purpose + address + network. */
  readonly cache: Map<string, { at: number; value: unknown }>
  /** Resolves when adapters are set up and a stored session has been restored (or found gone). */
  ready: Promise<void>
  /** The Gangway server (`apiUrl`). */
  readonly api: ApiClient
  /** E-mail login through the secure frame (in a browser with the `email` feature; else undefined). */
  embedded: EmbeddedWallet | undefined
  /** Resolves when the remote features, origin check and first registry wallets have been fetched (or failed). */
  remote: Promise<void>
  /** The project's analytics once they are on (site's `features.analytics` and the server's config); else undefined. */
  analytics: Analytics | undefined
  /**
   * The one WalletConnect session every namespace joins (each adapter's WalletConnect connector, the universal
   * adapters); undefined with `enableWalletConnect: false`.
   */
  readonly walletConnect: WalletConnectHub | undefined
}
