import { SOLANA_LOCALNET_RPC_URL } from '../../src/solanaChains.ts'

/** The local Solana chain's CAIP-2 id (`deployments.solana.caipNetworkId`: `solana:` + its genesis hash's first 32 characters). */
export const WC_SOLANA_LOCAL_CHAIN = 'solana:GangwayLoca1So1anaChain111111111'

/** The Solana clusters the web wallet signs for, as CAIP-2 ids (the public ones as AppKit names them). */
export const WC_SOLANA_CHAINS = [
  WC_SOLANA_LOCAL_CHAIN,
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', // mainnet-beta
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', // devnet
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', // testnet
] as const

/** The Solana JSON-RPC methods the web wallet answers (WalletConnect's Solana RPC reference). */
export const WC_SOLANA_METHODS = [
  'solana_getAccounts',
  'solana_requestAccounts',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const

/**
 * Where `solana_signAndSendTransaction` sends, per CAIP-2 chain: only the local chain by default (the wallet
 * contacts no host the operator did not configure; a send on a public cluster is refused until one is set).
 */
export const WC_SOLANA_DEFAULT_RPC_URLS: Readonly<Record<string, string>> = {
  [WC_SOLANA_LOCAL_CHAIN]: SOLANA_LOCALNET_RPC_URL,
}
