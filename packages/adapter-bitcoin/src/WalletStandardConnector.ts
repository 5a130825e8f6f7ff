import {
  type AdapterAccount,
  type AdapterConnector,
  type CaipNetwork,
  featureNotSupported,
  notAnAccountOf,
  notConnected,
  toAdapterError,
} from '@gangway/core'
import { base64, hex } from '@scure/base'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import {
  type BitcoinAccountAddress,
  type BitcoinWallet,
  connectionAccounts,
  type MessageProtocol,
  paysOn,
  type SignPsbtParams,
  type SignPsbtResult,
} from './BitcoinWallet.ts'

/** The Bitcoin wallet-standard features used here (as `@exodus/bitcoin-wallet-standard` defines them). */
type ConnectFeature = {
  connect(input: { purposes: ('payment' | 'ordinals')[] }): Promise<{ accounts: readonly WalletAccount[] }>
}
type SignMessageFeature = {
  signMessage(
    ...inputs: { account: WalletAccount; message: Uint8Array }[]
  ): Promise<readonly { signedMessage: Uint8Array; signature: Uint8Array }[]>
}
type SignTransactionFeature = {
  signTransaction(
    ...inputs: {
      psbt: Uint8Array
      inputsToSign: { account: WalletAccount; signingIndexes: number[]; sigHash?: number }[]
    }[]
  ): Promise<readonly { signedPsbt: Uint8Array }[]>
}
type DisconnectFeature = { disconnect(): Promise<void> }

export const BITCOIN_CONNECT = 'bitcoin:connect'

/** A wallet-standard wallet with the Bitcoin connect feature (Exodus, …). */
export const isBitcoinWallet = (wallet: Wallet): boolean => BITCOIN_CONNECT in wallet.features

/** The account's purpose (Bitcoin wallet-standard accounts may carry one; payment otherwise, as AppKit). */
const purposeOf = (account: WalletAccount): 'payment' | 'ordinal' =>
  (account as { purpose?: string }).purpose === 'ordinals' || (account as { purpose?: string }).purpose === 'ordinal'
    ? 'ordinal'
    : 'payment'

/**
 * A Bitcoin wallet registered with the wallet-standard (`bitcoin:connect`, `bitcoin:signMessage`,
 * `bitcoin:signTransaction`). Such wallets sign PSBTs but do not broadcast (the adapter does) and sign
 * messages with their one protocol (the `protocol` asked for is not passed on, as in AppKit).
 */
export class WalletStandardConnector implements BitcoinWallet {
  readonly type = 'ANNOUNCED' as const
  readonly wallet: Wallet
  #accounts: readonly WalletAccount[] = []

  constructor(wallet: Wallet) {
    this.wallet = wallet
  }

  get connectorId(): string {
    return this.wallet.name
  }

  get name(): string {
    return this.wallet.name
  }

  listing(): AdapterConnector {
    return {
      id: this.connectorId,
      type: 'ANNOUNCED',
      chain: 'bip122',
      name: this.wallet.name,
      imageUrl: this.wallet.icon,
      info: { icon: this.wallet.icon },
      provider: this.wallet,
    }
  }

  underlying(): unknown {
    return this.wallet
  }

  async connect(params: { silent: boolean }): Promise<AdapterAccount[]> {
    const { silent } = params
    if (silent && this.wallet.accounts.length > 0) {
      this.#accounts = this.wallet.accounts
    } else {
      if (silent) return []
      const feature = this.#feature<ConnectFeature>(BITCOIN_CONNECT)
      try {
        this.#accounts = (await feature.connect({ purposes: ['payment', 'ordinals'] })).accounts
      } catch (error) {
        throw toAdapterError(error, `${this.name}: connect`)
      }
    }
    return this.accounts()
  }

  async disconnect(): Promise<void> {
    this.#accounts = []
    const feature = this.wallet.features['standard:disconnect'] as DisconnectFeature | undefined
    await feature?.disconnect().catch(() => undefined)
  }

  accounts(): AdapterAccount[] {
    return connectionAccounts(this.addresses())
  }

  supports(network: CaipNetwork): boolean {
    return paysOn(this.addresses(), network)
  }

  addresses(): BitcoinAccountAddress[] {
    const seen = new Set<string>()
    return this.#accounts.flatMap((account) => {
      if (seen.has(account.address)) return []
      seen.add(account.address)
      return [
        {
          address: account.address,
          publicKey: hex.encode(new Uint8Array(account.publicKey)),
          purpose: purposeOf(account),
        },
      ]
    })
  }

  async signMessage(params: { address: string; message: string; protocol: MessageProtocol }): Promise<string> {
    const account = this.#account(params.address)
    const feature = this.#feature<SignMessageFeature>('bitcoin:signMessage')
    try {
      const [answer] = await feature.signMessage({ account, message: new TextEncoder().encode(params.message) })
      if (!answer) throw new Error('no signature')
      return base64.encode(answer.signature)
    } catch (error) {
      throw toAdapterError(error, `${this.name}: signMessage`)
    }
  }

  async signPsbt(params: SignPsbtParams): Promise<SignPsbtResult> {
    const feature = this.#feature<SignTransactionFeature>('bitcoin:signTransaction')
    const byAddress = new Map<string, number[]>()
    for (const input of params.signInputs)
      byAddress.set(input.address, [...(byAddress.get(input.address) ?? []), input.index])
    const inputsToSign = [...byAddress].map(([address, signingIndexes]) => ({
      account: this.#account(address),
      signingIndexes,
    }))
    try {
      const [answer] = await feature.signTransaction({ psbt: base64.decode(params.psbt), inputsToSign })
      if (!answer) throw new Error('no signed PSBT')
      // wallet-standard wallets do not broadcast: the adapter does when `broadcast` was asked
      return { psbt: base64.encode(answer.signedPsbt) }
    } catch (error) {
      throw toAdapterError(error, `${this.name}: signTransaction`)
    }
  }

  forget(): void {
    this.#accounts = []
  }

  #account(address: string): WalletAccount {
    if (this.#accounts.length === 0) throw notConnected(this.name)
    const account = this.#accounts.find((a) => a.address === address)
    if (!account) throw notAnAccountOf(address, this.name)
    return account
  }

  #feature<T>(name: string): T {
    const feature = this.wallet.features[name as `${string}:${string}`] as T | undefined
    if (!feature) throw featureNotSupported(this.name, `the wallet-standard feature ${name}`)
    return feature
  }
}
