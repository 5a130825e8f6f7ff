import type {
  AdapterAccount,
  AdapterConnection,
  AdapterConnector,
  AdapterEvents,
  AdapterSetup,
  CaipNetwork,
  ChainAdapter,
  Metadata,
  TokenTransfer,
} from '@gangway/core'
import { address, getBase58Decoder, isAddress, type TransactionMessageBytesBase64 } from '@solana/kit'
import type { Wallet } from '@wallet-standard/base'
import { buildTransferTransaction } from './buildTransferTransaction.ts'
import {
  type ConnectionSettings,
  type ResolvedConnectionSettings,
  resolveConnectionSettings,
} from './connectionSettings.ts'
import { createSolanaProvider, type SolanaProvider } from './createSolanaProvider.ts'
import { formatUnits } from './formatUnits.ts'
import { SolanaAdapterError, SolanaAdapterErrorCode } from './SolanaAdapterError.ts'
import type { SolanaSendOptions, SolanaSigner } from './SolanaSigner.ts'
import { sendWireTransaction } from './sendWireTransaction.ts'
import {
  DEFAULT_RELAY_URL,
  SIGNATURE_WAIT_TIMEOUT_MS,
  SOL_DECIMALS,
  WALLET_CONNECT_CONNECTOR_ID,
} from './solanaConstants.ts'
import { createRpcCache, type SolanaRpc } from './solanaRpc.ts'
import { WalletConnectConnector } from './WalletConnectConnector.ts'
import { WalletStandardConnector } from './WalletStandardConnector.ts'
import { waitForSignature } from './waitForSignature.ts'
import { isSolanaWallet, watchWalletStandard } from './watchWalletStandard.ts'

/** AppKit's `SolanaAdapter` options, plus Gangway's own (`projectId`, `walletConnect`, `announceTimeoutMs`). */
export type SolanaAdapterOptions = {
  /** A commitment ('confirmed' by default) or `{ commitment, preflightCommitment, … }` (SPEC §5's names). */
  connectionSettings?: ConnectionSettings
  /**
   * AppKit's deprecated list of wallet adapters. Wallet-standard wallets given here are listed like
   * discovered ones; other entries (`@solana/wallet-adapter` objects) are named on the console and ignored —
   * their wallets register themselves with wallet-standard.
   */
  wallets?: readonly unknown[]
  /** AppKit's switch to register WalletConnect as a wallet-standard wallet: no effect here (named on the console). */
  registerWalletStandard?: boolean
  /** The Gangway project (WalletConnect's project id); default 'local'. */
  projectId?: string
  /** The WalletConnect connector's relay and metadata, or `false` to leave it out. */
  walletConnect?: false | { relayUrl?: string; metadata?: Metadata }
  /** How long `reconnect` waits for a wallet to register itself (ms, default 1000). */
  announceTimeoutMs?: number
}

const isWallet = (value: unknown): value is Wallet =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Wallet).name === 'string' &&
  Array.isArray((value as Wallet).chains) &&
  typeof (value as Wallet).features === 'object'

/**
 * The Solana chain family behind core's `ChainAdapter` (AppKit's `SolanaAdapter`): wallet-standard wallets
 * discovered on the page and WalletConnect's `solana` namespace, on `@solana/kit`. Solana wallets have no
 * "switch network" call: switching changes the network (RPC URL and wallet-standard chain) the adapter uses.
 */
export class SolanaAdapter implements ChainAdapter {
  readonly namespace = 'solana' as const
  readonly connectionSettings: ResolvedConnectionSettings
  readonly #given: WalletStandardConnector[]
  readonly #discovered = new Map<string, WalletStandardConnector>()
  readonly #walletConnect: WalletConnectConnector | undefined
  readonly #providers = new Map<string, SolanaProvider>()
  readonly #rpc: (network: CaipNetwork) => SolanaRpc
  readonly #announceTimeoutMs: number
  readonly #waiters = new Set<() => void>()
  #networks: CaipNetwork[] = []
  #events: AdapterEvents | undefined
  #active: CaipNetwork | undefined
  #stopWatching: (() => void) | undefined

