import { AdapterError } from '@gangway/core'
import type { Commitment } from '@solana/kit'
import { DEFAULT_COMMITMENT, SOLANA_COMMITMENTS, type SolanaCommitmentName } from './solanaConstants.ts'

/**
 * AppKit's `connectionSettings`: a commitment, or web3.js's `ConnectionConfig` (plus `preflightCommitment`).
 * `commitment`, `preflightCommitment`, `httpHeaders` and `confirmTransactionInitialTimeout` are used; the
 * web3.js transport switches (`wsEndpoint`, `fetch`, `fetchMiddleware`, `disableRetryOnRateLimit`) have no
 * counterpart here and are named on the console.
 */
export type ConnectionSettings =
  | SolanaCommitmentName
  | {
      commitment?: SolanaCommitmentName
      preflightCommitment?: SolanaCommitmentName
      httpHeaders?: Record<string, string>
      confirmTransactionInitialTimeout?: number
      wsEndpoint?: string
      fetch?: unknown
      fetchMiddleware?: unknown
      disableRetryOnRateLimit?: boolean
    }

/** The settings as the adapter uses them: commitments in @solana/kit's three names. */
export type ResolvedConnectionSettings = {
  commitment: Commitment
  preflightCommitment: Commitment
  httpHeaders: Record<string, string> | undefined
  confirmTimeoutMs: number | undefined
  /** Options given that have no effect here (named on the console by the adapter). */
  ignored: string[]
}

const USED = ['commitment', 'preflightCommitment', 'httpHeaders', 'confirmTransactionInitialTimeout']
const IGNORED = ['wsEndpoint', 'fetch', 'fetchMiddleware', 'disableRetryOnRateLimit']

/**
 * Checks a commitment against SPEC §5's list and maps web3.js's deprecated names to @solana/kit's
 * (recent → processed, single/singleGossip → confirmed, root/max → finalized, as web3.js and
 * `@solana/wallet-standard-util`'s `getCommitment` do). Anything else throws INVALID_OPTIONS.
 */
export function toCommitment(value: unknown, option: string): Commitment {
  if (!(SOLANA_COMMITMENTS as readonly unknown[]).includes(value)) {
    throw new AdapterError(
      'INVALID_OPTIONS',
      `SolanaAdapter: ${option} must be one of ${SOLANA_COMMITMENTS.join(', ')} (got ${JSON.stringify(value)})`,
    )
  }
  switch (value as SolanaCommitmentName) {
    case 'processed':
    case 'recent':
      return 'processed'
    case 'finalized':
    case 'root':
    case 'max':
      return 'finalized'
    default:
      return 'confirmed'
  }
}

/** Validates AppKit's `connectionSettings` (default 'confirmed'); a bad value throws and nothing is made. */
export function resolveConnectionSettings(settings: unknown): ResolvedConnectionSettings {
  if (settings === undefined) settings = DEFAULT_COMMITMENT
  if (typeof settings === 'string') {
    const commitment = toCommitment(settings, 'connectionSettings')
    return {
      commitment,
      preflightCommitment: commitment,
      httpHeaders: undefined,
      confirmTimeoutMs: undefined,
      ignored: [],
    }
  }
  const fail = (message: string) => new AdapterError('INVALID_OPTIONS', message)
  if (typeof settings !== 'object' || settings === null || Array.isArray(settings)) {
    throw fail('SolanaAdapter: connectionSettings must be a commitment or an object')
  }
  const given = settings as Record<string, unknown>
  const unknown = Object.keys(given).filter((key) => !USED.includes(key) && !IGNORED.includes(key))
  if (unknown.length > 0) throw fail(`SolanaAdapter: connectionSettings has unknown option(s) ${unknown.join(', ')}`)
  const commitment = toCommitment(given.commitment ?? DEFAULT_COMMITMENT, 'connectionSettings.commitment')
  const preflightCommitment =
    given.preflightCommitment === undefined
      ? commitment
      : toCommitment(given.preflightCommitment, 'connectionSettings.preflightCommitment')
  const headers = given.httpHeaders
  if (
    headers !== undefined &&
    (typeof headers !== 'object' ||
      headers === null ||
      Object.values(headers as object).some((v) => typeof v !== 'string'))
  ) {
    throw fail('SolanaAdapter: connectionSettings.httpHeaders must map header names to strings')
  }
  const timeout = given.confirmTransactionInitialTimeout
  if (timeout !== undefined && !(typeof timeout === 'number' && Number.isFinite(timeout) && timeout > 0)) {
    throw fail('SolanaAdapter: connectionSettings.confirmTransactionInitialTimeout must be a positive number (ms)')
  }
  return {
    commitment,
    preflightCommitment,
    httpHeaders: headers as Record<string, string> | undefined,
    confirmTimeoutMs: timeout as number | undefined,
    ignored: IGNORED.filter((key) => given[key] !== undefined).map((key) => `connectionSettings.${key}`),
  }
}
