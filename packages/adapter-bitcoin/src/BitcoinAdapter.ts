import {
  type AdapterAccount,
  AdapterBlueprint,
  AdapterError,
  type CaipNetwork,
  chainNotSupported,
  networkNotFound,
  notConnected,
  type TokenTransfer,
  watchWalletStandard,
} from '@gangway/core'
import { BitcoinApi, balanceOf } from './BitcoinApi.ts'
import {
  type BitcoinAccountAddress,
  type BitcoinWallet,
  connectionAccounts,
  isAddressOf,
  type MessageProtocol,
  type SignPsbtParams,
  type SignPsbtResult,
} from './BitcoinWallet.ts'
import { type BitcoinAdapterOptions, resolveBitcoinAdapterOptions } from './bitcoinAdapterOptions.ts'
import { bitcoinChainOf, networkOfSatsConnectName } from './bitcoinChains.ts'
import { buildTransferPsbt, finalizeSignedPsbt, type TransferPsbt } from './buildTransferPsbt.ts'
import { type BitcoinProvider, createBitcoinProvider } from './createBitcoinProvider.ts'
import { formatSats } from './formatSats.ts'
import { SatsConnectConnector } from './SatsConnectConnector.ts'
import { findSatsConnectProviders } from './satsConnectProviders.ts'
import { BitcoinWalletConnectConnector } from './WalletConnectConnector.ts'
import { isBitcoinWallet, WalletStandardConnector } from './WalletStandardConnector.ts'
import { waitForConfirmation } from './waitForConfirmation.ts'

export type { BitcoinAdapterOptions } from './bitcoinAdapterOptions.ts'

/** A Bitcoin send: core's `TokenTransfer` (native BTC only) with its fee rate in sat/vB. */
export type BitcoinTransfer = TokenTransfer & { feeRate?: number }

/** The confirmation target (blocks) whose estimate a send without a fee rate uses. */
const DEFAULT_TARGET = '6'
/** When the page is looked at again for sats-connect providers that appear late (ms after setup). */
const RESCAN_AFTER_MS = [200, 600, 1500]

/**
 * The Bitcoin chain family on core's adapter blueprint (AppKit's `BitcoinAdapter`): sats-connect providers
 * and wallet-standard Bitcoin wallets on the page (the sats-connect one wins when a wallet is both), and the
 * `bip122` namespace of the kit's one WalletConnect session. A connection has a payment account (first) and an
 * ordinal one. Balances, coins, fee estimates and broadcasts go through the network's Esplora-shaped API — the
 * Gangway server's `/v1/bitcoin/:chainId` for the built-in networks. Sends are PSBTs built here (the payment
 * address's coins, change back to it), signed by the wallet.
 */
export class BitcoinAdapter extends AdapterBlueprint<BitcoinWallet, BitcoinProvider> {
  readonly namespace = 'bip122' as const
  protected readonly chainName = 'Bitcoin'
  readonly #options: ReturnType<typeof resolveBitcoinAdapterOptions>
  readonly #apis = new Map<string, BitcoinApi>()

  constructor(options: BitcoinAdapterOptions = {}) {
    const resolved = resolveBitcoinAdapterOptions(options)
    super({
      announceTimeoutMs: resolved.announceTimeoutMs,
      walletConnect: resolved.walletConnect && new BitcoinWalletConnectConnector(resolved.walletConnect),
    })
    this.#options = resolved
  }

