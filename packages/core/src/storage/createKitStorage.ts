import type { AccountType, CaipNetworkId, ChainNamespace } from '@gangway/protocol'
import { ConstantsUtil } from '../constants.ts'
import { pageLocalStorage } from './pageLocalStorage.ts'

export type StorageBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
export type RecentWallet = { id: string; name: string; rdns?: string }
/**
 * A connection remembered for multi-wallet (AppKit's stored `connections`): the connector, the accounts it
 * gave, the network it was on, and for the embedded wallet how the visitor signed in (`name`: 'email' or the
 * social provider; `username`: the e-mail or the provider's username) — what its login needs again.
 */
export type RecentConnection = {
  connectorId: string
  accounts: { address: string; type?: AccountType }[]
  caipNetworkId?: CaipNetworkId
  auth?: { name?: string; username?: string }
}

/** What the kit keeps in localStorage, all under one prefix (SPEC §3). */
export type KitStorage = {
  getWallet(): { id: string; name: string } | undefined
  setWallet(wallet: { id: string; name: string } | undefined): void
  getRecentWallets(): RecentWallet[]
  addRecentWallet(wallet: RecentWallet): void
  /** Multi-wallet: the connections made in this browser per namespace, newest first (at most 10 each). */
  getRecentConnections(): Partial<Record<ChainNamespace, RecentConnection[]>>
  setRecentConnections(namespace: ChainNamespace, connections: RecentConnection[]): void
  getActiveNetworkId(): CaipNetworkId | undefined
  setActiveNetworkId(id: CaipNetworkId | undefined): void
  /** Connector id per namespace, used to reconnect after a reload. */
  getConnections(): Partial<Record<ChainNamespace, string>>
  setConnection(namespace: ChainNamespace, connectorId: string | undefined): void
  getLastChain(): ChainNamespace | undefined
  setLastChain(namespace: ChainNamespace | undefined): void
  /** E-mail login (SPEC §4): the address used, whether e-mail login was used (the frame is made at start). */
  getEmail(): string | undefined
  isLoginEmailUsed(): boolean
  /** After a login: e-mail and login-used flag saved, last-login time cleared. */
  saveEmailLogin(email: string): void
  /**
   * After a social login: login-used flag (the frame is made at start) and the social username saved, the
   * e-mail kept only when the provider gave one, last-login time cleared.
   */
  saveSocialLogin(login: { email?: string | undefined; username?: string | undefined }): void
  getSocialUsername(): string | undefined
  /** A failed connection check or a disconnect: e-mail, login flag, last chain and social username cleared. */
  clearEmailLogin(): void
  /** A random id for this browser, made on first use and kept (sent as `clientId`). */
  getClientId(): string
  /**
   * Auth tokens by name (SPEC §3: "auth tokens" under the common prefix), e.g. the sign-in session's bearer
   * token of `GangwayAuthentication`; `undefined` removes one.
   */
  getAuthToken(name: string): string | undefined
  setAuthToken(name: string, token: string | undefined): void
  /** Buy: the purchases this browser started (id and CAIP-10 account), newest first, at most 20. */
  getOnRampPurchases(): OnRampPurchaseRef[]
  addOnRampPurchase(purchase: OnRampPurchaseRef): void
  /** The account type the visitor chose per namespace (AppKit's `preferred_account_types`). */
  getPreferredAccountTypes(): Partial<Record<ChainNamespace, string>>
  setPreferredAccountTypes(types: Partial<Record<ChainNamespace, string>>): void
  /**
   * SPEC §4: the chains where the embedded wallet has smart accounts, kept as a comma list (`31337,31338`);
   * empty after a failed fetch.
   */
  getSmartAccountEnabledNetworks(): number[]
  setSmartAccountEnabledNetworks(chainIds: number[]): void
  /** A time-stamped cache kept across reloads, by key (`createKitCache` decides what goes where). */
  getCache(name: KitCacheName): Record<string, CacheEntry>
  setCache(name: KitCacheName, entries: Record<string, CacheEntry>): void
  /**
   * SPEC §5's client-side e-mail rate limit: when a login code was last asked for (ms), written when the
   * visitor asks (`connectEmail`), cleared after a successful login.
   */
  getLastEmailLoginTime(): number | undefined
  setLastEmailLoginTime(time: number | undefined): void
  clear(): void
}

