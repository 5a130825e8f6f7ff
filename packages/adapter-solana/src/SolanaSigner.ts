import type { CaipNetwork } from '@gangway/core'
import type { Commitment } from '@solana/kit'

/** What a wallet is asked to do with a transaction it sends (wallet-standard's and web3.js's names). */
export type SolanaSendOptions = {
  preflightCommitment?: Commitment
  commitment?: Commitment
  skipPreflight?: boolean
  maxRetries?: number
  minContextSlot?: number
}

/**
 * One connected Solana wallet as the adapter and its provider use it, whatever the transport (wallet-standard
 * or WalletConnect). Transactions travel as wire bytes (signatures + message).
 */
export interface SolanaSigner {
  readonly connectorId: string
  /** The connected account, or undefined when not connected. */
  address(): string | undefined
  /** The connected account's 32-byte public key, when the wallet gives it. */
  publicKey(): Uint8Array | undefined
  /** Whether the wallet can work on this network. */
  supports(network: CaipNetwork): boolean
  signMessage(message: Uint8Array): Promise<Uint8Array>
  signTransactions(transactions: Uint8Array[], network: CaipNetwork): Promise<Uint8Array[]>
  /** The wallet signs and sends; absent when it cannot (the adapter then signs and sends itself). */
  signAndSend?(transaction: Uint8Array, network: CaipNetwork, options: SolanaSendOptions): Promise<string>
}
