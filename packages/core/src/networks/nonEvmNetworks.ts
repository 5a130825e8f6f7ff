import { defineCaipNetwork } from './defineCaipNetwork.ts'

import { SERVER_RPC_PLACEHOLDER } from './serverRpcPlaceholder.ts'

/** Non-EVM RPC goes through the Gangway server's `/v1` proxy (never a vendor host). */
const proxied = (caipNetworkId: string) => `${SERVER_RPC_PLACEHOLDER}?chainId=${caipNetworkId}`

const sol = { name: 'Solana', symbol: 'SOL', decimals: 9 }
const btc = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }
const dot = { name: 'Polkadot', symbol: 'DOT', decimals: 10 }
const atom = { name: 'Cosmos', symbol: 'ATOM', decimals: 6 }

/** Solana and Bitcoin network descriptors, for the adapters of later issues. */
export const solana = defineCaipNetwork({
  namespace: 'solana',
  imageId: 'solana',
  reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  nativeCurrency: sol,
  rpcUrl: proxied('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
  explorer: { name: 'Solscan', url: 'https://solscan.io' },
})
export const solanaDevnet = defineCaipNetwork({
  namespace: 'solana',
  imageId: 'solana',
  reference: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  nativeCurrency: sol,
  rpcUrl: proxied('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'),
  testnet: true,
})
export const solanaTestnet = defineCaipNetwork({
  namespace: 'solana',
  imageId: 'solana',
  reference: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  name: 'Solana Testnet',
  nativeCurrency: sol,
  rpcUrl: proxied('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'),
  testnet: true,
})
/**
 * The local Solana chain of `npm start` and the tests (`devnet/`'s litesvm chain): CAIP-2 reference = the
 * first 32 characters of its genesis hash; RPC through the Gangway server's `/v1` proxy like every Solana
 * network (the server's `RPC_UPSTREAMS` points it at 127.0.0.1:8899).
 */
export const gangwaySolanaLocal = defineCaipNetwork({
  namespace: 'solana',
  imageId: 'solana',
  reference: 'GangwayLoca1So1anaChain111111111',
  name: 'Gangway Solana Local',
  nativeCurrency: sol,
  rpcUrl: proxied('solana:GangwayLoca1So1anaChain111111111'),
  testnet: true,
})
export const bitcoin = defineCaipNetwork({
  namespace: 'bip122',
  imageId: 'bitcoin',
  reference: '000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  nativeCurrency: btc,
  rpcUrl: proxied('bip122:000000000019d6689c085ae165831e93'),
})
export const bitcoinTestnet = defineCaipNetwork({
  namespace: 'bip122',
  imageId: 'bitcoin',
  reference: '000000000933ea01ad0ee984209779ba',
  name: 'Bitcoin Testnet',
  nativeCurrency: btc,
  rpcUrl: proxied('bip122:000000000933ea01ad0ee984209779ba'),
  testnet: true,
})
export const bitcoinSignet = defineCaipNetwork({
  namespace: 'bip122',
  imageId: 'bitcoin',
  reference: '00000008819873e925422c1ff0f99f7c',
  name: 'Bitcoin Signet',
  nativeCurrency: btc,
  rpcUrl: proxied('bip122:00000008819873e925422c1ff0f99f7c'),
  testnet: true,
})
/**
 * The Bitcoin regtest chain of `npm start` and the tests (`devnet/`'s bcoin node with Bitcoin Core's regtest
 * genesis and address prefixes, bech32 `bcrt`): CAIP-2 reference = the first 32 hex characters of the
 * genesis block hash, like every bip122 chain. Reads and broadcasts go through the Gangway server.
 */
export const bitcoinRegtest = defineCaipNetwork({
  namespace: 'bip122',
  imageId: 'bitcoin',
  reference: '0f9188f13cb7b2c71f2a335e3a4fc328',
  name: 'Bitcoin Regtest',
  nativeCurrency: btc,
  rpcUrl: proxied('bip122:0f9188f13cb7b2c71f2a335e3a4fc328'),
  testnet: true,
})
/**
 * Polkadot's relay chain (CAIP-2 reference = the first 32 hex characters of its genesis hash, as WalletConnect's
 * Polkadot namespace names it). Gangway has no Polkadot adapter: a site connects it through WalletConnect (the
 * universal adapter), which shows the account and signs messages (`polkadot_signMessage`); no balance yet.
 */
export const polkadot = defineCaipNetwork({
  namespace: 'polkadot',
  imageId: 'polkadot',
  reference: '91b171bb158e2d3848fa23a9f1c25182',
  name: 'Polkadot',
  nativeCurrency: dot,
  rpcUrl: proxied('polkadot:91b171bb158e2d3848fa23a9f1c25182'),
  explorer: { name: 'Subscan', url: 'https://polkadot.subscan.io' },
})
/**
 * The Cosmos Hub (CAIP-2 `cosmos:<chain id>`). Through WalletConnect only, like Polkadot: the account and
 * message signing (`cosmos_signAmino` with an ADR-036 sign doc); no balance yet.
 */
export const cosmoshub = defineCaipNetwork({
  namespace: 'cosmos',
  imageId: 'cosmos',
  reference: 'cosmoshub-4',
  name: 'Cosmos Hub',
  nativeCurrency: atom,
  rpcUrl: proxied('cosmos:cosmoshub-4'),
  explorer: { name: 'Mintscan', url: 'https://www.mintscan.io/cosmos' },
})
export const solanaNetworks = [solana, solanaDevnet, solanaTestnet] as const