  constructor(options: SolanaAdapterOptions = {}) {
    this.connectionSettings = resolveConnectionSettings(options.connectionSettings)
    const timeout = options.announceTimeoutMs ?? 1000
    if (!(Number.isFinite(timeout) && timeout >= 0)) {
      throw new SolanaAdapterError(
        SolanaAdapterErrorCode.INVALID_OPTIONS,
        'SolanaAdapter: announceTimeoutMs must be a number of ms',
      )
    }
    this.#announceTimeoutMs = timeout
    if (options.wallets !== undefined && !Array.isArray(options.wallets)) {
      throw new SolanaAdapterError(SolanaAdapterErrorCode.INVALID_OPTIONS, 'SolanaAdapter: wallets must be an array')
    }
    const wallets = options.wallets ?? []
    this.#given = wallets
      .filter(isWallet)
      .filter(isSolanaWallet)
      .map((w) => new WalletStandardConnector(w))
    const notices = [
      ...this.connectionSettings.ignored.map((name) => `${name} has no effect in Gangway's SolanaAdapter`),
    ]
    const left = wallets.length - this.#given.length
    if (left > 0) {
      notices.push(
        `SolanaAdapter: ${left} of the given wallets are not wallet-standard Solana wallets and are ignored (wallets register themselves with wallet-standard)`,
      )
    }
    if (options.registerWalletStandard) {
      notices.push('SolanaAdapter: registerWalletStandard has no effect (WalletConnect is the adapter’s own connector)')
    }
    for (const notice of notices) console.warn(`gangway: ${notice}`)
    this.#rpc = createRpcCache(this.connectionSettings.httpHeaders)
    this.#walletConnect =
      options.walletConnect === false
        ? undefined
        : new WalletConnectConnector(
            {
              projectId: options.projectId ?? 'local',
              relayUrl: options.walletConnect?.relayUrl ?? DEFAULT_RELAY_URL,
              metadata: options.walletConnect?.metadata,
            },
            {
              pairingUri: (uri) => this.#events?.pairingUri?.(WALLET_CONNECT_CONNECTOR_ID, uri),
              accountsChanged: (accounts) => this.#onAccounts(WALLET_CONNECT_CONNECTOR_ID, accounts),
              disconnected: () => this.#onAccounts(WALLET_CONNECT_CONNECTOR_ID, []),
            },
          )
  }

  /** The site's Solana networks (known once the kit has set the adapter up). */
  get networks(): readonly CaipNetwork[] {
    return this.#networks
  }

  /** The network the adapter works on now (RPC URL, wallet-standard chain). */
  get activeNetwork(): CaipNetwork | undefined {
    return this.#active
  }

  setup({ networks, events }: AdapterSetup): void {
    this.#networks = networks.filter((network) => network.chainNamespace === 'solana')
    this.#events = events
    this.#active = this.#networks[0]
    this.#stopWatching?.()
    this.#stopWatching = watchWalletStandard((wallets) => this.#syncWallets(wallets))
  }

