import { Address, NETWORK, OutScript, TEST_NETWORK } from '@scure/btc-signer'

/** Bitcoin Core's regtest prefixes (bech32 `bcrt`; base58 as testnet), which the devnet's bcoin node uses. */
export const BITCOIN_REGTEST_NETWORK = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef } as const

/** The networks an address may belong to, tried in this order (base58 testnet and regtest addresses are alike). */
const NETWORKS = [NETWORK, TEST_NETWORK, BITCOIN_REGTEST_NETWORK] as const

export type BitcoinOutput = {
  /** The output script the address pays to. */
  script: Uint8Array
  /** `pkh` (P2PKH), `sh` (P2SH), `wpkh` (P2WPKH), `wsh` (P2WSH), `tr` (P2TR) — btc-signer's names. */
  type: string
}

/**
 * The output script of a mainnet, testnet/signet or regtest address, or `undefined` when the text is not a
 * valid address on any of them (bad checksum, unknown prefix or witness version).
 */
export function bitcoinOutputScript(address: string): BitcoinOutput | undefined {
  for (const network of NETWORKS) {
    try {
      const decoded = Address(network).decode(address)
      return { script: OutScript.encode(decoded), type: decoded.type }
    } catch {
      // not this network's: try the next
    }
  }
  return undefined
}
