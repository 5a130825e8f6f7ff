import { hex } from '@scure/base'
import { HDKey } from '@scure/bip32'
import { mnemonicToSeedSync } from '@scure/bip39'
import { p2tr, p2wpkh } from '@scure/btc-signer'
import { DEVNET_MNEMONIC } from '../devnetConstants.ts'

/**
 * Bitcoin Core's regtest address prefixes (bech32 `bcrt`, base58 0x6f / 0xc4, WIF 0xef) as @scure/btc-signer's
 * network object — what bitcoinjs-lib calls `networks.regtest`. The devnet's bcoin node is set up to use them.
 */
export const BITCOIN_REGTEST_NETWORK = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef } as const

/** One dev key and the address it controls. */
export type BitcoinDevAddress = {
  address: string
  /** Hex; 33-byte compressed for P2WPKH, 32-byte x-only for P2TR. */
  publicKey: string
  /** BIP-32 derivation path from the devnet mnemonic. */
  path: string
  /** 32-byte secp256k1 private key (for P2TR the internal key's, untweaked). */
  privateKey: Uint8Array
}

/** A dev account: its payment (P2WPKH) and ordinal (P2TR) addresses, as Xverse-like wallets pair them. */
export type BitcoinDevAccount = { payment: BitcoinDevAddress; ordinal: BitcoinDevAddress }

/** Dev accounts the devnet funds at start (50 BTC each on the payment address, matured). */
export const BITCOIN_FUNDED_ACCOUNT_INDEXES = [0, 1, 2, 3, 4] as const

const rootCache = new Map<string, HDKey>()

function rootKey(mnemonic: string): HDKey {
  let root = rootCache.get(mnemonic)
  if (!root) {
    // PBKDF2 is slow: the mnemonic's seed is computed once per mnemonic
    root = HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic))
    rootCache.set(mnemonic, root)
  }
  return root
}

function derive(mnemonic: string, path: string): { privateKey: Uint8Array; publicKey: Uint8Array } {
  const key = rootKey(mnemonic).derive(path)
  if (!key.privateKey || !key.publicKey) throw new Error(`bitcoinDevAccount: no key at ${path}`)
  return { privateKey: key.privateKey, publicKey: key.publicKey }
}

/**
 * DEV ONLY — the regtest dev account `index` of a BIP-39 mnemonic (default: the devnet's, anvil's test
 * mnemonic): payment = P2WPKH at BIP-84 `m/84'/1'/0'/0/index` (bcrt1q…), ordinal = P2TR (key-path only, BIP-86)
 * at `m/86'/1'/0'/0/index` (bcrt1p…). Coin type 1 (every test network). Pure JS (noble/scure, no Node
 * built-ins), so the dev wallet in the browser derives the same keys the devnet funds. Public keys: anybody can
 * spend these coins — regtest only.
 */
export function bitcoinDevAccount(index: number, mnemonic: string = DEVNET_MNEMONIC): BitcoinDevAccount {
  if (!Number.isInteger(index) || index < 0 || index >= 0x80000000) {
    throw new Error(`bitcoinDevAccount: the account index must be an integer 0…2³¹−1, got ${index}`)
  }
  const paymentPath = `m/84'/1'/0'/0/${index}`
  const ordinalPath = `m/86'/1'/0'/0/${index}`
  const payment = derive(mnemonic, paymentPath)
  const ordinal = derive(mnemonic, ordinalPath)
  const xOnly = ordinal.publicKey.slice(1)
  const paymentAddress = p2wpkh(payment.publicKey, BITCOIN_REGTEST_NETWORK).address
  const ordinalAddress = p2tr(xOnly, undefined, BITCOIN_REGTEST_NETWORK).address
  if (!paymentAddress || !ordinalAddress) throw new Error('bitcoinDevAccount: no address derived')
  return {
    payment: {
      address: paymentAddress,
      publicKey: hex.encode(payment.publicKey),
      path: paymentPath,
      privateKey: payment.privateKey,
    },
    ordinal: {
      address: ordinalAddress,
      publicKey: hex.encode(xOnly),
      path: ordinalPath,
      privateKey: ordinal.privateKey,
    },
  }
}
