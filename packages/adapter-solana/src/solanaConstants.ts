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

/** The WalletConnect connector's id (AppKit's), the same in every adapter. */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

/** The methods asked of a WalletConnect wallet for the `solana` namespace. */
export const WALLET_CONNECT_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction']
export const WALLET_CONNECT_EVENTS = ['accountsChanged', 'chainChanged']

/** Default relay: the local Gangway server's (as the EVM adapter's). */
export const DEFAULT_RELAY_URL = 'ws://localhost:4000/relay'

/** Set while a Solana WalletConnect session exists, so a page without one never loads WalletConnect's code. */
export const WALLET_CONNECT_SESSION_FLAG = 'gangway:walletconnect:solana-session'
