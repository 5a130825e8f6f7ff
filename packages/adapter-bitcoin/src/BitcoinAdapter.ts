import type {
  AdapterConnection,
  AdapterConnector,
  AdapterEvents,
  AdapterSetup,
  CaipNetwork,
  ChainAdapter,
  TokenTransfer,
} from '@gangway/core'
import { Address } from '@scure/btc-signer'
import { BitcoinAdapterError, BitcoinAdapterErrorCode, notConnected } from './BitcoinAdapterError.ts'
import { BitcoinApi, balanceOf } from './BitcoinApi.ts'
import {
  type BitcoinAccountAddress,
  type BitcoinWallet,
  connectionAccounts,
  type MessageProtocol,
  type SignPsbtParams,
  type SignPsbtResult,
} from './BitcoinWallet.ts'
import { BitcoinWalletRegistry } from './BitcoinWalletRegistry.ts'
import { type BitcoinAdapterOptions, resolveBitcoinAdapterOptions } from './bitcoinAdapterOptions.ts'
import { bitcoinChainOf, networkOfSatsConnectName } from './bitcoinChains.ts'
import { buildTransferPsbt, finalizeSignedPsbt, type TransferPsbt } from './buildTransferPsbt.ts'
import { type BitcoinProvider, createBitcoinProvider } from './createBitcoinProvider.ts'
import { formatSats } from './formatSats.ts'
import { WALLET_CONNECT_CONNECTOR_ID, WalletConnectConnector } from './WalletConnectConnector.ts'
import { waitForConfirmation } from './waitForConfirmation.ts'

export type { BitcoinAdapterOptions } from './bitcoinAdapterOptions.ts'

/** A Bitcoin send: core's `TokenTransfer` (native BTC only) with its fee rate in sat/vB. */
export type BitcoinTransfer = TokenTransfer & { feeRate?: number }

/** The confirmation target (blocks) whose estimate a send without a fee rate uses. */
const DEFAULT_TARGET = '6'

/**
 * The Bitcoin chain family behind core's `ChainAdapter` (AppKit's `BitcoinAdapter`): sats-connect providers
 * and wallet-standard Bitcoin wallets on the page, and WalletConnect's `bip122` namespace. A connection has a
 * payment account (first) and an ordinal one. Balances, coins, fee estimates and broadcasts go through the
 * network's Esplora-shaped API — the Gangway server's `/v1/bitcoin/:chainId` for the built-in networks.
 * Sends are PSBTs built here (the payment address's coins, change back to it), signed by the wallet.
 */
export class BitcoinAdapter implements ChainAdapter {
  readonly namespace = 'bip122' as const
  readonly #options: ReturnType<typeof resolveBitcoinAdapterOptions>
  readonly #wallets: BitcoinWalletRegistry
  readonly #walletConnect: WalletConnectConnector | undefined
  readonly #providers = new Map<string, { wallet: BitcoinWallet; provider: BitcoinProvider }>()
  readonly #apis = new Map<string, BitcoinApi>()
  #networks: CaipNetwork[] = []
  #events: AdapterEvents | undefined
  #active: CaipNetwork | undefined

