/** Fixed facts of the local Solana chain (ports, fee, seeded accounts and mints). */

/** Solana's usual local ports: JSON-RPC over HTTP, and its WebSocket (subscriptions). */
export const SOLANA_RPC_PORT = 8899
export const SOLANA_WS_PORT = 8900

/** Flat fee per signature, in lamports (the runtime's default; no priority fees are modelled). */
export const LAMPORTS_PER_SIGNATURE = 5000n

export const LAMPORTS_PER_SOL = 1_000_000_000n

/** How many blocks a blockhash stays valid after it was the latest one (Solana's 150). */
export const BLOCKHASH_VALID_BLOCKS = 150n

/** Largest JSON-RPC request body accepted (a transaction is at most 1232 bytes; batches stay small). */
export const MAX_BODY_BYTES = 256 * 1024

/** Largest WebSocket message accepted (subscription requests are tiny). */
export const MAX_WS_MESSAGE_BYTES = 64 * 1024

/** Largest JSON-RPC batch accepted. */
export const MAX_BATCH = 100

/** Answered by getVersion (the agave line whose RPC shapes we follow). */
export const SOLANA_CORE_VERSION = '2.3.0'
export const SOLANA_FEATURE_SET = 3_294_202_862

/** The chain's fixed genesis hash (made up; base58 of 32 bytes) — what `solana:localnet` clients see. */
export const SOLANA_GENESIS_HASH = 'GangwayLoca1So1anaChain111111111111111111111'

/**
 * Dev accounts: ed25519 keys from the devnet mnemonic (`DEVNET_MNEMONIC`) on Solana's usual path
 * m/44'/501'/{index}'/0' (what Phantom and Solflare derive), so importing the mnemonic shows the same accounts.
 */
export const SOLANA_SEEDED_ACCOUNT_INDEXES = [0, 1, 2, 3, 4] as const

/** SOL each seeded dev account starts with. */
export const SOLANA_SOL_PER_ACCOUNT = 1000n

/** Index of the faucet/mint authority (funds requestAirdrop, may mint every seeded token). */
export const SOLANA_AUTHORITY_INDEX = 9

/**
 * Index of the local on-ramp sandbox's treasury (`apps/onramp-sandbox`): it starts with
 * `SOLANA_ONRAMP_TREASURY_SOL` and `ONRAMP_TREASURY_TOKENS` (devnetConstants) whole tokens of every seeded
 * mint, and pays the sandbox's purchases from them. Not a seeded dev account (no wallet lists it).
 */
export const SOLANA_ONRAMP_TREASURY_INDEX = 8

/** SOL the on-ramp sandbox's treasury starts with. */
export const SOLANA_ONRAMP_TREASURY_SOL = 1_000_000n

/** SOL the faucet starts with. */
export const SOLANA_FAUCET_SOL = 1_000_000_000n

export type SolanaTokenSpec = {
  key: string
  name: string
  symbol: string
  decimals: number
  perAccount: bigint
  /** Key index on the mnemonic path whose public key is the mint's address. */
  keyIndex: number
}

/** Seeded SPL mints (the classic Token program). `ZERO` has 0 decimals on purpose: the dialog must hide it. */
export const SOLANA_TOKEN_SPECS: readonly SolanaTokenSpec[] = [
  { key: 'usd', name: 'Gangway USD', symbol: 'gUSD', decimals: 6, perAccount: 10_000n, keyIndex: 10 },
  { key: 'gwt', name: 'Gangway Token', symbol: 'GWT', decimals: 9, perAccount: 1_000n, keyIndex: 11 },
  { key: 'zero', name: 'Zero Decimals', symbol: 'ZERO', decimals: 0, perAccount: 100n, keyIndex: 12 },
]