export type OnRampPurchaseRef = { id: string; account: string }

/** A cached answer and when it was read (SPEC §3: "Cached balances, names, identities carry a timestamp"). */
export type CacheEntry = { at: number; value: unknown }
/** The caches kept across reloads (SPEC §3): native balances, token lists, names, identities. */
export type KitCacheName = 'balance_cache' | 'portfolio_cache' | 'names_cache' | 'identity_cache'

/** Buy: purchases remembered per browser, newest first (the server answers this many ids at once). */
const ONRAMP_PURCHASES_KEPT = 20

const KEYS = {
  walletId: 'wallet_id',
  walletName: 'wallet_name',
  recentWallets: 'recent_wallets',
  recentConnections: 'recent_connections',
  activeNetwork: 'active_caip_network_id',
  connections: 'connections',
  lastChain: 'last_chain',
  clientId: 'client_id',
  email: 'connected_email',
  loginEmailUsed: 'login_email_used',
  lastLoginTime: 'last_email_login_time',
  socialUsername: 'social_username',
  authTokens: 'auth_tokens',
  onRampPurchases: 'onramp_purchases',
  preferredAccountTypes: 'preferred_account_types',
  smartAccountEnabledNetworks: 'smart_account_enabled_networks',
  balanceCache: 'balance_cache',
  portfolioCache: 'portfolio_cache',
  namesCache: 'names_cache',
  identityCache: 'identity_cache',
} as const

function memoryBackend(): StorageBackend {
  const data = new Map<string, string>()
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  }
}

/**
 * Storage over `backend` (default: `localStorage` when there is one and the browser allows it, else memory —
 * on a server, or in a cross-site iframe with third-party storage blocked).
 */
