import { createHash } from 'node:crypto'
import { base58check, bech32, bech32m } from '@scure/base'

/** Address rules of a Bitcoin network: bech32 prefix and base58 version bytes (P2PKH, P2SH). */
export type BitcoinAddressRules = { bech32: string; pubKeyHash: number; scriptHash: number }

export const BITCOIN_NETWORK_RULES = {
  mainnet: { bech32: 'bc', pubKeyHash: 0x00, scriptHash: 0x05 },
  testnet: { bech32: 'tb', pubKeyHash: 0x6f, scriptHash: 0xc4 },
  regtest: { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4 },
} as const satisfies Record<string, BitcoinAddressRules>
export type BitcoinNetworkName = keyof typeof BITCOIN_NETWORK_RULES

/** The well-known `bip122:` chain ids (genesis hash prefixes) and their address rules. */
export const KNOWN_BITCOIN_CHAINS: Readonly<Record<string, BitcoinNetworkName>> = {
  'bip122:000000000019d6689c085ae165831e93': 'mainnet',
  'bip122:000000000933ea01ad0ee984209779ba': 'testnet', // testnet3
  'bip122:00000000da84f2bafbbc53dee25a72ae': 'testnet', // testnet4
  'bip122:00000008819873e925422c1ff0f99f7c': 'testnet', // signet
  'bip122:0f9188f13cb7b2c71f2a335e3a4fc328': 'regtest',
}

const b58 = base58check((data: Uint8Array) => new Uint8Array(createHash('sha256').update(data).digest()))

/**
 * Whether `address` is a valid address of the network: segwit v0 (bech32, 20- or 32-byte program), v1+
 * (bech32m, 2–40 bytes; taproot is v1 with 32), or base58check P2PKH/P2SH with the network's version byte.
 * Checksums are checked, so a typo never reaches a backend.
 */
export function isBitcoinAddress(address: string, rules: BitcoinAddressRules): boolean {
  if (address.length < 14 || address.length > 90) return false
  const lower = address.toLowerCase()
  if (lower.startsWith(`${rules.bech32}1`)) {
    if (address !== lower && address !== address.toUpperCase()) return false
    const v0 = bech32.decodeUnsafe(lower, 90)
    if (v0 && v0.prefix === rules.bech32 && v0.words[0] === 0) {
      const program = bech32.fromWordsUnsafe(v0.words.slice(1))
      return !!program && (program.length === 20 || program.length === 32)
    }
    const v1 = bech32m.decodeUnsafe(lower, 90)
    if (v1 && v1.prefix === rules.bech32 && (v1.words[0] ?? 0) >= 1 && (v1.words[0] ?? 0) <= 16) {
      const program = bech32m.fromWordsUnsafe(v1.words.slice(1))
      return !!program && program.length >= 2 && program.length <= 40 && (v1.words[0] !== 1 || program.length === 32)
    }
    return false
  }
  if (!/^[1-9A-HJ-NP-Za-km-z]{25,35}$/.test(address)) return false
  try {
    const payload = b58.decode(address)
    return payload.length === 21 && (payload[0] === rules.pubKeyHash || payload[0] === rules.scriptHash)
  } catch {
    return false
  }
}

/** A txid: 64 hex digits. */
export const isTxid = (txid: string) => /^[0-9a-f]{64}$/i.test(txid)
