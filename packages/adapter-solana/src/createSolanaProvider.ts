import { AdapterError, type CaipNetwork, notConnected } from '@gangway/core'
import type { SolanaSendOptions, SolanaSigner } from './SolanaSigner.ts'
import { type AnyTransaction, fromWireBytes, toWireBytes } from './transactionBytes.ts'

/** A public key as web3.js's `PublicKey` answers it for the usual reads (web3.js is not a dependency). */
export type SolanaPublicKey = {
  toBase58(): string
  toString(): string
  toJSON(): string
  toBytes(): Uint8Array
  equals(other: { toBase58(): string }): boolean
}

/** AppKit's `RequestArguments` of its Solana types: a JSON-RPC style request. */
export type RequestArguments = { readonly method: string; readonly params?: readonly unknown[] | object }

export type SolanaProviderEvent = 'connect' | 'disconnect' | 'accountsChanged' | 'chainChanged'

/** Something that sends a raw transaction — web3.js's `Connection` (`sendRawTransaction`). */
export type RawTransactionSender = { sendRawTransaction(bytes: Uint8Array, options?: object): Promise<string> }

/**
 * AppKit's Solana `Provider` (`useAppKitProvider('solana').walletProvider`), over one connector: `publicKey`,
 * `chains`, `connect`, `disconnect`, `signMessage`, `signTransaction`, `signAllTransactions`,
 * `signAndSendTransaction`, `sendTransaction`, `getAccounts` and `on`/`removeListener`.
 */
export type SolanaProvider = {
  readonly id: string
  readonly name: string
  readonly type: 'ANNOUNCED' | 'WALLET_CONNECT'
  readonly chain: 'solana'
  /** The wallet underneath: the wallet-standard `Wallet`, or WalletConnect's universal provider. */
  readonly provider: unknown
  readonly publicKey: SolanaPublicKey | undefined
  readonly chains: CaipNetwork[]
  connect(): Promise<string>
  disconnect(): Promise<void>
  signMessage(message: Uint8Array): Promise<Uint8Array>
  signTransaction<T extends AnyTransaction>(transaction: T): Promise<T>
  signAllTransactions<T extends AnyTransaction[]>(transactions: T): Promise<T>
  signAndSendTransaction(transaction: AnyTransaction, options?: SolanaSendOptions): Promise<string>
  sendTransaction(
    transaction: AnyTransaction,
    connection?: RawTransactionSender,
    options?: SolanaSendOptions,
  ): Promise<string>
  getAccounts(): Promise<{ namespace: 'solana'; address: string; type: 'eoa' }[]>
  on(event: SolanaProviderEvent, listener: (data: unknown) => void): void
  removeListener(event: SolanaProviderEvent, listener: (data: unknown) => void): void
  emit(event: SolanaProviderEvent, data: unknown): void
}

export type SolanaProviderContext = {
  signer: SolanaSigner
  name: string
  type: SolanaProvider['type']
  /** The wallet underneath (see `SolanaProvider.provider`). */
  underlying: () => unknown
  networks: () => CaipNetwork[]
  /** The network the adapter works on now. */
  activeNetwork: () => CaipNetwork
  connect: () => Promise<string>
  disconnect: () => Promise<void>
  /** Signs and sends (the wallet's own send, or sign + the network's RPC). */
  signAndSend: (transaction: Uint8Array, network: CaipNetwork, options: SolanaSendOptions) => Promise<string>
  /** Sends signed bytes through the network's RPC. */
  send: (transaction: Uint8Array, network: CaipNetwork, options: SolanaSendOptions) => Promise<string>
}

function publicKeyOf(address: string, bytes: Uint8Array | undefined): SolanaPublicKey {
  return {
    toBase58: () => address,
    toString: () => address,
    toJSON: () => address,
    toBytes: () => new Uint8Array(bytes ?? []),
    equals: (other) => other.toBase58() === address,
  }
}

/** Makes the AppKit-shaped provider of one connector. */
export function createSolanaProvider(context: SolanaProviderContext): SolanaProvider {
  const { signer } = context
  const listeners = new Map<SolanaProviderEvent, Set<(data: unknown) => void>>()
  const requireAddress = () => {
    const address = signer.address()
    if (!address) throw notConnected(context.name)
    return address
  }
  const provider: SolanaProvider = {
    id: signer.connectorId,
    name: context.name,
    type: context.type,
    chain: 'solana',
    get provider() {
      return context.underlying()
    },
    get publicKey() {
      const address = signer.address()
      return address ? publicKeyOf(address, signer.publicKey()) : undefined
    },
    get chains() {
      return context.networks().filter((network) => signer.supports(network))
    },
    connect: () => context.connect(),
    disconnect: () => context.disconnect(),
    async signMessage(message) {
      requireAddress()
      if (!(message instanceof Uint8Array)) {
        throw new AdapterError('INVALID_TRANSFER', 'signMessage: message must be a Uint8Array')
      }
      return signer.signMessage(message)
    },
    async signTransaction(transaction) {
      requireAddress()
      const [signed] = await signer.signTransactions([toWireBytes(transaction)], context.activeNetwork())
      return fromWireBytes(transaction, signed as Uint8Array)
    },
    async signAllTransactions(transactions) {
      requireAddress()
      const signed = await signer.signTransactions(transactions.map(toWireBytes), context.activeNetwork())
      return transactions.map((transaction, i) =>
        fromWireBytes(transaction, signed[i] as Uint8Array),
      ) as typeof transactions
    },
    async signAndSendTransaction(transaction, options = {}) {
      requireAddress()
      return context.signAndSend(toWireBytes(transaction), context.activeNetwork(), options)
    },
    async sendTransaction(transaction, connection, options = {}) {
      requireAddress()
      const network = context.activeNetwork()
      const [signed] = await signer.signTransactions([toWireBytes(transaction)], network)
      if (connection) return connection.sendRawTransaction(signed as Uint8Array, options)
      return context.send(signed as Uint8Array, network, options)
    },
    async getAccounts() {
      const address = signer.address()
      return address ? [{ namespace: 'solana' as const, address, type: 'eoa' as const }] : []
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event, data) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          listener(data)
        } catch (error) {
          console.error(`gangway: a Solana provider "${event}" listener threw`, error)
        }
      }
    },
  }
  return provider
}
