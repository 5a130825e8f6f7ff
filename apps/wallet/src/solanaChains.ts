/** The Solana chains the dev wallet signs for (wallet-standard chain ids). */
export const SOLANA_CHAINS = ['solana:localnet', 'solana:devnet', 'solana:testnet', 'solana:mainnet'] as const

export type SolanaChain = (typeof SOLANA_CHAINS)[number]

/** The local chain's JSON-RPC URL (Solana's usual port), used by `solana:signAndSendTransaction` on localnet. */
export const SOLANA_LOCALNET_RPC_URL = 'http://localhost:8899'

export function isSolanaChain(value: unknown): value is SolanaChain {
  return typeof value === 'string' && (SOLANA_CHAINS as readonly string[]).includes(value)
}
