import type { AccountType, ChainNamespace } from '@gangway/protocol'
import { AdapterError, AdapterErrorMessage, notConnected, toAdapterError } from '../adapter/AdapterError.ts'
import type { BlueprintConnector } from '../adapter/BlueprintConnector.ts'
import type { AdapterAccount, AdapterConnector } from '../adapter/ChainAdapter.ts'
import type { CaipNetwork } from '../networks/CaipNetwork.ts'
import type { WalletConnectProvider } from './createWalletConnectProvider.ts'
import {
  type ParticipantProposal,
  type SessionChange,
  WalletConnectHub,
  type WalletConnectHubOptions,
  type WalletConnectParticipant,
} from './WalletConnectHub.ts'
import type { WalletConnectSession } from './WalletConnectSession.ts'
import { WALLET_CONNECT_CONNECTOR_ID } from './walletConnectConnectorId.ts'

/** What the connector tells its adapter (the blueprint wires these to the kit's adapter events). */
export type WalletConnectConnectorEvents = {
  /** The namespace's accounts changed in the wallet (none: the session ended or dropped the namespace). */
  accountsChanged(accounts: AdapterAccount[]): void
  /** The wallet moved the namespace to another chain (CAIP-2 id). */
  chainChanged(caipNetworkId: string): void
  /** A pairing URI for the QR code. */
  pairingUri(uri: string): void
  /** The wallet approved this namespace in a pairing another namespace (or the site) made, or it was restored. */
  approved(): void
}

export type WalletConnectConnectorOptions = {
  /** The adapter's own WalletConnect settings, used only when no kit hands it the kit's session (standalone). */
  standalone?: WalletConnectHubOptions | undefined
  /** The methods proposed for the namespace (default: `walletConnectMethods(namespace)`, AppKit's lists, filled in by the session). */
  methods?: string[] | undefined
  /** The events proposed (default: `walletConnectEvents(namespace)`). */
  events?: string[] | undefined
  /** The type of the accounts it reports (SPEC §4: eoa for eip155 and solana). */
  accountType?: AccountType | undefined
}

/**
 * A namespace's WalletConnect connector on the kit's one session (the blueprint's; every chain family and the
 * universal adapter use it): it joins the session with its namespace's networks, methods and events; `connect`
 * pairs only when the session holds no account of its namespace yet — the pairing then proposes every
 * namespace of the site at once — and reads its accounts from the session; `disconnect` ends the session for
 * all namespaces. A family subclasses it for its request shapes (Solana's base58/base64, Bitcoin's PSBTs).
 */
export class WalletConnectConnector implements BlueprintConnector, WalletConnectParticipant {
  readonly connectorId = WALLET_CONNECT_CONNECTOR_ID
  readonly name = 'WalletConnect'
  readonly type = 'WALLET_CONNECT' as const
  readonly namespace: ChainNamespace
  readonly #options: WalletConnectConnectorOptions
  #hub: WalletConnectHub | undefined
  #networks: CaipNetwork[] = []
  #chain: string | undefined
  #events: WalletConnectConnectorEvents | undefined

  constructor(namespace: ChainNamespace, options: WalletConnectConnectorOptions = {}) {
    this.namespace = namespace
    this.#options = options
  }

  /**
   * Joins a session: the kit's (given by `setup`), else — an adapter used without a kit — its own, made from
   * the `standalone` options. `networks` are the site's networks of the namespace (what the pairing proposes).
   */
  attach(params: {
    hub: WalletConnectHub | undefined
    networks: CaipNetwork[]
    events: WalletConnectConnectorEvents
  }): void {
    this.#hub?.leave(this)
    this.#networks = params.networks
    this.#events = params.events
    this.#hub = params.hub ?? (this.#options.standalone ? new WalletConnectHub(this.#options.standalone) : undefined)
    this.#hub?.join(this)
  }

  listing(): AdapterConnector {
    return { id: this.connectorId, type: 'WALLET_CONNECT', chain: this.namespace, name: this.name }
  }

  /** The session's universal provider (undefined until WalletConnect was loaded). */
  get provider(): WalletConnectProvider | undefined {
    return this.#hub?.session?.provider
  }

  underlying(): unknown {
    return this.provider
  }

  /** The loaded session (undefined before the first connect or restore). */
  get session(): WalletConnectSession | undefined {
    return this.#hub?.session
  }

  /**
   * Connects the namespace: pairs (every namespace of the site in one proposal) unless the session already
   * holds accounts of it; `silent` restores a session made before without pairing (none → []). 'The connector
   * does not support any of the requested chains' when the wallet approved nothing of this namespace.
   */
  async connect(params: { network?: CaipNetwork | undefined; silent: boolean }): Promise<AdapterAccount[]> {
    const hub = this.#requireHub()
    if (params.silent && !hub.session && !hub.remembered) return []
    const session = await hub.load()
    if (session.accounts(this.namespace).length === 0) {
      if (params.silent) return []
      try {
        await session.pair(this.namespace)
      } catch (error) {
        throw toAdapterError(error, 'WalletConnect: connect')
      }
      if (session.accounts(this.namespace).length === 0) {
        throw new AdapterError('CHAIN_NOT_SUPPORTED', AdapterErrorMessage.CHAINS_NOT_SUPPORTED)
      }
    }
    this.selectChain(params.network)
    return this.accounts()
  }