  constructor(options: BitcoinAdapterOptions = {}) {
    this.#options = resolveBitcoinAdapterOptions(options)
    // the page's global object (window in a browser): where sats-connect providers are injected
    this.#wallets = new BitcoinWalletRegistry(() => globalThis, this.#options.announceTimeoutMs)
    this.#walletConnect = this.#options.walletConnect
      ? new WalletConnectConnector(this.#options.walletConnect, {
          pairingUri: (uri) => this.#events?.pairingUri?.(WALLET_CONNECT_CONNECTOR_ID, uri),
          accountsChanged: (accounts) => this.#onAccounts(WALLET_CONNECT_CONNECTOR_ID, accounts),
          disconnected: () => this.#onAccounts(WALLET_CONNECT_CONNECTOR_ID, []),
        })
      : undefined
  }

  /** The site's Bitcoin networks (known once the kit has set the adapter up). */
  get networks(): readonly CaipNetwork[] {
    return this.#networks
  }

  /** The network the adapter works on now. */
  get activeNetwork(): CaipNetwork | undefined {
    return this.#active
  }

  setup({ networks, events }: AdapterSetup): void {
    this.#networks = networks.filter((network) => network.chainNamespace === 'bip122')
    this.#events = events
    this.#active = this.#networks[0]
    if (this.#walletConnect) this.#walletConnect.networks = this.#networks
    this.#wallets.start({
      changed: (gone) => {
        for (const id of gone) this.#onAccounts(id, [])
        events.connectorsChanged(this.getConnectors())
      },
      accountsChanged: (id, accounts) => this.#onAccounts(id, accounts),
    })
  }

  getConnectors(): AdapterConnector[] {
    return [
      ...this.#wallets.list().map((wallet) => wallet.listing()),
      ...(this.#walletConnect ? [this.#walletConnect.listing()] : []),
    ]
  }

  async connect(params: { connectorId: string; chainId?: number | string }): Promise<AdapterConnection> {
    const wallet = this.#wallet(params.connectorId)
    const wanted = this.#networkOf(params.chainId)
    const addresses = await wallet.connect(wanted, false)
    if (connectionAccounts(addresses).length === 0) {
      throw new BitcoinAdapterError(BitcoinAdapterErrorCode.WALLET_ERROR, `${wallet.name} connected no Bitcoin account`)
    }
    return this.#connected(wallet, addresses, wanted)
  }

  async reconnect(params: { connectorId: string; chainId?: number | string }): Promise<AdapterConnection | undefined> {
    const wanted = this.#networkOf(params.chainId)
    const wallet =
      params.connectorId === WALLET_CONNECT_CONNECTOR_ID
        ? this.#walletConnect
        : await this.#wallets.waitFor(params.connectorId)
    if (!wallet) return undefined
    try {
      const addresses = await wallet.connect(wanted, true)
      if (connectionAccounts(addresses).length === 0) return undefined
      return this.#connected(wallet, addresses, wanted)
    } catch {
      return undefined
    }
  }

  async disconnect(params: { connectorId: string }): Promise<void> {
    await this.#wallet(params.connectorId).disconnect()
    this.#providers.get(params.connectorId)?.provider.emit('disconnect', undefined)
  }

  /**
   * Bitcoin addresses differ per network: the adapter uses `network` from now on when the connected payment
   * address is one of its addresses; otherwise a sats-connect wallet is asked to change network
   * (`wallet_changeNetwork`) and its addresses are read again. 'Chain is not supported' (4902) when the
   * wallet cannot.
   */
  async switchNetwork(params: { connectorId: string; network: CaipNetwork }): Promise<void> {
    const network = this.#siteNetwork(params.network)
    const wallet = this.#wallet(params.connectorId)
    const payment = connectionAccounts(wallet.accounts())[0]
    if (payment && !this.#isAddressOf(payment.address, network)) {
      try {
        await wallet.request?.('wallet_changeNetwork', { name: bitcoinChainOf(network).satsConnectName }, network)
        const addresses = wallet.request ? await wallet.connect(network, true) : []
        const next = connectionAccounts(addresses)[0]
        if (!next || !this.#isAddressOf(next.address, network)) throw new Error('still on another network')
        this.#onAccounts(params.connectorId, addresses)
      } catch (error) {
        throw new BitcoinAdapterError(BitcoinAdapterErrorCode.CHAIN_NOT_SUPPORTED, 'Chain is not supported', {
          rpcCode: 4902,
          cause: error,
        })
      }
    }
    this.#active = network
    this.#providers.get(params.connectorId)?.provider.emit('chainChanged', network.caipNetworkId)
  }

  /** Confirmed + unconfirmed balance of an address in whole BTC ('50', '0.5') and the network's symbol. */
  async getBalance(params: { address: string; network: CaipNetwork }): Promise<{ balance: string; symbol: string }> {
    const info = await this.#api(params.network).address(params.address)
    return {
      balance: formatSats(balanceOf(info), params.network.nativeCurrency.decimals ?? 8),
      symbol: params.network.nativeCurrency.symbol,
    }
  }

  /** Signs with BIP-322 (what sign-in verifies); answers the base64 signature. */
  async signMessage(params: {
    connectorId: string
    address: string
    message: string
    protocol?: MessageProtocol
  }): Promise<string> {
    const wallet = this.#connectedWallet(params.connectorId, params.address)
    return wallet.signMessage(
      { address: params.address, message: params.message, protocol: params.protocol ?? 'BIP322' },
      this.#currentNetwork(),
    )
  }

  /** Core's EVM-shaped call: not how Bitcoin sends (see `sendToken` and the provider). */
  async sendTransaction(): Promise<string> {
    throw new BitcoinAdapterError(
      BitcoinAdapterErrorCode.METHOD_NOT_SUPPORTED,
      "BitcoinAdapter.sendTransaction takes EVM calls: send BTC with sendToken, or the provider's sendTransfer / signPSBT (useAppKitProvider('bip122'))",
    )
  }

  /**
   * Sends BTC from the payment address: a PSBT built here (coins of `from`, the receiver's output, change back
   * to `from`) at `feeRate` sat/vB (default: the API's 6-block estimate), signed by the wallet, finalized and
   * broadcast through the network's API. Answers the txid.
   */
  async sendToken(params: BitcoinTransfer & { connectorId: string }): Promise<string> {
    const wallet = this.#connectedWallet(params.connectorId, params.from)
    const network = this.#siteNetwork(params.network)
    const built = await this.#buildTransfer(params, wallet.accounts())
    return this.#signAndBroadcast(wallet, network, {
      psbt: built.psbt,
      signInputs: built.signInputs.map((index) => ({ address: params.from, index, sighashTypes: [1] })),
    })
  }

  /** The fee of `sendToken`'s transaction (its size × the fee rate). */
  async estimateTokenFee(params: BitcoinTransfer): Promise<{ fee: string; symbol: string }> {
    const accounts = [...this.#providers.values()].flatMap(({ wallet }) => wallet.accounts())
    const built = await this.#buildTransfer(params, accounts)
    return {
      fee: formatSats(built.fee, params.network.nativeCurrency.decimals ?? 8),
      symbol: params.network.nativeCurrency.symbol,
    }
  }

  /** The network's fee estimates (confirmation target in blocks → sat/vB), from its API. */
  async getFeeRates(network: CaipNetwork): Promise<Record<string, number>> {
    return this.#api(network).feeEstimates()
  }

  /** Resolves once the transaction is in a block; TRANSACTION_FAILED after `confirmationTimeoutMs`. */
  async waitForTransaction(params: { hash: string; network: CaipNetwork }): Promise<void> {
    await waitForConfirmation(
      this.#api(params.network),
      params.hash,
      this.#options.pollingIntervalMs,
      this.#options.confirmationTimeoutMs,
    )
  }

  /** AppKit's `BitcoinConnector` of a connector (`useAppKitProvider('bip122')`), or undefined for an unknown id. */
  getProvider(connectorId: string): BitcoinProvider | undefined {
    const wallet = this.#walletOrUndefined(connectorId)
    if (!wallet) return undefined
    const cached = this.#providers.get(connectorId)
    if (cached?.wallet === wallet) return cached.provider
    const payment = () => {
      const account = connectionAccounts(wallet.accounts())[0]
      if (!account) throw notConnected(wallet.name)
      return account.address
    }
    const provider = createBitcoinProvider({
      wallet,
      imageUrl: wallet.listing().imageUrl,
      networks: () => this.#networks,
      activeNetwork: () => this.#currentNetwork(),
      connect: async () => {
        const connection = await this.connect({ connectorId })
        this.#events?.connected?.(connection)
        provider.emit('connect', connection.accounts[0]?.address)
        return connection.accounts[0]?.address as string
      },
      disconnect: async () => {
        await this.disconnect({ connectorId })
        this.#events?.disconnected(connectorId)
      },
      signMessage: (p) => this.signMessage({ connectorId, ...p }),
      sendTransfer: ({ recipient, amount }) => {
        const network = this.#currentNetwork()
        return this.sendToken({ connectorId, from: payment(), network, to: recipient, amount })
      },
      signPsbt: (p) => this.#signPsbt(wallet, this.#currentNetwork(), p),
      switchNetwork: async (caipNetworkId) => {
        const network = this.#networks.find((n) => n.caipNetworkId === caipNetworkId)
        if (!network) throw new BitcoinAdapterError(BitcoinAdapterErrorCode.NETWORK_NOT_FOUND, 'Network not found')
        await this.switchNetwork({ connectorId, network })
      },
    })
    this.#providers.set(connectorId, { wallet, provider })
    return provider
  }

  destroy(): void {
    this.#wallets.stop()
    this.#walletConnect?.destroy()
  }

  // -- internals ---------------------------------------------------------------------------------------------

  #api(network: CaipNetwork): BitcoinApi {
    let api = this.#apis.get(network.caipNetworkId + (network.rpcUrls.default.http[0] ?? ''))
    if (!api) {
      api = new BitcoinApi(network, this.#options.httpHeaders)
      this.#apis.set(network.caipNetworkId + (network.rpcUrls.default.http[0] ?? ''), api)
    }
    return api
  }

  async #buildTransfer(params: BitcoinTransfer, accounts: BitcoinAccountAddress[]): Promise<TransferPsbt> {
    if (params.token) {
      throw new BitcoinAdapterError(BitcoinAdapterErrorCode.INVALID_TRANSFER, 'Only BTC can be sent on Bitcoin')
    }
    const api = this.#api(params.network)
    const feeRate = params.feeRate ?? this.#options.defaultFeeRate ?? (await this.#estimatedFeeRate(api))
    const chain = bitcoinChainOf(params.network).params
    const utxos = await api.utxos(params.from)
    return buildTransferPsbt({
      chain,
      from: params.from,
      publicKey: accounts.find((a) => a.address === params.from)?.publicKey,
      to: params.to,
      amount: params.amount,
      feeRate,
      utxos,
    })
  }

  async #estimatedFeeRate(api: BitcoinApi): Promise<number> {
    const estimates = await api.feeEstimates()
    const rate = estimates[DEFAULT_TARGET] ?? Object.values(estimates)[0]
    return typeof rate === 'number' && rate > 0 ? rate : 1
  }

  async #signPsbt(wallet: BitcoinWallet, network: CaipNetwork, params: SignPsbtParams): Promise<SignPsbtResult> {
    if (!params.broadcast) return wallet.signPsbt({ ...params, broadcast: false }, network)
    const txid = await this.#signAndBroadcast(wallet, network, params)
    return { psbt: params.psbt, txid }
  }

  /** The wallet signs (no broadcast asked: one path for every wallet); the adapter finalizes and broadcasts. */
  async #signAndBroadcast(wallet: BitcoinWallet, network: CaipNetwork, params: SignPsbtParams): Promise<string> {
    const signed = await wallet.signPsbt({ ...params, broadcast: false }, network)
    if (signed.txid) return signed.txid // a wallet that broadcast anyway
    const { hex } = finalizeSignedPsbt(signed.psbt)
    return this.#api(network).broadcast(hex)
  }

  #walletOrUndefined(id: string): BitcoinWallet | undefined {
    if (id === WALLET_CONNECT_CONNECTOR_ID) return this.#walletConnect
    return this.#wallets.find(id)
  }

  #wallet(id: string): BitcoinWallet {
    const wallet = this.#walletOrUndefined(id)
    if (!wallet) {
      throw new BitcoinAdapterError(BitcoinAdapterErrorCode.CONNECTOR_NOT_FOUND, `bip122: connector ${id} not found`)
    }
    return wallet
  }

  #connectedWallet(id: string, address: string): BitcoinWallet {
    const wallet = this.#wallet(id)
    const accounts = wallet.accounts()
    if (accounts.length === 0) throw notConnected(id)
    if (!accounts.some((a) => a.address === address)) {
      throw new BitcoinAdapterError(
        BitcoinAdapterErrorCode.NOT_CONNECTED,
        `${address} is not an account connected through ${id}`,
        { rpcCode: 4100 },
      )
    }
    return wallet
  }

  #currentNetwork(): CaipNetwork {
    const network = this.#active ?? this.#networks[0]
    if (!network) throw new BitcoinAdapterError(BitcoinAdapterErrorCode.NETWORK_NOT_FOUND, 'Network not found')
    return network
  }

  #networkOf(chainId: number | string | undefined): CaipNetwork | undefined {
    const byId = chainId === undefined ? undefined : this.#networks.find((n) => String(n.id) === String(chainId))
    return byId ?? this.#active ?? this.#networks[0]
  }

  #siteNetwork(network: CaipNetwork): CaipNetwork {
    const known = this.#networks.find((n) => n.caipNetworkId === network?.caipNetworkId)
    if (!known) throw new BitcoinAdapterError(BitcoinAdapterErrorCode.NETWORK_NOT_FOUND, 'Network not found')
    return known
  }

  #isAddressOf(address: string, network: CaipNetwork): boolean {
    try {
      Address(bitcoinChainOf(network).params).decode(address)
      return true
    } catch {
      return false
    }
  }

  /**
   * The connection's network: the one asked for when the payment address belongs to it, else the site network
   * the wallet says it is on, else the first site network the address belongs to (bc1… mainnet, tb1…
   * testnet/signet, bcrt1… regtest).
   */
  #connected(wallet: BitcoinWallet, addresses: BitcoinAccountAddress[], wanted: CaipNetwork | undefined) {
    const accounts = connectionAccounts(addresses)
    const payment = accounts[0]?.address as string
    const said = networkOfSatsConnectName(this.#networks, wallet.walletNetwork?.())
    const network =
      (wanted && this.#isAddressOf(payment, wanted) ? wanted : undefined) ??
      (said && this.#isAddressOf(payment, said) ? said : undefined) ??
      this.#networks.find((n) => this.#isAddressOf(payment, n)) ??
      wanted
    if (!network) throw new BitcoinAdapterError(BitcoinAdapterErrorCode.NETWORK_NOT_FOUND, 'Network not found')
    this.#active = network
    return { connectorId: wallet.connectorId, accounts, chainId: String(network.id) }
  }

  #onAccounts(connectorId: string, addresses: BitcoinAccountAddress[]): void {
    const provider = this.#providers.get(connectorId)?.provider
    const accounts = connectionAccounts(addresses)
    if (accounts.length === 0) {
      this.#events?.disconnected(connectorId)
      provider?.emit('disconnect', undefined)
      return
    }
    this.#events?.accountsChanged(connectorId, accounts)
    provider?.emit(
      'accountsChanged',
      accounts.map((a) => a.address),
    )
  }
}
