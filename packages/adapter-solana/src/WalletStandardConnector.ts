import {
  type AdapterAccount,
  type AdapterConnector,
  type BlueprintConnector,
  type CaipNetwork,
  featureNotSupported,
  notConnected,
  toAdapterError,
} from '@gangway/core'
import { getBase58Decoder } from '@solana/kit'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'
import type { SolanaSendOptions, SolanaSigner } from './SolanaSigner.ts'
import { walletStandardChain } from './walletStandardChain.ts'

type Features = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

const isSolanaAccount = (account: WalletAccount) => account.chains.some((chain) => chain.startsWith('solana:'))

const eoa = (accounts: readonly WalletAccount[]): AdapterAccount[] =>
  accounts.map((account) => ({ address: account.address, type: 'eoa' }))

/**
 * One wallet-standard wallet as a connector (the blueprint's): its listing (id = the wallet's name, as AppKit),
 * connect (`standard:connect`, `{ silent: true }` to restore), disconnect, account changes (`standard:events`,
 * told to `onAccounts`) and signing (`solana:signMessage`, `solana:signTransaction`,
 * `solana:signAndSendTransaction`).
 */
export class WalletStandardConnector implements BlueprintConnector, SolanaSigner {
  readonly wallet: Wallet
  readonly connectorId: string
  readonly type = 'ANNOUNCED' as const
  readonly #onAccounts: (accounts: AdapterAccount[]) => void
  #account: WalletAccount | undefined
  #stop: (() => void) | undefined

  constructor(wallet: Wallet, onAccounts: (accounts: AdapterAccount[]) => void = () => undefined) {
    this.wallet = wallet
    this.connectorId = wallet.name
    this.#onAccounts = onAccounts
  }

  get name(): string {
    return this.wallet.name
  }

  underlying(): unknown {
    return this.wallet
  }

  accounts(): AdapterAccount[] {
    return this.#account ? eoa([this.#account]) : []
  }

  /** The connector as core lists it. */
  listing(): AdapterConnector {
    const info = { name: this.wallet.name, icon: this.wallet.icon }
    return {
      id: this.connectorId,
      type: 'ANNOUNCED',
      chain: 'solana',
      name: this.wallet.name,
      imageUrl: this.wallet.icon,
      info,
    }
  }

  get connected(): boolean {
    return this.#account !== undefined
  }

  address(): string | undefined {
    return this.#account?.address
  }

  publicKey(): Uint8Array | undefined {
    const key = this.#account?.publicKey
    return key ? new Uint8Array(key) : undefined
  }

  supports(network: CaipNetwork): boolean {
    return this.wallet.chains.includes(walletStandardChain(network))
  }

  /**
   * Asks the wallet to connect (`silent`: without a prompt). Answers the Solana accounts, the first being the
   * one used; none when a silent connect is not allowed. Later account changes go to `onAccounts`.
   */
  async connect(params: { silent: boolean }): Promise<AdapterAccount[]> {
    const connect = this.#feature('standard:connect')
    let answered: readonly WalletAccount[]
    try {
      answered = (await connect.connect(params.silent ? { silent: true } : undefined)).accounts
    } catch (error) {
      throw toAdapterError(error, `${this.wallet.name}: connect`)
    }
    const accounts = (answered.length > 0 ? answered : this.wallet.accounts).filter(isSolanaAccount)
    this.#account = accounts[0]
    if (accounts.length === 0) this.forget()
    else this.#listen()
    return eoa(accounts)
  }

  /** Stops listening first (the disconnect was asked for: no event), then `standard:disconnect` if it has it. */
  async disconnect(): Promise<void> {
    this.forget()
    const feature = this.wallet.features['standard:disconnect'] as StandardDisconnectFeature['standard:disconnect']
    if (!feature) return
    try {
      await feature.disconnect()
    } catch (error) {
      throw toAdapterError(error, `${this.wallet.name}: disconnect`)
    }
  }

  /** Drops the connection here (the wallet went away or disconnected itself). */
  forget(): void {
    this.#stop?.()
    this.#stop = undefined
    this.#account = undefined
  }

  async signMessage(message: Uint8Array): Promise<Uint8Array> {
    const feature = this.#feature('solana:signMessage')
    const account = this.#connectedAccount()
    try {
      const [output] = await feature.signMessage({ account, message })
      if (!output) throw new Error('the wallet answered no signature')
      return new Uint8Array(output.signature)
    } catch (error) {
      throw toAdapterError(error, `${this.wallet.name}: signMessage`)
    }
  }

  async signTransactions(transactions: Uint8Array[], network: CaipNetwork): Promise<Uint8Array[]> {
    const feature = this.#feature('solana:signTransaction')
    const account = this.#connectedAccount()
    const chain = walletStandardChain(network)
    try {
      const outputs = await feature.signTransaction(
        ...transactions.map((transaction) => ({ account, transaction, chain })),
      )
      if (outputs.length !== transactions.length)
        throw new Error('the wallet answered the wrong number of transactions')
      return outputs.map((output) => new Uint8Array(output.signedTransaction))
    } catch (error) {
      throw toAdapterError(error, `${this.wallet.name}: signTransaction`)
    }
  }

  /** Present only when the wallet has `solana:signAndSendTransaction`. */
  get signAndSend(): SolanaSigner['signAndSend'] {
    if (!('solana:signAndSendTransaction' in this.wallet.features)) return undefined
    return async (transaction: Uint8Array, network: CaipNetwork, options: SolanaSendOptions) => {
      const feature = this.#feature('solana:signAndSendTransaction')
      const account = this.#connectedAccount()
      try {
        const [output] = await feature.signAndSendTransaction({
          account,
          transaction,
          chain: walletStandardChain(network),
          options,
        })
        if (!output) throw new Error('the wallet answered no signature')
        return getBase58Decoder().decode(output.signature)
      } catch (error) {
        throw toAdapterError(error, `${this.wallet.name}: signAndSendTransaction`)
      }
    }
  }

  #listen(): void {
    if (this.#stop) return
    const events = this.wallet.features['standard:events'] as StandardEventsFeature['standard:events'] | undefined
    if (!events) return
    this.#stop = events.on('change', ({ accounts }) => {
      if (!accounts || !this.#account) return
      const solana = accounts.filter(isSolanaAccount)
      this.#account = solana[0]
      if (solana.length === 0) this.forget()
      this.#onAccounts(eoa(solana))
    })
  }

  #connectedAccount(): WalletAccount {
    const account = this.#account
    if (!account) throw notConnected(this.wallet.name)
    // the wallet's current object for the account (features may have changed since connect)
    return this.wallet.accounts.find((a) => a.address === account.address) ?? account
  }

  #feature<Name extends keyof Features>(name: Name): Features[Name] {
    const feature = this.wallet.features[name] as Features[Name] | undefined
    if (!feature) throw featureNotSupported(this.wallet.name, name)
    return feature
  }
}