  /** Ends the session — for every namespace (SPEC §4); the other namespaces hear it. */
  async disconnect(): Promise<void> {
    this.#chain = undefined
    await this.#hub?.session?.disconnect(this.namespace)
  }

  /** The session's accounts of the namespace (empty when it holds none). */
  accounts(): AdapterAccount[] {
    const type = this.#options.accountType
    return this.sessionAddresses().map((address) => ({ address, ...(type ? { type } : {}) }))
  }

  /** The session's addresses of the namespace. */
  sessionAddresses(): string[] {
    return this.#hub?.session?.accounts(this.namespace) ?? []
  }

  /** The CAIP-2 ids the wallet approved in the namespace. */
  approvedChains(): string[] {
    return this.#hub?.session?.approvedChains(this.namespace) ?? []
  }

  /** The methods the wallet approved in the namespace. */
  approvedMethods(): string[] {
    return this.#hub?.session?.methods(this.namespace) ?? []
  }

  supports(network: CaipNetwork): boolean {
    return this.approvedChains().includes(network.caipNetworkId)
  }

  /**
   * The chain requests go to (CAIP-2): the one chosen last, else the first approved chain that is one of the
   * site's networks, else the first approved.
   */
  chain(): string | undefined {
    const approved = this.approvedChains()
    if (this.#chain && approved.includes(this.#chain)) return this.#chain
    const site = this.#networks.map((n) => n.caipNetworkId as string)
    return approved.find((id) => site.includes(id)) ?? approved[0]
  }

  /** Makes `network` the chain requests go to, when the wallet approved it (else keeps the current one). */
  selectChain(network: CaipNetwork | undefined): void {
    if (network && this.supports(network)) this.#chain = network.caipNetworkId
    const chain = this.chain()
    if (chain) this.#hub?.session?.setDefaultChain(chain)
  }

  /**
   * A request to the wallet on `chain` (CAIP-2; default the current chain). Fails 'WalletConnect is not
   * connected' (4100) without accounts of the namespace; the wallet's errors keep their code (4001 …).
   */
  async request<T>(method: string, params: unknown, chain?: string): Promise<T> {
    const session = this.#hub?.session
    const target = chain && this.approvedChains().includes(chain) ? chain : this.chain()
    if (!session?.active || this.sessionAddresses().length === 0 || !target) throw notConnected('WalletConnect')
    try {
      return await session.request<T>({ method, params }, target)
    } catch (error) {
      throw toAdapterError(error, `WalletConnect: ${method}`)
    }
  }

  /** Leaves the session (the session itself stays, for the next page). */
  forget(): void {
    this.#hub?.leave(this)
  }

  destroy(): void {
    this.forget()
  }

  // -- the session's participant ------------------------------------------------------------------------------

  proposal(): ParticipantProposal | undefined {
    const chains = this.#networks.map((n) => n.caipNetworkId as string)
    if (chains.length === 0) return undefined
    const rpcMap = Object.fromEntries(
      this.#networks.flatMap((n) => (n.rpcUrls.default.http[0] ? [[String(n.id), n.rpcUrls.default.http[0]]] : [])),
    )
    return {
      chains,
      // unset: AppKit's lists for the namespace, filled in by the session (walletConnectMethods.ts)
      methods: this.#options.methods,
      events: this.#options.events,
      // the universal provider's own reads (eip155) go to the site's RPC, never to a vendor's
      ...(this.namespace === 'eip155' ? { rpcMap } : {}),
    }
  }

  sessionChanged(change: SessionChange): void {
    if (change === 'deleted') {
      this.#chain = undefined
      this.reportAccounts([])
    } else if (change === 'approved' || change === 'restored') {
      if (this.sessionAddresses().length > 0) this.#events?.approved()
    } else {
      const accounts = this.accounts()
      if (accounts.length > 0) this.reportAccounts(accounts)
    }
  }

  chainChanged(caipNetworkId: string): void {
    this.#chain = caipNetworkId
    this.#events?.chainChanged(caipNetworkId)
  }

  accountsChanged(addresses: string[]): void {
    const type = this.#options.accountType
    this.reportAccounts(addresses.map((address) => ({ address, ...(type ? { type } : {}) })))
  }

  /** Tells the adapter the namespace's accounts now (a family that reads more than the session overrides the reading). */
  protected reportAccounts(accounts: AdapterAccount[]): void {
    this.#events?.accountsChanged(accounts)
  }

  pairingUri(uri: string): void {
    this.#events?.pairingUri(uri)
  }

  #requireHub(): WalletConnectHub {
    if (!this.#hub) {
      throw new AdapterError('CONNECTOR_NOT_FOUND', 'WalletConnect is not set up: the kit gives it in setup')
    }
    return this.#hub
  }
}
