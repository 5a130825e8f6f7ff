import type { CaipNetwork } from '@gangway/core'

/** The wallet-standard chain ids (`solana:mainnet`, …) of the Solana clusters, by CAIP-2 genesis reference. */
const CLUSTERS: Record<string, `solana:${string}`> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'solana:devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
}

/**
 * The wallet-standard chain a network is to a wallet: mainnet, devnet and testnet by their CAIP-2 reference;
 * any other Solana network (the local chain, a private cluster) is `solana:localnet`.
 */
export function walletStandardChain(network: Pick<CaipNetwork, 'id'>): `solana:${string}` {
  return CLUSTERS[String(network.id)] ?? 'solana:localnet'
}
