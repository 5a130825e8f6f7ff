import {
  type AdapterAccount,
  type AdapterConnector,
  type CaipNetwork,
  createWalletConnectProvider,
  KitErrorMessage,
  type Metadata,
  pageLocalStorage,
  type WalletConnectProvider,
} from '@gangway/core'
import {
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type SignatureBytes,
} from '@solana/kit'
import { SolanaAdapterError, SolanaAdapterErrorCode, toWalletError } from './SolanaAdapterError.ts'
import type { SolanaSendOptions, SolanaSigner } from './SolanaSigner.ts'
import {
  WALLET_CONNECT_CONNECTOR_ID,
  WALLET_CONNECT_EVENTS,
  WALLET_CONNECT_METHODS,
  WALLET_CONNECT_SESSION_FLAG,
} from './solanaConstants.ts'

export type WalletConnectOptions = {
  projectId: string
  /** The operator's relay (default: the local server's, ws://localhost:4000/relay). */
  relayUrl: string
  metadata?: Metadata | undefined
}

export type WalletConnectEvents = {
  pairingUri(uri: string): void
  accountsChanged(accounts: AdapterAccount[]): void
  disconnected(): void
}

type SessionEvent = { params: { event: { name: string; data: unknown }; chainId: string } }

// pageLocalStorage: undefined on a server and where the browser denies storage (a cross-site iframe)
const remembered = () => pageLocalStorage()?.getItem(WALLET_CONNECT_SESSION_FLAG) === '1'
const remember = (on: boolean) => {
  const storage = pageLocalStorage()
  if (on) storage?.setItem(WALLET_CONNECT_SESSION_FLAG, '1')
  else storage?.removeItem(WALLET_CONNECT_SESSION_FLAG)
}

/** `solana:<ref>:<address>` → the address. */
const addressOf = (account: string) => account.split(':').slice(2).join(':') || account

/**
 * The `walletConnect` connector of the Solana adapter: WalletConnect's `solana` namespace over core's
 * `createWalletConnectProvider` (our relay only, loaded on first use). Signs with `solana_signMessage`,
 * `solana_signTransaction` and `solana_signAndSendTransaction` (AppKit's request shapes: base58 message,
 * base64 transactions, `pubkey`).
 */
export class WalletConnectConnector implements SolanaSigner {
  readonly connectorId = WALLET_CONNECT_CONNECTOR_ID
  provider: WalletConnectProvider | undefined
  readonly #options: WalletConnectOptions
  readonly #events: WalletConnectEvents
  #starting: Promise<WalletConnectProvider> | undefined
  readonly #stops: (() => void)[] = []

  constructor(options: WalletConnectOptions, events: WalletConnectEvents) {
    this.#options = options
    this.#events = events
  }

  listing(): AdapterConnector {
    return { id: this.connectorId, type: 'WALLET_CONNECT', chain: 'solana', name: 'WalletConnect' }
  }

  /** Pairs (a new session asking for the site's Solana networks) unless a session with Solana accounts exists. */
  async connect(networks: CaipNetwork[]): Promise<AdapterAccount[]> {
    const provider = await this.#start()
    if (this.#accounts().length === 0) {
      try {
        await provider.connect({
          optionalNamespaces: {
            solana: {
              chains: networks.map((network) => network.caipNetworkId),
              methods: WALLET_CONNECT_METHODS,
              events: WALLET_CONNECT_EVENTS,
            },
          },
        })
      } catch (error) {
        throw toWalletError(error, 'WalletConnect: connect')
      }
    }
    const accounts = this.#accounts()
    if (accounts.length === 0) {
      throw new SolanaAdapterError(SolanaAdapterErrorCode.CHAIN_NOT_SUPPORTED, KitErrorMessage.CHAINS_NOT_SUPPORTED)
    }
    remember(true)
    return accounts.map((address) => ({ address, type: 'eoa' }))
  }

  /** The stored session's accounts, without prompting; loads WalletConnect only when a session was made here. */
  async reconnect(): Promise<AdapterAccount[] | undefined> {
    if (!this.provider && !remembered()) return undefined
    await this.#start()
    const accounts = this.#accounts()
    return accounts.length > 0 ? accounts.map((address) => ({ address, type: 'eoa' })) : undefined
  }

  async disconnect(): Promise<void> {
    remember(false)
    if (this.provider?.session) await this.provider.disconnect().catch(() => undefined)
  }

