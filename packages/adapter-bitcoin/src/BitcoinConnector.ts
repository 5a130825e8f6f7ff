import type { BitcoinAccountAddress, SignPsbtParams, SignPsbtResult } from './BitcoinWallet.ts'
import type { BitcoinProvider } from './createBitcoinProvider.ts'

/**
 * AppKit's `BitcoinConnector`: the type of `useAppKitProvider<BitcoinConnector>('bip122').walletProvider`
 * (Gangway's `BitcoinProvider`), and — as in AppKit — a namespace of its parameter and answer types, so a
 * site writes `BitcoinConnector.SignPSBTParams` or `BitcoinConnector.AccountAddress`.
 */
export type BitcoinConnector = BitcoinProvider

export namespace BitcoinConnector {
  /** One address of the wallet: `address`, `purpose`, and `publicKey` (hex, no 0x) / `path` when the wallet tells. */
  export type AccountAddress = BitcoinAccountAddress
  /** `signMessage`'s parameters: BIP-322 by default, `protocol: 'ecdsa'` for a legacy signature. */
  export type SignMessageParams = Parameters<BitcoinProvider['signMessage']>[0]
  /** `sendTransfer`'s parameters: `amount` in sats, a decimal string. */
  export type SendTransferParams = Parameters<BitcoinProvider['sendTransfer']>[0]
  /** `signPSBT`'s parameters: the base64 PSBT, the inputs to sign, `broadcast`. */
  export type SignPSBTParams = SignPsbtParams
  /** `signPSBT`'s answer: the signed base64 PSBT and, when broadcast, the txid. */
  export type SignPSBTResponse = SignPsbtResult
}
