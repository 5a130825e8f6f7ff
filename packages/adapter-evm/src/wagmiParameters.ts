import {
  type AdapterWalletConnectOption,
  type AppKitNetwork,
  type CaipNetwork,
  type CustomRpcUrlMap,
  extendCaipNetwork,
  isCaipNetwork,
  pageLocalStorage,
  toCaipNetwork,
} from '@gangway/core'
import type { Chain, Client } from 'viem'
import { type CreateConnectorFn, createStorage, noopStorage, type Storage, type Transport } from 'wagmi'
import { type EndpointsOf, endpointsTransport, type FallbackLoader } from './endpointsTransport.ts'
import type { SafeAppOptions } from './safeAppConnector.ts'

/**
 * `new WagmiAdapter(options)`: AppKit's constructor options (`networks` as viem chains or CaipNetworks,
 * `projectId`, `customRpcUrls`, and wagmi's `createConfig` parameters), plus Gangway's own
 * (`announceTimeoutMs`, `walletConnect`).
 */
export type WagmiAdapterOptions = {
  /** The site's networks (the same list given to `createAppKit`); non-EVM ones are ignored. */
  networks: readonly AppKitNetwork[]
  projectId?: string
  /**
   * RPC URLs per CAIP-2 id the site chose on purpose (AppKit's option; `config` is viem's `http` config): tried
   * before the Gangway server's `/v1` proxy, which every other chain uses.
   */
  customRpcUrls?: CustomRpcUrlMap
  /** Render on the server: wagmi skips discovery until hydration. */
  ssr?: boolean
  /**
   * Per chain id, the site's own transport (wins); default: `customRpcUrls`, then the Gangway server's `/v1`
   * proxy (core's `rpcEndpoints`) — never the public providers of viem's chain definitions.
   */
  transports?: Record<number, Transport>
  /** Instead of `transports`: wagmi's client factory. */
  client?: (parameters: { chain: Chain }) => Client
  /** Extra wagmi connectors (listed as EXTERNAL). */
  connectors?: CreateConnectorFn[]
  /** wagmi's storage (default: localStorage in a browser, nothing on the server). */
  storage?: Storage | null
  /** wagmi's EIP-6963 discovery (default true). */
  multiInjectedProviderDiscovery?: boolean
  syncConnectedChain?: boolean
  /** viem client settings wagmi passes on (per chain id or for all). */
  batch?: { multicall?: boolean | { batchSize?: number; wait?: number } }
  cacheTime?: number
  pollingInterval?: number
  /** AppKit's pending-transaction watcher: not in Gangway (balances refresh after the dialog's own sends). */
  pendingTransactionsFilter?: { enable: boolean; pollingInterval?: number }
  /** How long a restored session waits for its wallet to announce itself (ms, default 1000). */
  announceTimeoutMs?: number
  /**
   * `false` leaves WalletConnect out. In a kit it is the eip155 part of the kit's one session; `{ relayUrl,
   * metadata }` (default relay `ws://localhost:4000/relay`) serve the wagmi config used without a kit.
   */
  walletConnect?: AdapterWalletConnectOption
  /** The Coinbase Wallet SDK's popup (`keysUrl`; default Coinbase's). The connector itself is `enableCoinbase`. */
  coinbase?: { keysUrl?: string }
  /**
   * Running as a Safe App: inside a Safe{Wallet} iframe of an allowed origin (default Safe{Wallet}'s own) the
   * Safe connects by itself; `false` leaves the Safe connector out.
   */
  safe?: SafeAppOptions | false
}

/**
 * The adapter's EVM networks as CaipNetworks, in the site's order, their RPC decided by core (`customRpcUrls`,
 * then the server at the default `apiUrl` until the kit gives its own in `setup`).
 */
export function evmNetworksOf(options: WagmiAdapterOptions): CaipNetwork[] {
  if (!Array.isArray(options.networks)) throw new Error('WagmiAdapter: networks must be a list of networks')
  return (
    options.networks
      .map((network, i) => ({ network, i }))
      // non-EVM networks belong to other adapters (createAppKit checks them)
      .filter(({ network }) => !isCaipNetwork(network) || network.chainNamespace === 'eip155')
      .map(({ network, i }) => toCaipNetwork(network, `WagmiAdapter: networks[${i}]`))
      .map((n) =>
        extendCaipNetwork(n, { projectId: options.projectId ?? 'local', customRpcUrls: options.customRpcUrls }),
      )
  )
}

/**
 * A transport per chain: the site's own for that chain (`transports`), else the endpoints core decides
 * (`endpointsOf`, read at each request: the kit's server is known once the kit has set the adapter up).
 */
export function transportsFor(
  networks: CaipNetwork[],
  options: WagmiAdapterOptions,
  endpointsOf: (network: CaipNetwork) => ReturnType<EndpointsOf>,
  fallbacks: FallbackLoader,
): Record<number, Transport> {
  return Object.fromEntries(
    networks.map((network) => {
      const id = Number(network.id)
      return [id, options.transports?.[id] ?? endpointsTransport(() => endpointsOf(network), fallbacks)]
    }),
  )
}

/**
 * wagmi's storage: the site's, else the page's `localStorage` where the browser allows it, else none. wagmi's
 * own default reads `window.localStorage`, which throws in a cross-site iframe with third-party storage
 * blocked (a Safe App inside Safe{Wallet}): `createConfig` would fail and the site with it.
 */
export function storageOf(options: WagmiAdapterOptions): Storage | null {
  if (options.storage !== undefined) return options.storage
  return createStorage({ storage: pageLocalStorage() ?? noopStorage })
}

/** wagmi `createConfig` parameters the site gave that go through unchanged. */
export function passThrough(options: WagmiAdapterOptions): Record<string, unknown> {
  const keys = [
    'ssr',
    'storage',
    'multiInjectedProviderDiscovery',
    'syncConnectedChain',
    'batch',
    'cacheTime',
    'pollingInterval',
  ] as const
  return Object.fromEntries(keys.filter((k) => options[k] !== undefined).map((k) => [k, options[k]]))
}

/** Options AppKit's adapter accepts that do nothing here: named once on the console. */
export function adapterNotices(options: WagmiAdapterOptions & { chains?: unknown }): string[] {
  const notices: string[] = []
  if (options.chains !== undefined) {
    notices.push('WagmiAdapter: chains has no effect; the adapter uses networks (as AppKit does).')
  }
  if (options.pendingTransactionsFilter?.enable) {
    notices.push(
      'WagmiAdapter: pendingTransactionsFilter is not available in this version of Gangway yet — balances refresh after the dialog’s own sends.',
    )
  }
  return notices
}