  getConnectors(): AdapterConnector[] {
    return [
      ...this.#walletConnectors().map((connector) => connector.listing()),
      ...(this.#walletConnect ? [this.#walletConnect.listing()] : []),
    ]
  }

  async connect(params: { connectorId: string; chainId?: number | string }): Promise<AdapterConnection> {
    const wanted = this.#networkOf(params.chainId)
    if (params.connectorId === WALLET_CONNECT_CONNECTOR_ID && this.#walletConnect) {
      const accounts = await this.#walletConnect.connect(this.#networks)
      return this.#connected(this.#walletConnect, accounts, wanted)
    }
    const connector = this.#walletConnector(params.connectorId)
    if (!connector) throw this.#noConnector(params.connectorId)
    const accounts = await connector.connect(false, (next) => this.#onAccounts(connector.connectorId, next))
    if (accounts.length === 0) {
      throw new SolanaAdapterError(
        SolanaAdapterErrorCode.WALLET_ERROR,
        `${connector.wallet.name} connected no Solana account`,
      )
    }
    return this.#connected(connector, accounts, wanted)
  }

  async reconnect(params: { connectorId: string }): Promise<AdapterConnection | undefined> {
    if (params.connectorId === WALLET_CONNECT_CONNECTOR_ID && this.#walletConnect) {
      const accounts = await this.#walletConnect.reconnect()
      return accounts ? this.#connected(this.#walletConnect, accounts, this.#active) : undefined
    }
    const connector = await this.#waitForConnector(params.connectorId)
    if (!connector) return undefined
    try {
      const accounts = await connector.connect(true, (next) => this.#onAccounts(connector.connectorId, next))
      if (accounts.length === 0) {
        connector.forget()
        return undefined
      }
      return this.#connected(connector, accounts, this.#active)
    } catch {
      return undefined
    }
  }

  async disconnect(params: { connectorId: string }): Promise<void> {
    if (params.connectorId === WALLET_CONNECT_CONNECTOR_ID && this.#walletConnect) {
      await this.#walletConnect.disconnect()
    } else {
      const connector = this.#walletConnector(params.connectorId)
      if (!connector) throw this.#noConnector(params.connectorId)
      await connector.disconnect()
    }
    this.#providers.get(params.connectorId)?.emit('disconnect', undefined)
  }

  /**
   * Solana wallets have no switch call (as in AppKit): the adapter uses `network` from now on, once the wallet
   * lists its chain ('Chain is not supported' otherwise, code 4902).
   */
  async switchNetwork(params: { connectorId: string; network: CaipNetwork }): Promise<void> {
    const network = this.#siteNetwork(params.network)
    const signer = this.#signer(params.connectorId)
    if (!signer.supports(network)) {
      throw new SolanaAdapterError(SolanaAdapterErrorCode.CHAIN_NOT_SUPPORTED, 'Chain is not supported', {
        rpcCode: 4902,
      })
    }
    this.#active = network
    this.#providers.get(params.connectorId)?.emit('chainChanged', network.caipNetworkId)
  }

  /** SOL balance in whole SOL ("1000", "0.5") and the network's symbol. */
  async getBalance(params: { address: string; network: CaipNetwork }): Promise<{ balance: string; symbol: string }> {
    if (!isAddress(params.address)) {
      throw new SolanaAdapterError(
        SolanaAdapterErrorCode.INVALID_TRANSFER,
        `Not a Solana address: ${JSON.stringify(params.address)}`,
      )
    }
    const { value } = await this.#rpc(params.network)
      .getBalance(address(params.address), { commitment: this.connectionSettings.commitment })
      .send()
    return {
      balance: formatUnits(value, params.network.nativeCurrency.decimals ?? SOL_DECIMALS),
      symbol: params.network.nativeCurrency.symbol,
    }
  }

  /** Signs the UTF-8 bytes of `message` (`solana:signMessage` / `solana_signMessage`); answers the base58 signature. */
  async signMessage(params: { connectorId: string; address: string; message: string }): Promise<string> {
    const signer = this.#connectedSigner(params.connectorId, params.address)
    const signature = await signer.signMessage(new TextEncoder().encode(params.message))
    return base58(signature)
  }

  /** Core's EVM-shaped call: not how Solana sends (see `sendToken` and the provider). */
  async sendTransaction(): Promise<string> {
    throw new SolanaAdapterError(
      SolanaAdapterErrorCode.METHOD_NOT_SUPPORTED,
      "SolanaAdapter.sendTransaction takes EVM calls: send SOL and SPL tokens with sendToken, any other transaction with the provider's signAndSendTransaction (useAppKitProvider('solana'))",
    )
  }

  /**
   * Sends SOL (System transfer) or an SPL token (`transferChecked`, creating the receiver's associated token
   * account when missing) through the wallet; answers the base58 signature.
   */
  async sendToken(params: TokenTransfer & { connectorId: string }): Promise<string> {
    const signer = this.#connectedSigner(params.connectorId, params.from)
    const network = this.#siteNetwork(params.network)
    if (!signer.supports(network)) {
      throw new SolanaAdapterError(SolanaAdapterErrorCode.CHAIN_NOT_SUPPORTED, 'Chain is not supported', {
        rpcCode: 4902,
      })
    }
    const built = await buildTransferTransaction(this.#rpc(network), params, this.connectionSettings.commitment)
    return this.#signAndSend(signer, built.transaction, network, {
      preflightCommitment: this.connectionSettings.preflightCommitment,
    })
  }

  /** The network fee of `sendToken`'s transaction (`getFeeForMessage`) plus the rent of a new token account. */
  async estimateTokenFee(params: TokenTransfer): Promise<{ fee: string; symbol: string }> {
    const rpc = this.#rpc(params.network)
    const { commitment } = this.connectionSettings
    const built = await buildTransferTransaction(rpc, params, commitment)
    const { value } = await rpc.getFeeForMessage(built.message as TransactionMessageBytesBase64, { commitment }).send()
    if (value === null) {
      throw new SolanaAdapterError(
        SolanaAdapterErrorCode.TRANSACTION_FAILED,
        'The network could not price the transaction',
      )
    }
    return {
      fee: formatUnits(BigInt(value) + built.rent, params.network.nativeCurrency.decimals ?? SOL_DECIMALS),
      symbol: params.network.nativeCurrency.symbol,
    }
  }

  /** Resolves once the transaction reached the adapter's commitment; fails when it failed on chain or timed out. */
  async waitForTransaction(params: { hash: string; network: CaipNetwork }): Promise<void> {
    await waitForSignature(
      this.#rpc(params.network),
      params.hash,
      this.connectionSettings.commitment,
      this.connectionSettings.confirmTimeoutMs ?? SIGNATURE_WAIT_TIMEOUT_MS,
    )
  }

  /** AppKit's Solana provider of a connector (`useAppKitProvider('solana')`), or undefined for an unknown id. */
  getProvider(connectorId: string): SolanaProvider | undefined {
    const cached = this.#providers.get(connectorId)
    if (cached) return cached
    const signer = this.#signerOrUndefined(connectorId)
    if (!signer) return undefined
    const provider = createSolanaProvider({
      signer,
      name: signer instanceof WalletStandardConnector ? signer.wallet.name : 'WalletConnect',
      type: signer instanceof WalletStandardConnector ? 'ANNOUNCED' : 'WALLET_CONNECT',
      underlying: () => (signer instanceof WalletStandardConnector ? signer.wallet : this.#walletConnect?.provider),
      networks: () => this.#networks,
      activeNetwork: () => this.#currentNetwork(),
      connect: async () => {
        const connection = await this.connect({ connectorId })
        this.#events?.connected?.(connection)
        provider.emit('connect', provider.publicKey)
        return connection.accounts[0]?.address as string
      },
      disconnect: async () => {
        await this.disconnect({ connectorId })
        this.#events?.disconnected(connectorId)
      },
      signAndSend: (transaction, network, options) => this.#signAndSend(signer, transaction, network, options),
      send: (transaction, network, options) => sendWireTransaction(this.#rpc(network), transaction, options),
    })
    this.#providers.set(connectorId, provider)
    return provider
  }

  destroy(): void {
    this.#stopWatching?.()
    this.#stopWatching = undefined
    for (const connector of this.#walletConnectors()) connector.forget()
  }

  // -- internals ---------------------------------------------------------------------------------------------

  #walletConnectors(): WalletStandardConnector[] {
    const names = new Set(this.#given.map((c) => c.connectorId))
    return [...this.#given, ...[...this.#discovered.values()].filter((c) => !names.has(c.connectorId))]
  }

  #walletConnector(id: string): WalletStandardConnector | undefined {
    return this.#walletConnectors().find((connector) => connector.connectorId === id)
  }

  #signerOrUndefined(id: string): SolanaSigner | undefined {
    if (id === WALLET_CONNECT_CONNECTOR_ID) return this.#walletConnect
    return this.#walletConnector(id)
  }

  #signer(id: string): SolanaSigner {
    const signer = this.#signerOrUndefined(id)
    if (!signer) throw this.#noConnector(id)
    return signer
  }

  #connectedSigner(id: string, account: string): SolanaSigner {
    const signer = this.#signer(id)
    const connected = signer.address()
    if (!connected) {
      throw new SolanaAdapterError(SolanaAdapterErrorCode.NOT_CONNECTED, `${id} is not connected`, { rpcCode: 4100 })
    }
    if (connected !== account) {
      throw new SolanaAdapterError(
        SolanaAdapterErrorCode.NOT_CONNECTED,
        `${account} is not the account connected through ${id} (${connected})`,
        { rpcCode: 4100 },
      )
    }
    return signer
  }

  #noConnector(id: string): SolanaAdapterError {
    return new SolanaAdapterError(SolanaAdapterErrorCode.CONNECTOR_NOT_FOUND, `solana: connector ${id} not found`)
  }

  #currentNetwork(): CaipNetwork {
    const network = this.#active ?? this.#networks[0]
    if (!network) {
      throw new SolanaAdapterError(SolanaAdapterErrorCode.NETWORK_NOT_FOUND, 'Network not found')
    }
    return network
  }

