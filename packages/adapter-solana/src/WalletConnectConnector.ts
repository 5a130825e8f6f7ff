import { type CaipNetwork, WalletConnectConnector, type WalletConnectHubOptions } from '@gangway/core'
import {
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type SignatureBytes,
} from '@solana/kit'
import type { SolanaSendOptions, SolanaSigner } from './SolanaSigner.ts'

/**
 * The `walletConnect` connector of the Solana adapter: the `solana` namespace of the kit's one WalletConnect
 * session (core's `WalletConnectConnector`), signing with AppKit's request shapes — `solana_signMessage`
 * (base58 message, `pubkey`), `solana_signTransaction` and `solana_signAllTransactions` (base64 transactions),
 * `solana_signAndSendTransaction`.
 */
export class SolanaWalletConnectConnector extends WalletConnectConnector implements SolanaSigner {
  constructor(standalone: WalletConnectHubOptions | undefined) {
    super('solana', { standalone, accountType: 'eoa' })
  }

  address(): string | undefined {
    return this.sessionAddresses()[0]
  }

  publicKey(): Uint8Array | undefined {
    const address = this.address()
    return address ? new Uint8Array(getBase58Encoder().encode(address)) : undefined
  }

  async signMessage(message: Uint8Array): Promise<Uint8Array> {
    const { signature } = await this.request<{ signature: string }>('solana_signMessage', {
      message: getBase58Decoder().decode(message),
      pubkey: this.address(),
    })
    return new Uint8Array(getBase58Encoder().encode(signature))
  }

  /**
   * Signs with `solana_signAllTransactions` when the wallet approved it (one prompt for all), else one
   * `solana_signTransaction` each.
   */
  async signTransactions(transactions: Uint8Array[], network: CaipNetwork): Promise<Uint8Array[]> {
    const pubkey = this.address()
    const base64 = (transaction: Uint8Array) => getBase64Decoder().decode(transaction)
    if (transactions.length > 1 && this.approvedMethods().includes('solana_signAllTransactions')) {
      const { transactions: signed } = await this.request<{ transactions: string[] }>(
        'solana_signAllTransactions',
        { transactions: transactions.map(base64), pubkey },
        network.caipNetworkId,
      )
      return signed.map((transaction) => new Uint8Array(getBase64Encoder().encode(transaction)))
    }
    const signed: Uint8Array[] = []
    for (const transaction of transactions) {
      const result = await this.request<{ transaction: string } | { signature: string }>(
        'solana_signTransaction',
        { transaction: base64(transaction), pubkey },
        network.caipNetworkId,
      )
      if ('transaction' in result) {
        signed.push(new Uint8Array(getBase64Encoder().encode(result.transaction)))
      } else {
        // the older answer: only the signature, placed in the signer's slot here
        const decoded = getTransactionDecoder().decode(transaction)
        const signature = new Uint8Array(getBase58Encoder().encode(result.signature)) as SignatureBytes
        const withSignature = { ...decoded, signatures: { ...decoded.signatures, [pubkey as string]: signature } }
        signed.push(new Uint8Array(getTransactionEncoder().encode(withSignature)))
      }
    }
    return signed
  }

  /** Present only when the session allows `solana_signAndSendTransaction`. */
  get signAndSend(): SolanaSigner['signAndSend'] {
    if (!this.approvedMethods().includes('solana_signAndSendTransaction')) return undefined
    return async (transaction: Uint8Array, network: CaipNetwork, options: SolanaSendOptions) => {
      const { signature } = await this.request<{ signature: string }>(
        'solana_signAndSendTransaction',
        { transaction: getBase64Decoder().decode(transaction), pubkey: this.address(), sendOptions: options },
        network.caipNetworkId,
      )
      return signature
    }
  }
}
