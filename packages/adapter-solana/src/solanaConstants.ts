/** The adapter's timings, limits and fixed names (SPEC §5, §9), in one place. */

/** SPEC §5: the commitments a Solana preflight (and `connectionSettings`) may name. */
export const SOLANA_COMMITMENTS = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const
export type SolanaCommitmentName = (typeof SOLANA_COMMITMENTS)[number]

/** AppKit's default `connectionSettings`. */
export const DEFAULT_COMMITMENT = 'confirmed'

/** How often `waitForTransaction` asks `getSignatureStatuses` (ms). */
export const SIGNATURE_POLL_INTERVAL_MS = 500
/** How long `waitForTransaction` waits for a confirmation (ms); web3.js's default confirmation timeout. */
export const SIGNATURE_WAIT_TIMEOUT_MS = 60_000

/** Lamports per SOL (9 decimals). */
export const SOL_DECIMALS = 9

/** Size of an SPL token account (bytes): the rent of a new associated token account is for this size. */
export const TOKEN_ACCOUNT_SIZE = 165n