  /** The site's network of this chain id (CAIP-2 reference), else the active one. */
  #networkOf(chainId: number | string | undefined): CaipNetwork | undefined {
    const byId = chainId === undefined ? undefined : this.#networks.find((n) => String(n.id) === String(chainId))
    return byId ?? this.#active ?? this.#networks[0]
  }

  /** One of the site's Solana networks (by CAIP-2 id), else 'Network not found'. */
  #siteNetwork(network: CaipNetwork): CaipNetwork {
    const known = this.#networks.find((n) => n.caipNetworkId === network?.caipNetworkId)
    if (!known) {
      throw new SolanaAdapterError(SolanaAdapterErrorCode.NETWORK_NOT_FOUND, 'Network not found')
    }
    return known
  }

  /** A connection's answer: on `wanted` when the wallet works there, else the first site network it does. */
  #connected(signer: SolanaSigner, accounts: AdapterAccount[], wanted: CaipNetwork | undefined): AdapterConnection {
    const network =
      (wanted && signer.supports(wanted) ? wanted : this.#networks.find((n) => signer.supports(n))) ?? wanted
    if (!network) throw new SolanaAdapterError(SolanaAdapterErrorCode.NETWORK_NOT_FOUND, 'Network not found')
    this.#active = network
    return { connectorId: signer.connectorId, accounts, chainId: String(network.id) }
  }

  #onAccounts(connectorId: string, accounts: AdapterAccount[]): void {
    const provider = this.#providers.get(connectorId)
    if (accounts.length === 0) {
      this.#events?.disconnected(connectorId)
      provider?.emit('disconnect', undefined)
      return
    }
    this.#events?.accountsChanged(connectorId, accounts)
    provider?.emit('accountsChanged', provider.publicKey)
  }

  async #signAndSend(
    signer: SolanaSigner,
    transaction: Uint8Array,
    network: CaipNetwork,
    options: SolanaSendOptions,
  ): Promise<string> {
    const sendOptions = { preflightCommitment: this.connectionSettings.preflightCommitment, ...options }
    if (signer.signAndSend) return signer.signAndSend(transaction, network, sendOptions)
    const [signed] = await signer.signTransactions([transaction], network)
    return sendWireTransaction(this.#rpc(network), signed as Uint8Array, sendOptions)
  }

  #syncWallets(wallets: Wallet[]): void {
    const seen = new Set<string>()
    for (const wallet of wallets) {
      if (seen.has(wallet.name)) continue // one connector per name (the first registered)
      seen.add(wallet.name)
      const current = this.#discovered.get(wallet.name)
      if (current?.wallet === wallet) continue
      current?.forget()
      this.#discovered.set(wallet.name, new WalletStandardConnector(wallet))
      this.#providers.delete(wallet.name)
    }
    for (const [name, connector] of this.#discovered) {
      if (seen.has(name)) continue
      this.#discovered.delete(name)
      this.#providers.delete(name)
      if (connector.connected) {
        connector.forget()
        this.#events?.disconnected(name)
      }
    }
    for (const wake of [...this.#waiters]) wake()
    this.#events?.connectorsChanged(this.getConnectors())
  }

  /** The connector of a wallet that may register itself a little after the page starts. */
  async #waitForConnector(id: string): Promise<WalletStandardConnector | undefined> {
    const found = this.#walletConnector(id)
    if (found || this.#announceTimeoutMs === 0) return found
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer)
        this.#waiters.delete(check)
        resolve(this.#walletConnector(id))
      }
      const check = () => {
        if (this.#walletConnector(id)) done()
      }
      const timer = setTimeout(done, this.#announceTimeoutMs)
      this.#waiters.add(check)
    })
  }
}

const base58 = (bytes: Uint8Array): string => getBase58Decoder().decode(bytes)
