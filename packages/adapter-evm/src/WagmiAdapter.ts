import {
  type AdapterConnection,
  type AdapterConnector,
  AdapterError,
  type AdapterSetup,
  type CaipNetwork,
  type ChainAdapter,
  type CustomRpcUrlMap,
  type RpcSettings,
  rpcEndpoints,
  standaloneWalletConnect,
  WalletConnectConnector,
} from '@gangway/core'
import type { Address, Chain, Hex } from 'viem'
import { type Config, type Connector, createConfig, injected } from 'wagmi'
import { connect, disconnect, watchConnectors } from 'wagmi/actions'
import { addCoinbaseConnector } from './addCoinbaseConnector.ts'
import { addEmbeddedConnector } from './addEmbeddedConnector.ts'
import { attachWalletConnect } from './attachWalletConnect.ts'
import { isAuthConnector } from './authConnector.ts'
import { createFallbackLoader } from './endpointsTransport.ts'
import { hydrateWagmi } from './hydrateWagmi.ts'
import { reconnectConnector } from './reconnectConnector.ts'
import { SAFE_CONNECTOR_ID, safeAppConnectors } from './safeAppConnector.ts'
import { switchEvmChain } from './switchEvmChain.ts'
import { listConnectors } from './toAdapterConnector.ts'
import { toWagmiChain } from './toWagmiChain.ts'
import { wagmiConnection } from './wagmiConnection.ts'
import {
  adapterNotices,
  evmNetworksOf,
  passThrough,
  storageOf,
  transportsFor,
  type WagmiAdapterOptions,
} from './wagmiParameters.ts'
import { wagmiSettled } from './wagmiSettled.ts'
import { findConnector, waitForConnector } from './waitForConnector.ts'
import { walletConnectConnector } from './walletConnectConnector.ts'
import { watchWagmiConnections } from './watchWagmiConnections.ts'

/** The actions used only after a connection, loaded on first use (see `evmActions.ts`). */
const evmActions = () => import('./evmActions.ts')

const hasLegacyInjected = () => typeof window !== 'undefined' && 'ethereum' in window && Boolean(window.ethereum)

declare global {
  interface Window {
    ethereum?: unknown
  }
}

/**
 * The EVM adapter: wagmi 3 + viem. EIP-6963 wallets are discovered by wagmi (one connector per rdns), the
 * legacy `window.ethereum` is a fallback. `wagmiConfig` is the same config the kit uses, so a site's
 * `WagmiProvider` and wagmi hooks see the same connection.
 */
export class WagmiAdapter implements ChainAdapter {
  readonly namespace = 'eip155' as const
  readonly wagmiConfig: Config
  readonly networks: readonly CaipNetwork[]
  readonly projectId: string | undefined
  readonly #announceTimeoutMs: number
  readonly #keysUrl: string | undefined
  readonly #stops: (() => void)[] = []
  readonly #providers = new Map<string, unknown>()
  readonly #customRpcUrls: CustomRpcUrlMap | undefined
  /** The kit's RPC settings (its server, project, `customRpcUrls`), known once set up. */
  #rpc: RpcSettings | undefined
  /** The `eip155` namespace of the kit's one WalletConnect session (wagmi's `walletConnect` connector is over it). */
  readonly #walletConnect: WalletConnectConnector | undefined
  #hydration: Promise<void> | undefined
  /** viem's `fallback`, loaded for a chain with several RPC endpoints (`endpointsTransport`). */
  readonly #fallbacks = createFallbackLoader()
  /** The networks wagmi reaches through `endpointsTransport` (not the site's own transport or client). */
  #transported: CaipNetwork[] = []
  /** The site listed `authConnector()` among its connectors (its e-mail wallet is the dialog's). */
  readonly #authRequested: boolean

