import type { AdapterAccount, BlueprintConnector, CaipNetwork } from '@gangway/core'
import { Address } from '@scure/btc-signer'
import { bitcoinChainOf } from './bitcoinChains.ts'

/** AppKit's `AddressPurpose` values: a connection's accounts are payment (first) and ordinal. */
export type AddressPurpose = 'payment' | 'ordinal' | 'stx'

/** One of a wallet's addresses (AppKit's `BitcoinConnector.AccountAddress`). */
export type BitcoinAccountAddress = {
  address: string
  /** Hex, without 0x (x-only for P2TR). */
  publicKey?: string
  /** Derivation path, e.g. m/84'/0'/0'/0/0. */
  path?: string
  purpose: AddressPurpose
}

export type MessageProtocol = 'BIP322' | 'ECDSA'

/** AppKit's `BitcoinConnector.SignPSBTParams` (base64 PSBT, one entry per input to sign). */
export type SignPsbtParams = {
  psbt: string
  signInputs: { address: string; index: number; sighashTypes?: number[]; publicKey?: string }[]
  broadcast?: boolean
}
export type SignPsbtResult = { psbt: string; txid?: string }

/**
 * One way to reach a Bitcoin wallet (sats-connect provider, wallet-standard wallet, WalletConnect session): a
 * blueprint connector whose accounts are payment (first) then ordinal, with the Bitcoin calls the adapter uses.
 */
export interface BitcoinWallet extends BlueprintConnector {
  readonly type: 'ANNOUNCED' | 'WALLET_CONNECT'
  /** The connected addresses with their purposes, keys and paths (empty when not connected). */
  addresses(): BitcoinAccountAddress[]
  /** The network the wallet said it is on, when it says (sats-connect's `wallet_connect` answer). */
  walletNetwork?(): string | undefined
  /** Answers the base64 signature. */
  signMessage(
    params: { address: string; message: string; protocol: MessageProtocol },
    network: CaipNetwork,
  ): Promise<string>
  signPsbt(params: SignPsbtParams, network: CaipNetwork): Promise<SignPsbtResult>
  /** The wallet's own transfer (it builds, signs and broadcasts); answers the txid. */
  sendTransfer?(params: { recipient: string; amount: bigint }, network: CaipNetwork): Promise<string>
  /** A raw request in the wallet's own protocol (sats-connect method names, WalletConnect's bip122 methods). */
  walletRequest?(method: string, params: unknown, network: CaipNetwork): Promise<unknown>
}

/** The accounts of a connection as core takes them: payment first, then ordinal (others dropped). */
export function connectionAccounts(addresses: readonly BitcoinAccountAddress[]): AdapterAccount[] {
  const payment = addresses.filter((a) => a.purpose === 'payment')
  const ordinal = addresses.filter((a) => a.purpose === 'ordinal')
  return [
    ...payment.map((a) => ({ address: a.address, type: 'payment' as const })),
    ...ordinal.map((a) => ({ address: a.address, type: 'ordinal' as const })),
  ]
}

/** Whether an address is one of a Bitcoin network's (bc1… mainnet, tb1… testnet/signet, bcrt1… regtest). */
export function isAddressOf(address: string, network: CaipNetwork): boolean {
  try {
    Address(bitcoinChainOf(network).params).decode(address)
    return true
  } catch {
    return false
  }
}

/** A wallet works on a network when its payment address is one of that network's. */
export function paysOn(addresses: readonly BitcoinAccountAddress[], network: CaipNetwork): boolean {
  const payment = connectionAccounts(addresses)[0]
  return payment !== undefined && isAddressOf(payment.address, network)
}
