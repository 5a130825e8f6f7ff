import {
  type AdapterAccount,
  type CaipNetwork,
  type SessionChange,
  WalletConnectConnector,
  type WalletConnectHubOptions,
} from '@gangway/core'
import { base64, hex } from '@scure/base'
import {
  type BitcoinAccountAddress,
  type BitcoinWallet,
  connectionAccounts,
  type MessageProtocol,
  paysOn,
  type SignPsbtParams,
  type SignPsbtResult,
} from './BitcoinWallet.ts'
import { badAnswer } from './SatsConnectConnector.ts'

/** A signature as the wallet answered it: hex (Reown's wallets, as AppKit reads it) or base64 → base64. */
export function signatureToBase64(signature: string): string {
  return /^([0-9a-fA-F]{2})+$/.test(signature) ? base64.encode(hex.decode(signature.toLowerCase())) : signature
}

type WcAddress = { address: string; publicKey?: string; path?: string; intention?: string }

/**
 * The `walletConnect` connector of the Bitcoin adapter: the `bip122` namespace of the kit's one WalletConnect
 * session (core's `WalletConnectConnector`). After the session, the wallet's `getAccountAddresses` says which
 * address is payment and which ordinal (without it, every session account is a payment one, as AppKit reads
 * them); `signMessage`, `signPsbt` and `sendTransfer` are Reown's bip122 methods.
 */
export class BitcoinWalletConnectConnector extends WalletConnectConnector implements BitcoinWallet {
  #addresses: BitcoinAccountAddress[] = []

  constructor(standalone: WalletConnectHubOptions | undefined) {
    super('bip122', { standalone })
  }

  override async connect(params: { network?: CaipNetwork | undefined; silent: boolean }): Promise<AdapterAccount[]> {
    await super.connect(params)
    this.#addresses = this.sessionAddresses().length === 0 ? [] : await this.#read()
    return this.accounts()
  }

  override async disconnect(): Promise<void> {
    this.#addresses = []
    await super.disconnect()
  }

  addresses(): BitcoinAccountAddress[] {
    return this.#addresses
  }

  override accounts(): AdapterAccount[] {
    return connectionAccounts(this.#addresses)
  }

  override supports(network: CaipNetwork): boolean {
    return super.supports(network) && (this.#addresses.length === 0 || paysOn(this.#addresses, network))
  }

  /** A session update: the addresses and their purposes are read again. */
  override sessionChanged(change: SessionChange): void {
    if (change !== 'updated') {
      if (change === 'deleted') this.#addresses = []
      super.sessionChanged(change)
      return
    }
    void this.#read().then((addresses) => {
      if (addresses.length === 0) return
      this.#addresses = addresses
      this.reportAccounts(this.accounts())
    })
  }

  override accountsChanged(): void {
    this.sessionChanged('updated')
  }

  async signMessage(
    params: { address: string; message: string; protocol: MessageProtocol },
    network: CaipNetwork,
  ): Promise<string> {
    const answer = await this.request<{ signature?: unknown }>(
      'signMessage',
      {
        account: params.address,
        address: params.address,
        message: params.message,
        protocol: params.protocol.toLowerCase(),
      },
      network.caipNetworkId,
    )
    if (typeof answer?.signature !== 'string') throw badAnswer('signMessage')
    return signatureToBase64(answer.signature)
  }

  async signPsbt(params: SignPsbtParams, network: CaipNetwork): Promise<SignPsbtResult> {
    const answer = await this.request<{ psbt?: unknown; txid?: unknown }>(
      'signPsbt',
      {
        account: this.#payment(),
        psbt: params.psbt,
        signInputs: params.signInputs.map((input) => ({
          address: input.address,
          index: input.index,
          sighashTypes: input.sighashTypes ?? [1],
        })),
        broadcast: params.broadcast === true,
      },
      network.caipNetworkId,
    )
    if (typeof answer?.psbt !== 'string') throw badAnswer('signPsbt')
    return { psbt: answer.psbt, ...(typeof answer.txid === 'string' ? { txid: answer.txid } : {}) }
  }

  async sendTransfer(params: { recipient: string; amount: bigint }, network: CaipNetwork): Promise<string> {
    const payment = this.#payment()
    const answer = await this.request<{ txid?: unknown }>(
      'sendTransfer',
      {
        account: payment,
        recipientAddress: params.recipient,
        amount: params.amount.toString(),
        changeAddress: payment,
      },
      network.caipNetworkId,
    )
    if (typeof answer?.txid !== 'string') throw badAnswer('sendTransfer')
    return answer.txid
  }

  /** A raw request in Reown's bip122 protocol on the network's chain. */
  walletRequest(method: string, params: unknown, network: CaipNetwork): Promise<unknown> {
    return this.request(method, params, network.caipNetworkId)
  }

  #payment(): string {
    return (this.#addresses.find((a) => a.purpose === 'payment') ?? this.#addresses[0])?.address ?? ''
  }

  /** The session's addresses with their purposes (`getAccountAddresses`, when the wallet approved it). */
  async #read(): Promise<BitcoinAccountAddress[]> {
    const unique = this.sessionAddresses()
    const fallback = unique.map((address) => ({ address, purpose: 'payment' as const }))
    const first = unique[0]
    if (!first || !this.approvedMethods().includes('getAccountAddresses')) return fallback
    try {
      const answer = await this.request<WcAddress[]>('getAccountAddresses', {
        account: first,
        intentions: ['payment', 'ordinal'],
      })
      const known = (Array.isArray(answer) ? answer : []).flatMap((a) =>
        typeof a?.address === 'string'
          ? [
              {
                address: a.address,
                purpose:
                  a.intention === 'ordinal' || a.intention === 'ordinals' ? ('ordinal' as const) : ('payment' as const),
                ...(a.publicKey ? { publicKey: a.publicKey } : {}),
                ...(a.path ? { path: a.path } : {}),
              },
            ]
          : [],
      )
      return known.length > 0 ? known : fallback
    } catch {
      return fallback
    }
  }
}
