import type { BitcoinDevAccount } from '@gangway/devnet/bitcoinDevAccounts'
import { hex } from '@scure/base'
import { Address, OutScript } from '@scure/btc-signer'
import type { BitcoinSigningKey } from './signBitcoinMessage.ts'

/** Bitcoin Core's regtest prefixes (bech32 `bcrt`), the dev wallet's only network. */
export const REGTEST = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef } as const

/** One address as sats-connect answers it (`Address` of `@sats-connect/core`). */
export type SatsConnectAddress = {
  address: string
  publicKey: string
  purpose: 'payment' | 'ordinals'
  addressType: 'p2wpkh' | 'p2tr'
  walletType: 'software'
}

export type BitcoinWalletKeys = {
  payment: BitcoinSigningKey
  ordinal: BitcoinSigningKey
  /** Payment first, then ordinals — the order sats-connect wallets answer. */
  addresses: SatsConnectAddress[]
}

const scriptOf = (address: string) => OutScript.encode(Address(REGTEST).decode(address))

/** The wallet's two keys (P2WPKH payment, P2TR ordinals) from a devnet account. */
export function bitcoinWalletKeys(account: BitcoinDevAccount): BitcoinWalletKeys {
  const payment: BitcoinSigningKey = {
    address: account.payment.address,
    type: 'p2wpkh',
    script: scriptOf(account.payment.address),
    privateKey: account.payment.privateKey,
  }
  const ordinal: BitcoinSigningKey = {
    address: account.ordinal.address,
    type: 'p2tr',
    script: scriptOf(account.ordinal.address),
    privateKey: account.ordinal.privateKey,
    internalKey: hex.decode(account.ordinal.publicKey),
  }
  return {
    payment,
    ordinal,
    addresses: [
      {
        address: payment.address,
        publicKey: account.payment.publicKey,
        purpose: 'payment',
        addressType: 'p2wpkh',
        walletType: 'software',
      },
      {
        address: ordinal.address,
        publicKey: account.ordinal.publicKey,
        purpose: 'ordinals',
        addressType: 'p2tr',
        walletType: 'software',
      },
    ],
  }
}

/** The regtest address of an output script, or undefined (OP_RETURN, non-standard scripts). */
export function regtestAddressOf(script: Uint8Array): string | undefined {
  try {
    return Address(REGTEST).encode(OutScript.decode(script))
  } catch {
    return undefined
  }
}
