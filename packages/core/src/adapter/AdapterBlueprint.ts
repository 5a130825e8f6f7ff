import type { ChainNamespace } from '@gangway/protocol'
import type { CaipNetwork } from '../networks/CaipNetwork.ts'
import type { WalletConnectConnector } from '../walletconnect/WalletConnectConnector.ts'
import { WALLET_CONNECT_CONNECTOR_ID } from '../walletconnect/walletConnectConnectorId.ts'
import { AdapterError, chainNotSupported, networkNotFound, notAnAccountOf, notConnected } from './AdapterError.ts'
import type { BlueprintConnector } from './BlueprintConnector.ts'
import type {
  AdapterAccount,
  AdapterConnection,
  AdapterConnector,
  AdapterEvents,
  AdapterSetup,
  ChainAdapter,
} from './ChainAdapter.ts'
import { ConnectorRegistry } from './ConnectorRegistry.ts'

/** What the blueprint asks of a family's provider object (AppKit's per-namespace provider): it emits events. */
export interface BlueprintProvider {
  emit(event: 'accountsChanged' | 'chainChanged' | 'disconnect' | 'connect', payload?: unknown): void
}

/**
 * The adapter blueprint (AppKit's `AdapterBlueprint`): what every chain family shares, written once — the
 * site's networks of the namespace and the one in use, the connectors (the family's discovered wallets in a
 * `ConnectorRegistry` and the WalletConnect connector on the kit's one session), connect / restore /
 * disconnect, the checks before a signature (connected, that account, one of the site's networks — with SPEC
 * §8's typed errors), account changes reported to the kit and to the family's provider objects, and a
 * WalletConnect approval that another namespace's pairing brought reported as a connection. A family extends
 * it with what its chain library knows: `discover` (wallet discovery), balances, signing and sending, and its
 * provider object (`createProvider`).
 *
 * ```ts
 * class MyChainAdapter extends AdapterBlueprint<MyConnector, MyProvider> {
 *   readonly namespace = 'mychain'
 *   protected readonly chainName = 'MyChain'
 *   protected discover() { return [watchWalletStandard(isMine, (w) => this.walletsFound('standard', w))] }
 *   …
 * }
 * ```
 */