  /** Stops listening to WalletConnect (the session stays). */
  destroy(): void {
    for (const stop of this.#stops.splice(0)) stop()
  }

  address(): string | undefined {
    return this.#accounts()[0]
  }

  publicKey(): Uint8Array | undefined {
    const address = this.address()
    return address ? new Uint8Array(getBase58Encoder().encode(address)) : undefined
  }

  /** The CAIP-2 ids the wallet approved. */
  approvedChains(): string[] {
    const accounts = this.provider?.session?.namespaces.solana?.accounts ?? []
    return [...new Set(accounts.map((account) => account.split(':').slice(0, 2).join(':')))]
  }

  supports(network: CaipNetwork): boolean {
    return this.approvedChains().includes(network.caipNetworkId)
  }

  async signMessage(message: Uint8Array): Promise<Uint8Array> {
    const { signature } = await this.#request<{ signature: string }>(
      'solana_signMessage',
      { message: getBase58Decoder().decode(message), pubkey: this.#address() },
      this.#chainFor(),
    )
    return new Uint8Array(getBase58Encoder().encode(signature))
  }

  async signTransactions(transactions: Uint8Array[], network: CaipNetwork): Promise<Uint8Array[]> {
    const signed: Uint8Array[] = []
    for (const transaction of transactions) {
      const pubkey = this.#address()
      const result = await this.#request<{ transaction: string } | { signature: string }>(
        'solana_signTransaction',
        { transaction: getBase64Decoder().decode(transaction), pubkey },
        network.caipNetworkId,
      )
      if ('transaction' in result) {
        signed.push(new Uint8Array(getBase64Encoder().encode(result.transaction)))
      } else {
        // the older answer: only the signature, placed in the signer's slot here
        const decoded = getTransactionDecoder().decode(transaction)
        const signature = new Uint8Array(getBase58Encoder().encode(result.signature)) as SignatureBytes
        const withSignature = { ...decoded, signatures: { ...decoded.signatures, [pubkey]: signature } }
        signed.push(new Uint8Array(getTransactionEncoder().encode(withSignature)))
      }
    }
    return signed
  }

  /** Present only when the session allows `solana_signAndSendTransaction`. */
  get signAndSend(): SolanaSigner['signAndSend'] {
    const methods = this.provider?.session?.namespaces.solana?.methods ?? []
    if (!methods.includes('solana_signAndSendTransaction')) return undefined
    return async (transaction: Uint8Array, network: CaipNetwork, options: SolanaSendOptions) => {
      const { signature } = await this.#request<{ signature: string }>(
        'solana_signAndSendTransaction',
        { transaction: getBase64Decoder().decode(transaction), pubkey: this.#address(), sendOptions: options },
        network.caipNetworkId,
      )
      return signature
    }
  }

  /** The chain a request goes to when none is given: the first one the wallet approved. */
  #chainFor(): string {
    return this.approvedChains()[0] as string
  }

  #accounts(): string[] {
    return [...new Set((this.provider?.session?.namespaces.solana?.accounts ?? []).map(addressOf))]
  }

  #address(): string {
    const address = this.address()
    if (!address) {
      throw new SolanaAdapterError(SolanaAdapterErrorCode.NOT_CONNECTED, 'WalletConnect is not connected', {
        rpcCode: 4100,
      })
    }
    return address
  }

  async #request<T>(method: string, params: Record<string, unknown>, chainId: string): Promise<T> {
    const provider = this.provider
    if (!provider?.session) {
      throw new SolanaAdapterError(SolanaAdapterErrorCode.NOT_CONNECTED, 'WalletConnect is not connected', {
        rpcCode: 4100,
      })
    }
    try {
      return await provider.request<T>({ method, params }, chainId)
    } catch (error) {
      throw toWalletError(error, `WalletConnect: ${method}`)
    }
  }

  #start(): Promise<WalletConnectProvider> {
    this.#starting ??= createWalletConnectProvider(this.#options).then(
      (provider) => {
        this.#listen(provider)
        this.provider = provider
        return provider
      },
      (error: unknown) => {
        this.#starting = undefined // a later attempt may succeed
        throw error
      },
    )
    return this.#starting
  }

  #listen(provider: WalletConnectProvider): void {
    const on = (event: string, listener: (...args: never[]) => void) => {
      provider.on(event, listener)
      this.#stops.push(() => provider.removeListener(event, listener))
    }
    on('display_uri', (uri: string) => this.#events.pairingUri(uri))
    on('session_delete', () => {
      remember(false)
      this.#events.disconnected()
    })
    on('session_update', () => {
      const accounts = this.#accounts()
      if (accounts.length > 0) this.#events.accountsChanged(accounts.map((address) => ({ address, type: 'eoa' })))
    })
    on('session_event', ({ params }: SessionEvent) => {
      if (!params.chainId.startsWith('solana:')) return
      if (params.event.name === 'accountsChanged' && Array.isArray(params.event.data)) {
        const accounts = [...new Set((params.event.data as string[]).map(addressOf))]
        this.#events.accountsChanged(accounts.map((address) => ({ address, type: 'eoa' })))
      }
    })
  }
}