  constructor(options: WagmiAdapterOptions) {
    for (const notice of adapterNotices(options)) console.warn(`gangway: ${notice}`)
    const networks = evmNetworksOf(options)
    const [first, ...rest] = networks.map(toWagmiChain)
    if (!first) throw new Error('WagmiAdapter: networks must hold at least one EVM network')
    const chains: readonly [Chain, ...Chain[]] = [first, ...rest]
    this.networks = networks
    this.projectId = options.projectId
    this.#announceTimeoutMs = options.announceTimeoutMs ?? 1000
    this.#keysUrl = options.coinbase?.keysUrl
    this.#authRequested = (options.connectors ?? []).some(isAuthConnector)
    this.#customRpcUrls = options.customRpcUrls
    // the eip155 part of the kit's one session; its own settings serve a wagmi config used without a kit
    const standalone = standaloneWalletConnect(options)
    this.#walletConnect = standalone && new WalletConnectConnector('eip155', { standalone, accountType: 'eoa' })
    this.wagmiConfig = createConfig({
      chains,
      connectors: [
        injected({ shimDisconnect: true }),
        ...(this.#walletConnect ? [walletConnectConnector(this.#walletConnect, networks)] : []),
        ...safeAppConnectors(options.safe),
        ...(options.connectors ?? []).filter((c) => !isAuthConnector(c)),
      ],
      ...(options.client
        ? { client: options.client }
        : { transports: transportsFor(networks, options, (n) => this.#endpoints(n), this.#fallbacks) }),
      multiInjectedProviderDiscovery: true,
      storage: storageOf(options),
      ...passThrough(options),
    } as Parameters<typeof createConfig>[0])
    attachWalletConnect(this, this.#walletConnect, undefined, undefined)
    this.#transported = options.client ? [] : networks.filter((n) => options.transports?.[Number(n.id)] === undefined)
    // the site's own customRpcUrls: a chain with several endpoints needs viem's fallback — loading starts now
    if (this.#severalEndpoints()) void this.#fallbacks.load().catch(() => undefined)
  }

  /** Whether a chain wagmi reaches through `endpointsTransport` has several RPC endpoints now. */
  #severalEndpoints(): boolean {
    return this.#transported.some((n) => this.#endpoints(n).length > 1)
  }

  setup({ events, embedded, coinbase, walletConnect, rpc }: AdapterSetup): void | Promise<void> {
    this.#rpc = rpc
    if (embedded) addEmbeddedConnector(this.wagmiConfig, embedded)
    else if (this.#authRequested && typeof window !== 'undefined') {
      console.warn(
        'gangway: authConnector: e-mail and social login are off (features.email, features.socials), so there is no e-mail wallet to connect',
      )
    }
    if (coinbase)
      addCoinbaseConnector(this.wagmiConfig, { ...coinbase, ...(this.#keysUrl ? { keysUrl: this.#keysUrl } : {}) })
    void this.#hydrated()
    attachWalletConnect(this, this.#walletConnect, walletConnect, events)
    this.#stops.push(
      watchConnectors(this.wagmiConfig, { onChange: () => events.connectorsChanged(this.getConnectors()) }),
      watchWagmiConnections(this.wagmiConfig, events),
    )
    // the kit's customRpcUrls: viem's fallback is loaded before the kit is ready
    if (this.#severalEndpoints()) return this.#fallbacks.load().then(() => undefined)
  }

  getConnectors(): AdapterConnector[] {
    const { mipd } = this.wagmiConfig._internal
    return listConnectors(this.wagmiConfig.connectors, {
      hasLegacyInjected: hasLegacyInjected(),
      isAnnounced: (rdns) => mipd?.findProvider({ rdns }) !== undefined,
    })
  }

  async connect(params: { connectorId: string; chainId?: number | string }): Promise<AdapterConnection> {
    await this.#hydrated()
    const connector = this.#connector(params.connectorId)
    const existing = wagmiConnection(this.wagmiConfig, connector.id)
    if (existing) {
      // multi-wallet: a wallet connected beside the current one becomes wagmi's current (the site's hooks
      // follow) — what wagmi 3's `switchConnection` and wagmi 2's `switchAccount` do; neither is in both
      if (this.wagmiConfig.state.current !== connector.uid) {
        await this.wagmiConfig.storage?.setItem('recentConnectorId', connector.id)
        this.wagmiConfig.setState((state) => ({ ...state, current: connector.uid }))
      }
      await this.#rememberProvider(connector)
      return existing
    }
    const chainId = typeof params.chainId === 'number' ? params.chainId : undefined
    const result = await connect(this.wagmiConfig, { connector, ...(chainId === undefined ? {} : { chainId }) })
    await this.#rememberProvider(connector)
    return {
      connectorId: connector.id,
      accounts: result.accounts.map((address) => ({ address, type: 'eoa' })),
      chainId: result.chainId,
    }
  }

  async reconnect(params: { connectorId: string }): Promise<AdapterConnection | undefined> {
    await this.#hydrated()
    const connector = await waitForConnector(this.wagmiConfig, params.connectorId, this.#announceTimeoutMs)
    if (!connector) return undefined
    await wagmiSettled(this.wagmiConfig)
    // a connection read from storage is not the wallet's word (it may be on another chain by now): ask it,
    // unless wagmi (the site's WagmiProvider) has reconnected already
    if (this.wagmiConfig.state.status !== 'connected' || !wagmiConnection(this.wagmiConfig, connector.id)) {
      // retried while another wagmi config's reconnect holds wagmi's page-wide one (reconnectConnector.ts)
      await reconnectConnector(this.wagmiConfig, connector)
      // wagmi runs one reconnect at a time per page (a WagmiProvider may own it): wait for that one too.
      await wagmiSettled(this.wagmiConfig)
    }
    const connection = wagmiConnection(this.wagmiConfig, connector.id)
    if (connection) await this.#rememberProvider(connector)
    return connection
  }

  /**
   * Inside a Safe{Wallet} iframe (the Safe App connector is there and the host answers): the Safe, connected
   * without asking. Anywhere else `undefined` at once — the connector is not even added outside such an iframe.
   */
  async autoConnect(): Promise<AdapterConnection | undefined> {
    const safe = this.wagmiConfig.connectors.find((c) => c.id === SAFE_CONNECTOR_ID)
    if (!safe) return undefined
    await this.#hydrated()
    if (!(await safe.isAuthorized())) return undefined
    // the site's WagmiProvider may be reconnecting it already (wagmi asks every connector)
    await wagmiSettled(this.wagmiConfig)
    return this.connect({ connectorId: safe.id })
  }

  async disconnect(params: { connectorId: string }): Promise<void> {
    const connector = this.wagmiConfig.connectors.find((c) => c.id.toLowerCase() === params.connectorId.toLowerCase())
    if (connector) await disconnect(this.wagmiConfig, { connector })
  }

  async switchNetwork(params: { connectorId: string; network: CaipNetwork }): Promise<void> {
    await switchEvmChain(this.wagmiConfig, this.#connector(params.connectorId), params.network)
  }

  async getBalance(params: { address: string; network: CaipNetwork }): Promise<{ balance: string; symbol: string }> {
    const { getBalance, formatUnits } = await evmActions()
    const result = await getBalance(this.wagmiConfig, {
      address: params.address as Address,
      chainId: Number(params.network.id),
    })
    return { balance: formatUnits(result.value, result.decimals), symbol: result.symbol }
  }

  async signMessage(params: { connectorId: string; address: string; message: string }): Promise<string> {
    const connector = this.#connector(params.connectorId)
    const { signMessage } = await evmActions()
    return signMessage(this.wagmiConfig, {
      connector,
      account: params.address as Address,
      message: params.message,
    })
  }

  async sendTransaction(params: { connectorId: string; to: string; value?: bigint; data?: Hex }): Promise<string> {
    const connector = this.#connector(params.connectorId)
    const { sendTransaction } = await evmActions()
    return sendTransaction(this.wagmiConfig, {
      connector,
      to: params.to as Address,
      ...(params.value === undefined ? {} : { value: params.value }),
      ...(params.data === undefined ? {} : { data: params.data }),
    })
  }

  /** Gas estimate × gas price of the chain's node, in the native coin. */
  async estimateFee(params: {
    address: string
    network: CaipNetwork
    to: string
    value?: bigint
    data?: Hex
  }): Promise<{ fee: string; symbol: string }> {
    const chainId = Number(params.network.id)
    const { estimateGas, formatUnits, getGasPrice } = await evmActions()
    const [gas, price] = await Promise.all([
      estimateGas(this.wagmiConfig, {
        chainId,
        account: params.address as Address,
        to: params.to as Address,
        ...(params.value === undefined ? {} : { value: params.value }),
        ...(params.data === undefined ? {} : { data: params.data }),
      }),
      getGasPrice(this.wagmiConfig, { chainId }),
    ])
    return {
      fee: formatUnits(gas * price, params.network.nativeCurrency.decimals),
      symbol: params.network.nativeCurrency.symbol,
    }
  }

  async waitForTransaction(params: { hash: string; network: CaipNetwork }): Promise<void> {
    const { waitForTransactionReceipt } = await evmActions()
    const receipt = await waitForTransactionReceipt(this.wagmiConfig, {
      hash: params.hash as Hex,
      chainId: Number(params.network.id),
      timeout: 60_000,
    })
    if (receipt.status !== 'success') throw new Error(`Transaction ${params.hash} reverted`)
  }

  /** The connected wallet's EIP-1193 provider (known once connect or reconnect succeeded). */
  getProvider(connectorId: string): unknown {
    return this.#providers.get(connectorId.toLowerCase())
  }

  /**
   * Where a chain's reads go (core's `rpcEndpoints`): the site's `customRpcUrls` (the adapter's, then the
   * kit's), then the Gangway server — the kit's once set up, the default one before.
   */
  #endpoints(network: CaipNetwork) {
    return rpcEndpoints(network, {
      apiUrl: this.#rpc?.apiUrl,
      projectId: this.#rpc?.projectId ?? this.projectId ?? 'local',
      customRpcUrls: { ...this.#rpc?.customRpcUrls, ...this.#customRpcUrls },
    })
  }

  destroy(): void {
    for (const stop of this.#stops.splice(0)) stop()
    this.#walletConnect?.destroy()
    this.wagmiConfig._internal.mipd?.clear()
  }

  async #rememberProvider(connector: Connector): Promise<void> {
    this.#providers.set(connector.id.toLowerCase(), await connector.getProvider())
  }

  #connector(connectorId: string): Connector {
    const connector = findConnector(this.wagmiConfig, connectorId)
    if (!connector) {
      throw new AdapterError('CONNECTOR_NOT_FOUND', `${this.namespace}: connector ${connectorId} not found`)
    }
    return connector
  }

  /**
   * `ssr: true`: wagmi reads its stored state and lists EIP-6963 wallets only once hydrated — by the site's
   * `<WagmiProvider>` on mount, or by us when none did within the announce timeout (started in `setup`).
   */
  #hydrated(): Promise<void> {
    this.#hydration ??= hydrateWagmi(this.wagmiConfig, this.#announceTimeoutMs)
    return this.#hydration
  }
}