  /**
   * sats-connect providers on the page's global object (`window.btc_providers`, `XverseProviders`,
   * `BitcoinProvider` — looked for at setup and a few times shortly after, since some wallets inject late),
   * then wallet-standard wallets with `bitcoin:connect` (registered before or after setup).
   */
  protected discover(): (() => void)[] {
    const scan = () =>
      this.walletsFound(
        'sats-connect',
        findSatsConnectProviders(globalThis).map((found) => ({ key: found.info.id, wallet: found })),
        ({ info, provider }) =>
          new SatsConnectConnector(info, provider, (accounts) => this.#onAddresses(info.id, accounts)),
        (found) => found.provider,
      )
    scan()
    const timers = RESCAN_AFTER_MS.map((delay) => setTimeout(scan, delay))
    return [
      () => {
        for (const timer of timers) clearTimeout(timer)
      },
      watchWalletStandard(isBitcoinWallet, (wallets) =>
        this.walletsFound(
          'wallet-standard',
          wallets.map((wallet) => ({ key: wallet.name, wallet })),
          (wallet) => new WalletStandardConnector(wallet),
        ),
      ),
    ]
  }

  /**
   * Bitcoin addresses differ per network: the adapter uses `network` from now on when the connected payment
   * address is one of its addresses; otherwise a sats-connect wallet is asked to change network
   * (`wallet_changeNetwork`) and its addresses are read again. 'Chain is not supported' (4902) when the
   * wallet cannot.
   */
  override async switchNetwork(params: { connectorId: string; network: CaipNetwork }): Promise<void> {
    const network = this.siteNetwork(params.network)
    const wallet = this.connector(params.connectorId)
    const payment = wallet.accounts()[0]
    if (payment && !isAddressOf(payment.address, network)) {
      try {
        await wallet.walletRequest?.('wallet_changeNetwork', { name: bitcoinChainOf(network).satsConnectName }, network)
        const accounts = wallet.walletRequest ? await wallet.connect({ network, silent: true }) : []
        const next = accounts[0]
        if (!next || !isAddressOf(next.address, network)) throw new Error('still on another network')
        this.onAccounts(params.connectorId, accounts)
      } catch (error) {
        throw chainNotSupported(error)
      }
    }
    this.useNetwork(params.connectorId, network)
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
    const wallet = this.connectedConnector(params.connectorId, params.address)
    return wallet.signMessage(
      { address: params.address, message: params.message, protocol: params.protocol ?? 'BIP322' },
      this.currentNetwork(),
    )
  }

  /**
   * Sends BTC from the payment address: a PSBT built here (coins of `from`, the receiver's output, change back
   * to `from`) at `feeRate` sat/vB (default: the API's 6-block estimate), signed by the wallet, finalized and
   * broadcast through the network's API. Answers the txid.
   */
  async sendToken(params: BitcoinTransfer & { connectorId: string }): Promise<string> {
    const wallet = this.connectedConnector(params.connectorId, params.from)
    const network = this.siteNetwork(params.network)
    const built = await this.#buildTransfer(params, wallet.addresses())
    return this.#signAndBroadcast(wallet, network, {
      psbt: built.psbt,
      signInputs: built.signInputs.map((index) => ({ address: params.from, index, sighashTypes: [1] })),
    })
  }

  /** The fee of `sendToken`'s transaction (its size × the fee rate). */
  async estimateTokenFee(params: BitcoinTransfer): Promise<{ fee: string; symbol: string }> {
    const accounts = [...this.wallets.list(), ...(this.walletConnect ? [this.walletConnect] : [])].flatMap((w) =>
      w.addresses(),
    )
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

  /** AppKit's `BitcoinConnector` of a connector (`useAppKitProvider('bip122')`). */
  protected createProvider(wallet: BitcoinWallet): BitcoinProvider {
    const connectorId = wallet.connectorId
    const payment = () => {
      const account = wallet.accounts()[0]
      if (!account) throw notConnected(wallet.name)
      return account.address
    }
    const provider = createBitcoinProvider({
      wallet,
      imageUrl: wallet.listing().imageUrl,
      networks: () => [...this.networks],
      activeNetwork: () => this.currentNetwork(),
      connect: async () => {
        const connection = await this.connect({ connectorId })
        this.announceConnection(connection)
        provider.emit('connect', connection.accounts[0]?.address)
        return connection.accounts[0]?.address as string
      },
      disconnect: async () => {
        await this.disconnect({ connectorId })
        this.events?.disconnected(connectorId)
      },
      signMessage: (p) => this.signMessage({ connectorId, ...p }),
      sendTransfer: ({ recipient, amount }) => {
        const network = this.currentNetwork()
        return this.sendToken({ connectorId, from: payment(), network, to: recipient, amount })
      },
      signPsbt: (p) => this.#signPsbt(wallet, this.currentNetwork(), p),
      switchNetwork: async (caipNetworkId) => {
        const network = this.networks.find((n) => n.caipNetworkId === caipNetworkId)
        if (!network) throw networkNotFound()
        await this.switchNetwork({ connectorId, network })
      },
    })
    return provider
  }

  /**
   * The connection's network: the one asked for when the payment address belongs to it, else the site network
   * the wallet says it is on, else the first site network the address belongs to (bc1… mainnet, tb1…
   * testnet/signet, bcrt1… regtest).
   */
  protected override chooseNetwork(
    wallet: BitcoinWallet,
    accounts: AdapterAccount[],
    wanted: CaipNetwork | undefined,
  ): CaipNetwork | undefined {
    const payment = accounts[0]?.address as string
    const said = networkOfSatsConnectName([...this.networks], wallet.walletNetwork?.())
    return (
      (wanted && isAddressOf(payment, wanted) ? wanted : undefined) ??
      (said && isAddressOf(payment, said) ? said : undefined) ??
      this.networks.find((n) => isAddressOf(payment, n)) ??
      wanted
    )
  }

  // -- internals ---------------------------------------------------------------------------------------------

  #onAddresses(connectorId: string, addresses: BitcoinAccountAddress[]): void {
    this.onAccounts(connectorId, connectionAccounts(addresses))
  }

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
      throw new AdapterError('INVALID_TRANSFER', 'Only BTC can be sent on Bitcoin')
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
}
