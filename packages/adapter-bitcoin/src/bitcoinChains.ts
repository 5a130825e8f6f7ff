import type { CaipNetwork } from '@gangway/core'

/** Address prefixes of a Bitcoin chain, in `@scure/btc-signer`'s shape. */
export type BitcoinChainParams = { bech32: string; pubKeyHash: number; scriptHash: number; wif: number }

/** sats-connect's `BitcoinNetworkType` names. */
export type SatsConnectNetworkName = 'Mainnet' | 'Testnet' | 'Testnet4' | 'Signet' | 'Regtest'

export type BitcoinChain = {
  /** CAIP-2 reference: the first 32 hex characters of the genesis block hash. */
  reference: string
  params: BitcoinChainParams
  /** The network name sats-connect wallets use (`wallet_connect`'s `network`). */
  satsConnectName: SatsConnectNetworkName
  /** wallet-standard's chain id (Bitcoin wallet-standard names mainnet and testnet only). */
  walletStandardChain: string
}

const MAINNET: BitcoinChainParams = { bech32: 'bc', pubKeyHash: 0x00, scriptHash: 0x05, wif: 0x80 }
const TESTNET: BitcoinChainParams = { bech32: 'tb', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }
const REGTEST: BitcoinChainParams = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }

/** The chains Gangway knows by genesis hash; any other bip122 reference is treated as a test chain. */
export const BITCOIN_CHAINS: readonly BitcoinChain[] = [
  {
    reference: '000000000019d6689c085ae165831e93',
    params: MAINNET,
    satsConnectName: 'Mainnet',
    walletStandardChain: 'bitcoin:mainnet',
  },
  {
    reference: '000000000933ea01ad0ee984209779ba',
    params: TESTNET,
    satsConnectName: 'Testnet',
    walletStandardChain: 'bitcoin:testnet',
  },
  {
    reference: '00000000da84f2bafbbc53dee25a72ae',
    params: TESTNET,
    satsConnectName: 'Testnet4',
    walletStandardChain: 'bitcoin:testnet4',
  },
  {
    reference: '00000008819873e925422c1ff0f99f7c',
    params: TESTNET,
    satsConnectName: 'Signet',
    walletStandardChain: 'bitcoin:signet',
  },
  {
    reference: '0f9188f13cb7b2c71f2a335e3a4fc328',
    params: REGTEST,
    satsConnectName: 'Regtest',
    walletStandardChain: 'bitcoin:regtest',
  },
]

/** The chain of a bip122 network (by its CAIP-2 reference); an unknown reference gets testnet prefixes. */
export function bitcoinChainOf(network: Pick<CaipNetwork, 'caipNetworkId'>): BitcoinChain {
  const reference = network.caipNetworkId.split(':')[1] ?? ''
  return (
    BITCOIN_CHAINS.find((chain) => chain.reference === reference) ?? {
      reference,
      params: TESTNET,
      satsConnectName: 'Testnet',
      walletStandardChain: `bip122:${reference}`,
    }
  )
}

/** The site network a sats-connect network name stands for (first one with that name), if any. */
export function networkOfSatsConnectName(
  networks: readonly CaipNetwork[],
  name: string | undefined,
): CaipNetwork | undefined {
  if (!name) return undefined
  return networks.find((n) => bitcoinChainOf(n).satsConnectName.toLowerCase() === name.toLowerCase())
}
