import {
  type AdapterAccount,
  AdapterBlueprint,
  AdapterError,
  type BlueprintConnector,
  type CaipNetwork,
  chainNotSupported,
  type TokenTransfer,
  watchWalletStandard,
} from '@gangway/core'
import { address, getBase58Decoder, isAddress, type TransactionMessageBytesBase64 } from '@solana/kit'
import { buildTransferTransaction } from './buildTransferTransaction.ts'
import type { ResolvedConnectionSettings } from './connectionSettings.ts'
import { createSolanaProvider, type SolanaProvider } from './createSolanaProvider.ts'
import { formatUnits } from './formatUnits.ts'
import { isSolanaWallet } from './isSolanaWallet.ts'
import type { SolanaSendOptions, SolanaSigner } from './SolanaSigner.ts'
import { sendWireTransaction } from './sendWireTransaction.ts'
import { resolveAdapterOptions, type SolanaAdapterOptions } from './solanaAdapterOptions.ts'
import { SIGNATURE_WAIT_TIMEOUT_MS, SOL_DECIMALS } from './solanaConstants.ts'
import { createRpcCache, type SolanaRpc } from './solanaRpc.ts'
import { SolanaWalletConnectConnector } from './WalletConnectConnector.ts'
import { WalletStandardConnector } from './WalletStandardConnector.ts'
import { waitForSignature } from './waitForSignature.ts'

export type { SolanaAdapterOptions } from './solanaAdapterOptions.ts'

/** A Solana connector: a wallet-standard wallet or the WalletConnect session, signing the same way. */
export type SolanaConnector = BlueprintConnector & SolanaSigner

/**
 * The Solana chain family on core's adapter blueprint (AppKit's `SolanaAdapter`): wallet-standard wallets
 * discovered on the page and the `solana` namespace of the kit's one WalletConnect session, on `@solana/kit`.
 * Solana wallets have no "switch network" call: switching changes the network (RPC URL and wallet-standard
 * chain) the adapter uses (the blueprint's `switchNetwork`).
 */
export class SolanaAdapter extends AdapterBlueprint<SolanaConnector, SolanaProvider> {
  readonly namespace = 'solana' as const
  protected readonly chainName = 'Solana'
  readonly connectionSettings: ResolvedConnectionSettings
  readonly #rpc: (network: CaipNetwork) => SolanaRpc

  constructor(options: SolanaAdapterOptions = {}) {
    const resolved = resolveAdapterOptions(options)
    super({
      announceTimeoutMs: resolved.announceTimeoutMs,
      given: (onAccounts) =>
        resolved.wallets.map((wallet) => new WalletStandardConnector(wallet, (a) => onAccounts(wallet.name, a))),
      walletConnect: resolved.walletConnect && new SolanaWalletConnectConnector(resolved.walletConnect),
    })
    for (const notice of resolved.notices) console.warn(`gangway: ${notice}`)
    this.connectionSettings = resolved.settings
    this.#rpc = createRpcCache(resolved.settings.httpHeaders)
  }

  /** The page's wallet-standard Solana wallets (registered before or after the adapter started). */
  protected discover(): (() => void)[] {
    return [
      watchWalletStandard(isSolanaWallet, (wallets) =>
        this.walletsFound(
          'wallet-standard',
          wallets.map((wallet) => ({ key: wallet.name, wallet })),
          (wallet) => new WalletStandardConnector(wallet, (accounts) => this.onAccounts(wallet.name, accounts)),
        ),
      ),
    ]
  }

  /** SOL balance in whole SOL ("1000", "0.5") and the network's symbol. */
  async getBalance(params: { address: string; network: CaipNetwork }): Promise<{ balance: string; symbol: string }> {
    if (!isAddress(params.address)) {
      throw new AdapterError('INVALID_TRANSFER', `Not a Solana address: ${JSON.stringify(params.address)}`)
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
    const signer = this.connectedConnector(params.connectorId, params.address)
    const signature = await signer.signMessage(new TextEncoder().encode(params.message))
    return base58(signature)
  }

  /**
   * Sends SOL (System transfer) or an SPL token (`transferChecked`, creating the receiver's associated token
   * account when missing) through the wallet; answers the base58 signature.
   */
  async sendToken(params: TokenTransfer & { connectorId: string }): Promise<string> {
    const signer = this.connectedConnector(params.connectorId, params.from)
    const network = this.siteNetwork(params.network)
    if (!signer.supports(network)) throw chainNotSupported()
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
      throw new AdapterError('TRANSACTION_FAILED', 'The network could not price the transaction')
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

  /** AppKit's Solana provider of a connector (`useAppKitProvider('solana')`). */
  protected createProvider(signer: SolanaConnector): SolanaProvider {
    const connectorId = signer.connectorId
    const provider = createSolanaProvider({
      signer,
      name: signer.name,
      type: signer.type === 'WALLET_CONNECT' ? 'WALLET_CONNECT' : 'ANNOUNCED',
      underlying: () => signer.underlying(),
      networks: () => [...this.networks],
      activeNetwork: () => this.currentNetwork(),
      connect: async () => {
        const connection = await this.connect({ connectorId })
        this.announceConnection(connection)
        provider.emit('connect', provider.publicKey)
        return connection.accounts[0]?.address as string
      },
      disconnect: async () => {
        await this.disconnect({ connectorId })
        this.events?.disconnected(connectorId)
      },
      signAndSend: (transaction, network, options) => this.#signAndSend(signer, transaction, network, options),
      send: (transaction, network, options) => sendWireTransaction(this.#rpc(network), transaction, options),
    })
    return provider
  }

  /** The provider's `accountsChanged` carries its public key (AppKit's Solana provider). */
  protected override accountsEventPayload(provider: SolanaProvider, _accounts: AdapterAccount[]): unknown {
    return provider.publicKey
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