export abstract class AdapterBlueprint<C extends BlueprintConnector, P extends BlueprintProvider = BlueprintProvider>
  implements ChainAdapter
{
  abstract readonly namespace: ChainNamespace
  /** The chain family's name in messages ("… connected no Solana account"). */
  protected abstract readonly chainName: string
  /** The page's wallets (the site's given ones first). */
  protected readonly wallets: ConnectorRegistry<C>
  /** The namespace's WalletConnect connector (a family's subclass), unless the site left WalletConnect out. */
  protected readonly walletConnect: (C & WalletConnectConnector) | undefined
  /** The kit's sinks (known once set up). */
  protected events: AdapterEvents | undefined
  #networks: CaipNetwork[] = []
  #active: CaipNetwork | undefined
  readonly #providers = new Map<string, { connector: C; provider: P }>()
  readonly #stops: (() => void)[] = []

  /**
   * `announceTimeoutMs`: how long a restore waits for its wallet to register itself; `given`: the site's own
   * wallets (made with the callback their account changes go to); `walletConnect`: the family's WalletConnect
   * connector (left out when the site turned it off).
   */
  constructor(params: {
    announceTimeoutMs: number
    given?: (onAccounts: (connectorId: string, accounts: AdapterAccount[]) => void) => C[]
    walletConnect?: (C & WalletConnectConnector) | undefined
  }) {
    this.wallets = new ConnectorRegistry<C>({
      announceTimeoutMs: params.announceTimeoutMs,
      ...(params.given ? { given: params.given((id, accounts) => this.onAccounts(id, accounts)) } : {}),
    })
    this.walletConnect = params.walletConnect
  }

  /** The site's networks of the namespace (known once the kit has set the adapter up). */
  get networks(): readonly CaipNetwork[] {
    return this.#networks
  }

  /** The network the adapter works on now. */
  get activeNetwork(): CaipNetwork | undefined {
    return this.#active
  }

  setup({ networks, events, walletConnect }: AdapterSetup): void {
    this.#networks = networks.filter((network) => network.chainNamespace === this.namespace)
    this.events = events
    this.#active = this.#networks[0]
    const id = WALLET_CONNECT_CONNECTOR_ID
    this.walletConnect?.attach({
      hub: walletConnect,
      networks: this.#networks,
      events: {
        accountsChanged: (accounts) => this.onAccounts(id, accounts),
        chainChanged: (caipNetworkId) => this.#walletChainChanged(id, caipNetworkId),
        pairingUri: (uri) => events.pairingUri?.(id, uri),
        approved: () => void this.#approved(),
      },
    })
    this.#stops.push(...this.discover())
  }

  /**
   * Starts the family's wallet discovery (wallet-standard, EIP-6963, injected providers …): it reports what it
   * finds with `walletsFound`. Answers the stops.
   */
  protected abstract discover(): (() => void)[]

  /** A discovery source's wallets now (each made into a connector once); the kit hears the new list. */
  protected walletsFound<W>(
    source: string,
    found: readonly { key: string; wallet: W }[],
    make: (wallet: W) => C,
    identity?: (wallet: W) => unknown,
  ): void {
    const gone = this.wallets.sync(source, found, make, identity)
    for (const id of gone) this.onAccounts(id, [])
    this.events?.connectorsChanged(this.getConnectors())
  }

  getConnectors(): AdapterConnector[] {
    return [
      ...this.wallets.list().map((connector) => connector.listing()),
      ...(this.walletConnect ? [this.walletConnect.listing()] : []),
    ]
  }

  async connect(params: { connectorId: string; chainId?: number | string }): Promise<AdapterConnection> {
    const connector = this.connector(params.connectorId)
    const wanted = this.networkOf(params.chainId)
    const accounts = await connector.connect({ network: wanted, silent: false })
    if (accounts.length === 0) {
      throw new AdapterError('WALLET_ERROR', `${connector.name} connected no ${this.chainName} account`)
    }
    return this.connection(connector, accounts, wanted)
  }

  /** `chainId`: the network the namespace was on (wallets of these families keep none of their own). */
  async reconnect(params: { connectorId: string; chainId?: number | string }): Promise<AdapterConnection | undefined> {
    const wanted = this.networkOf(params.chainId)
    const connector =
      params.connectorId === WALLET_CONNECT_CONNECTOR_ID
        ? this.walletConnect
        : await this.wallets.waitFor(params.connectorId)
    if (!connector) return undefined
    try {
      const accounts = await connector.connect({ network: wanted, silent: true })
      if (accounts.length === 0) return undefined
      return this.connection(connector, accounts, wanted)
    } catch {
      return undefined
    }
  }

  async disconnect(params: { connectorId: string }): Promise<void> {
    await this.connector(params.connectorId).disconnect()
    this.#providers.get(params.connectorId)?.provider.emit('disconnect', undefined)
  }

  /**
   * The adapter uses `network` from now on (wallets of these families have no switch call, as in AppKit) once
   * the wallet works there — 'Chain is not supported' (4902) otherwise. A family whose wallets switch
   * (`wallet_changeNetwork`) overrides it.
   */
  async switchNetwork(params: { connectorId: string; network: CaipNetwork }): Promise<void> {
    const network = this.siteNetwork(params.network)
    const connector = this.connector(params.connectorId)
    if (!connector.supports(network)) throw chainNotSupported()
    this.useNetwork(params.connectorId, network)
  }

  abstract getBalance(params: { address: string; network: CaipNetwork }): Promise<{ balance: string; symbol: string }>
  abstract signMessage(params: { connectorId: string; address: string; message: string }): Promise<string>

  /** Core's EVM-shaped call; a non-EVM family sends with `sendToken` and its provider. */
  async sendTransaction(_params?: Parameters<ChainAdapter['sendTransaction']>[0]): Promise<string> {
    throw new AdapterError(
      'METHOD_NOT_SUPPORTED',
      `${this.chainName}: sendTransaction takes EVM calls: send with sendToken, or through the provider (useAppKitProvider('${this.namespace}'))`,
    )
  }

  /** The family's provider object of a connector (`useAppKitProvider`), made once; undefined for an unknown id. */
  getProvider(connectorId: string): P | undefined {
    const connector = this.connectorOrUndefined(connectorId)
    if (!connector) return undefined
    const cached = this.#providers.get(connectorId)
    if (cached?.connector === connector) return cached.provider
    const provider = this.createProvider(connector)
    this.#providers.set(connectorId, { connector, provider })
    return provider
  }

  /** The family's provider object (AppKit's per-namespace provider: Solana's `Provider`, `BitcoinConnector`). */
  protected abstract createProvider(connector: C): P

  destroy(): void {
    for (const stop of this.#stops.splice(0)) stop()
    this.wallets.stop()
    this.walletConnect?.destroy()
  }

  // -- for the families ---------------------------------------------------------------------------------------

  protected connectorOrUndefined(id: string): C | undefined {
    if (id === WALLET_CONNECT_CONNECTOR_ID) return this.walletConnect
    return this.wallets.find(id)
  }

  /** The connector of an id, else `<namespace>: connector <id> not found`. */
  protected connector(id: string): C {
    const connector = this.connectorOrUndefined(id)
    if (!connector) {
      throw new AdapterError('CONNECTOR_NOT_FOUND', `${this.namespace}: connector ${id} not found`)
    }
    return connector
  }

  /** The connector of an id, connected, with `address` among its accounts (else NOT_CONNECTED, 4100). */
  protected connectedConnector(id: string, address: string): C {
    const connector = this.connector(id)
    const accounts = connector.accounts()
    if (accounts.length === 0) throw notConnected(id)
    if (!accounts.some((account) => account.address === address)) throw notAnAccountOf(address, id)
    return connector
  }

  /** The network in use, else the site's first of the namespace ('Network not found' without any). */
  protected currentNetwork(): CaipNetwork {
    const network = this.#active ?? this.#networks[0]
    if (!network) throw networkNotFound()
    return network
  }

  /** The site's network of this chain id (CAIP-2 reference), else the one in use. */
  protected networkOf(chainId: number | string | undefined): CaipNetwork | undefined {
    const byId = chainId === undefined ? undefined : this.#networks.find((n) => String(n.id) === String(chainId))
    return byId ?? this.#active ?? this.#networks[0]
  }

  /** One of the site's networks of the namespace (by CAIP-2 id), else 'Network not found'. */
  protected siteNetwork(network: CaipNetwork): CaipNetwork {
    const known = this.#networks.find((n) => n.caipNetworkId === network?.caipNetworkId)
    if (!known) throw networkNotFound()
    return known
  }

  /** Makes `network` the one in use and tells the connector's provider object. */
  protected useNetwork(connectorId: string, network: CaipNetwork): void {
    this.#active = network
    if (connectorId === WALLET_CONNECT_CONNECTOR_ID) this.walletConnect?.selectChain(network)
    this.#providers.get(connectorId)?.provider.emit('chainChanged', network.caipNetworkId)
  }

  /**
   * The network a connection starts on: `wanted` when the wallet works there, else the first site network it
   * does, else `wanted`. A family whose accounts tell the network (Bitcoin's address formats) overrides it.
   */
  protected chooseNetwork(
    connector: C,
    _accounts: AdapterAccount[],
    wanted: CaipNetwork | undefined,
  ): CaipNetwork | undefined {
    return (wanted && connector.supports(wanted) ? wanted : this.#networks.find((n) => connector.supports(n))) ?? wanted
  }

  /** A connection's answer, on the network `chooseNetwork` picks (which becomes the one in use). */
  protected connection(connector: C, accounts: AdapterAccount[], wanted: CaipNetwork | undefined): AdapterConnection {
    const network = this.chooseNetwork(connector, accounts, wanted)
    if (!network) throw networkNotFound()
    this.#active = network
    if (connector === this.walletConnect) this.walletConnect.selectChain(network)
    return { connectorId: connector.connectorId, accounts, chainId: String(network.id) }
  }

  /** What a provider object's `accountsChanged` carries (default: the addresses; Solana: the public key). */
  protected accountsEventPayload(_provider: P, accounts: AdapterAccount[]): unknown {
    return accounts.map((account) => account.address)
  }

  /** The wallet's accounts of a connector changed (none: it disconnected): the kit and the provider hear it. */
  protected onAccounts(connectorId: string, accounts: AdapterAccount[]): void {
    const provider = this.#providers.get(connectorId)?.provider
    if (accounts.length === 0) {
      this.events?.disconnected(connectorId)
      provider?.emit('disconnect', undefined)
      return
    }
    this.events?.accountsChanged(connectorId, accounts)
    provider?.emit('accountsChanged', this.accountsEventPayload(provider, accounts))
  }

  /** A connection the adapter made outside `connect` (its provider's `connect`): the kit records it. */
  protected announceConnection(connection: AdapterConnection): void {
    this.events?.connected?.(connection)
  }

  /** The wallet moved a connector's namespace to another chain (WalletConnect's `chainChanged`). */
  #walletChainChanged(connectorId: string, caipNetworkId: string): void {
    const network = this.#networks.find((n) => n.caipNetworkId === caipNetworkId)
    if (network) this.#active = network
    this.events?.chainChanged(connectorId, caipNetworkId.split(':').slice(1).join(':'))
    this.#providers.get(connectorId)?.provider.emit('chainChanged', caipNetworkId)
  }

  /** The one WalletConnect approval covered this namespace too: record its connection beside the others. */
  async #approved(): Promise<void> {
    const connector = this.walletConnect
    if (!connector) return
    try {
      const accounts = await connector.connect({ network: this.#active, silent: true })
      if (accounts.length === 0) return
      this.announceConnection(this.connection(connector, accounts, this.#active))
      this.#providers.get(connector.connectorId)?.provider.emit('connect', accounts[0]?.address)
    } catch (error) {
      console.warn(`gangway: ${this.namespace}: the WalletConnect session could not be read`, error)
    }
  }
}
