import type {
  AdapterAccount,
  AdapterConnection,
  AdapterConnector,
  AdapterEvents,
  AdapterSetup,
  CaipNetwork,
  ChainAdapter,
  TokenTransfer,
} from '@gangway/core'
import { address, getBase58Decoder, isAddress, type TransactionMessageBytesBase64 } from '@solana/kit'
import { buildTransferTransaction } from './buildTransferTransaction.ts'
import type { ResolvedConnectionSettings } from './connectionSettings.ts'
import { createSolanaProvider, type SolanaProvider } from './createSolanaProvider.ts'
import { formatUnits } from './formatUnits.ts'
import { SolanaAdapterError, SolanaAdapterErrorCode } from './SolanaAdapterError.ts'
import type { SolanaSendOptions, SolanaSigner } from './SolanaSigner.ts'
import { sendWireTransaction } from './sendWireTransaction.ts'
import { resolveAdapterOptions, type SolanaAdapterOptions } from './solanaAdapterOptions.ts'
import { SIGNATURE_WAIT_TIMEOUT_MS, SOL_DECIMALS, WALLET_CONNECT_CONNECTOR_ID } from './solanaConstants.ts'
import { createRpcCache, type SolanaRpc } from './solanaRpc.ts'
import { WalletConnectConnector } from './WalletConnectConnector.ts'
import { WalletRegistry } from './WalletRegistry.ts'
import { WalletStandardConnector } from './WalletStandardConnector.ts'
import { waitForSignature } from './waitForSignature.ts'

export type { SolanaAdapterOptions } from './solanaAdapterOptions.ts'

/**
 * The Solana chain family behind core's `ChainAdapter` (AppKit's `SolanaAdapter`): wallet-standard wallets
 * discovered on the page and WalletConnect's `solana` namespace, on `@solana/kit`. Solana wallets have no
 * "switch network" call: switching changes the network (RPC URL and wallet-standard chain) the adapter uses.
 */
export class SolanaAdapter implements ChainAdapter {
  readonly namespace = 'solana' as const
  readonly connectionSettings: ResolvedConnectionSettings
  readonly #wallets: WalletRegistry
  readonly #walletConnect: WalletConnectConnector | undefined
  readonly #providers = new Map<string, { signer: SolanaSigner; provider: SolanaProvider }>()
  readonly #rpc: (network: CaipNetwork) => SolanaRpc
  #networks: CaipNetwork[] = []
  #events: AdapterEvents | undefined
  #active: CaipNetwork | undefined

  constructor(options: SolanaAdapterOptions = {}) {
    const resolved = resolveAdapterOptions(options)
    for (const notice of resolved.notices) console.warn(`gangway: ${notice}`)
    this.connectionSettings = resolved.settings
    this.#wallets = new WalletRegistry(resolved.wallets, resolved.announceTimeoutMs)
    this.#rpc = createRpcCache(resolved.settings.httpHeaders)
    this.#walletConnect = resolved.walletConnect
      ? new WalletConnectConnector(resolved.walletConnect, {
          pairingUri: (uri) => this.#events?.pairingUri?.(WALLET_CONNECT_CONNECTOR_ID, uri),
          accountsChanged: (accounts) => this.#onAccounts(WALLET_CONNECT_CONNECTOR_ID, accounts),
          disconnected: () => this.#onAccounts(WALLET_CONNECT_CONNECTOR_ID, []),
        })
      : undefined
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
    this.#wallets.start((gone) => {
      for (const id of gone) this.#onAccounts(id, [])
      events.connectorsChanged(this.getConnectors())
    })
  }

  getConnectors(): AdapterConnector[] {
    return [
      ...this.#wallets.list().map((connector) => connector.listing()),
      ...(this.#walletConnect ? [this.#walletConnect.listing()] : []),
    ]
  }

  async connect(params: { connectorId: string; chainId?: number | string }): Promise<AdapterConnection> {
    const wanted = this.#networkOf(params.chainId)
    if (params.connectorId === WALLET_CONNECT_CONNECTOR_ID && this.#walletConnect) {
      const accounts = await this.#walletConnect.connect(this.#networks)
      return this.#connected(this.#walletConnect, accounts, wanted)
    }
    const connector = this.#wallets.find(params.connectorId)
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

  async reconnect(params: { connectorId: string; chainId?: number | string }): Promise<AdapterConnection | undefined> {
    // the network the kit was on (Solana wallets keep none of their own)
    const wanted = this.#networkOf(params.chainId)
    if (params.connectorId === WALLET_CONNECT_CONNECTOR_ID && this.#walletConnect) {
      const accounts = await this.#walletConnect.reconnect()
      return accounts ? this.#connected(this.#walletConnect, accounts, wanted) : undefined
    }
    const connector = await this.#wallets.waitFor(params.connectorId)
    if (!connector) return undefined
    try {
      const accounts = await connector.connect(true, (next) => this.#onAccounts(connector.connectorId, next))
      if (accounts.length === 0) {
        connector.forget()
        return undefined
      }
      return this.#connected(connector, accounts, wanted)
    } catch {
      return undefined
    }
  }

  async disconnect(params: { connectorId: string }): Promise<void> {
    if (params.connectorId === WALLET_CONNECT_CONNECTOR_ID && this.#walletConnect) {
      await this.#walletConnect.disconnect()
    } else {
      const connector = this.#wallets.find(params.connectorId)
      if (!connector) throw this.#noConnector(params.connectorId)
      await connector.disconnect()
    }
    this.#providers.get(params.connectorId)?.provider.emit('disconnect', undefined)
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
    this.#providers.get(params.connectorId)?.provider.emit('chainChanged', network.caipNetworkId)
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
    const signer = this.#signerOrUndefined(connectorId)
    if (!signer) return undefined
    const cached = this.#providers.get(connectorId)
    if (cached?.signer === signer) return cached.provider
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
    this.#providers.set(connectorId, { signer, provider })
    return provider
  }

  destroy(): void {
    this.#wallets.stop()
    this.#walletConnect?.destroy()
  }

  // -- internals ---------------------------------------------------------------------------------------------

  #signerOrUndefined(id: string): SolanaSigner | undefined {
    if (id === WALLET_CONNECT_CONNECTOR_ID) return this.#walletConnect
    return this.#wallets.find(id)
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
    const provider = this.#providers.get(connectorId)?.provider
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
}

const base58 = (bytes: Uint8Array): string => getBase58Decoder().decode(bytes)
