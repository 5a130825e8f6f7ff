import { defineCaipNetwork } from './defineCaipNetwork.ts'

import { SERVER_RPC_PLACEHOLDER } from './serverRpcPlaceholder.ts'

/** Non-EVM RPC goes through the Gangway server's `/v1` proxy (never a vendor host). */
const proxied = (caipNetworkId: string) => `${SERVER_RPC_PLACEHOLDER}?chainId=${caipNetworkId}`

const sol = { name: 'Solana', symbol: 'SOL', decimals: 9 }
const btc = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }

/** Solana and Bitcoin network descriptors, for the adapters of later issues. */
export const solana = defineCaipNetwork({
  namespace: 'solana',
  reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  nativeCurrency: sol,
  rpcUrl: proxied('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
  explorer: { name: 'Solscan', url: 'https://solscan.io' },
})
export const solanaDevnet = defineCaipNetwork({
  namespace: 'solana',
  reference: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  nativeCurrency: sol,
  rpcUrl: proxied('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'),
  testnet: true,
})
export const solanaTestnet = defineCaipNetwork({
  namespace: 'solana',
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
  reference: 'GangwayLoca1So1anaChain111111111',
  name: 'Gangway Solana Local',
  nativeCurrency: sol,
  rpcUrl: proxied('solana:GangwayLoca1So1anaChain111111111'),
  testnet: true,
})
export const bitcoin = defineCaipNetwork({
  namespace: 'bip122',
  reference: '000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  nativeCurrency: btc,
  rpcUrl: proxied('bip122:000000000019d6689c085ae165831e93'),
})
export const bitcoinTestnet = defineCaipNetwork({
  namespace: 'bip122',
  reference: '000000000933ea01ad0ee984209779ba',
  name: 'Bitcoin Testnet',
  nativeCurrency: btc,
  rpcUrl: proxied('bip122:000000000933ea01ad0ee984209779ba'),
  testnet: true,
})
export const bitcoinSignet = defineCaipNetwork({
  namespace: 'bip122',
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
  reference: '0f9188f13cb7b2c71f2a335e3a4fc328',
  name: 'Bitcoin Regtest',
  nativeCurrency: btc,
  rpcUrl: proxied('bip122:0f9188f13cb7b2c71f2a335e3a4fc328'),
  testnet: true,
})
export const solanaNetworks = [solana, solanaDevnet, solanaTestnet] as const