export function createKitStorage(
  backend: StorageBackend | undefined = pageLocalStorage(),
  prefix: string = ConstantsUtil.STORAGE_PREFIX,
): KitStorage {
  const store = backend ?? memoryBackend()
  const read = <T>(key: string): T | undefined => {
    try {
      const raw = store.getItem(prefix + key)
      return raw === null ? undefined : (JSON.parse(raw) as T)
    } catch {
      return undefined
    }
  }
  const write = (key: string, value: unknown) => {
    try {
      if (value === undefined) store.removeItem(prefix + key)
      else store.setItem(prefix + key, JSON.stringify(value))
    } catch {
      // storage full or blocked: the session just won't survive a reload
    }
  }
  return {
    getWallet() {
      const id = read<string>(KEYS.walletId)
      const name = read<string>(KEYS.walletName)
      return id && name ? { id, name } : undefined
    },
    setWallet(wallet) {
      write(KEYS.walletId, wallet?.id)
      write(KEYS.walletName, wallet?.name)
    },
    getRecentWallets: () => read<RecentWallet[]>(KEYS.recentWallets) ?? [],
    addRecentWallet(wallet) {
      const others = (read<RecentWallet[]>(KEYS.recentWallets) ?? []).filter((w) => w.id !== wallet.id)
      write(KEYS.recentWallets, [wallet, ...others].slice(0, ConstantsUtil.MAX_RECENT_WALLETS))
    },
    getRecentConnections: () => read<Partial<Record<ChainNamespace, RecentConnection[]>>>(KEYS.recentConnections) ?? {},
    setRecentConnections(namespace, connections) {
      const all = { ...(read<Partial<Record<ChainNamespace, RecentConnection[]>>>(KEYS.recentConnections) ?? {}) }
      if (connections.length === 0) delete all[namespace]
      else all[namespace] = connections.slice(0, ConstantsUtil.MAX_RECENT_CONNECTIONS)
      write(KEYS.recentConnections, Object.keys(all).length > 0 ? all : undefined)
    },
    getActiveNetworkId: () => read<CaipNetworkId>(KEYS.activeNetwork),
    setActiveNetworkId: (id) => write(KEYS.activeNetwork, id),
    getConnections: () => read<Partial<Record<ChainNamespace, string>>>(KEYS.connections) ?? {},
    setConnection(namespace, connectorId) {
      const all = { ...(read<Partial<Record<ChainNamespace, string>>>(KEYS.connections) ?? {}) }
      if (connectorId === undefined) delete all[namespace]
      else all[namespace] = connectorId
      write(KEYS.connections, Object.keys(all).length > 0 ? all : undefined)
    },
    getLastChain: () => read<ChainNamespace>(KEYS.lastChain),
    setLastChain: (namespace) => write(KEYS.lastChain, namespace),
    getEmail: () => read<string>(KEYS.email),
    isLoginEmailUsed: () => read<boolean>(KEYS.loginEmailUsed) === true,
    saveEmailLogin(email) {
      write(KEYS.email, email)
      write(KEYS.socialUsername, undefined)
      write(KEYS.loginEmailUsed, true)
      write(KEYS.lastLoginTime, undefined)
    },
    saveSocialLogin({ email, username }) {
      write(KEYS.email, email)
      write(KEYS.socialUsername, username)
      write(KEYS.loginEmailUsed, true)
      write(KEYS.lastLoginTime, undefined)
    },
    getSocialUsername: () => read<string>(KEYS.socialUsername),
    clearEmailLogin() {
      for (const key of [KEYS.email, KEYS.loginEmailUsed, KEYS.lastChain, KEYS.socialUsername]) write(key, undefined)
    },
    getOnRampPurchases: () => read<OnRampPurchaseRef[]>(KEYS.onRampPurchases) ?? [],
    addOnRampPurchase(purchase) {
      const others = (read<OnRampPurchaseRef[]>(KEYS.onRampPurchases) ?? []).filter((p) => p.id !== purchase.id)
      write(KEYS.onRampPurchases, [purchase, ...others].slice(0, ONRAMP_PURCHASES_KEPT))
    },
    getPreferredAccountTypes: () => read<Partial<Record<ChainNamespace, string>>>(KEYS.preferredAccountTypes) ?? {},
    setPreferredAccountTypes: (types) =>
      write(KEYS.preferredAccountTypes, Object.keys(types).length > 0 ? types : undefined),
    getSmartAccountEnabledNetworks() {
      const list = read<unknown>(KEYS.smartAccountEnabledNetworks)
      if (typeof list !== 'string' || list === '') return []
      return list
        .split(',')
        .map(Number)
        .filter((n) => Number.isSafeInteger(n) && n > 0)
    },
    setSmartAccountEnabledNetworks: (chainIds) => write(KEYS.smartAccountEnabledNetworks, chainIds.join(',')),
    getCache(name) {
      const entries = read<Record<string, CacheEntry>>(name)
      if (typeof entries !== 'object' || entries === null) return {}
      // only well-formed entries: anything else in the page's storage is ignored
      return Object.fromEntries(
        Object.entries(entries).filter(([, e]) => typeof e === 'object' && e !== null && typeof e.at === 'number'),
      )
    },
    setCache: (name, entries) => write(name, Object.keys(entries).length > 0 ? entries : undefined),
    getLastEmailLoginTime() {
      const time = read<unknown>(KEYS.lastLoginTime)
      return typeof time === 'number' && Number.isFinite(time) ? time : undefined
    },
    setLastEmailLoginTime: (time) => write(KEYS.lastLoginTime, time),
    getClientId() {
      let id = read<string>(KEYS.clientId)
      if (!id) {
        id = globalThis.crypto.randomUUID()
        write(KEYS.clientId, id)
      }
      return id
    },
    getAuthToken(name) {
      const token = read<Record<string, string>>(KEYS.authTokens)?.[name]
      return typeof token === 'string' ? token : undefined
    },
    setAuthToken(name, token) {
      const all = { ...(read<Record<string, string>>(KEYS.authTokens) ?? {}) }
      if (token === undefined) delete all[name]
      else all[name] = token
      write(KEYS.authTokens, Object.keys(all).length > 0 ? all : undefined)
    },
    /** Forgets the session (the client id stays: it names the browser, not the session). */
    clear() {
      for (const key of Object.values(KEYS)) if (key !== KEYS.clientId) store.removeItem(prefix + key)
    },
  }
}
