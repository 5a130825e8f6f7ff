import {
  AdapterError,
  type AdapterWalletConnectOption,
  standaloneWalletConnect,
  type WalletConnectHubOptions,
} from '@gangway/core'

/** AppKit's `BitcoinAdapter` options (`networks`, `projectId`), plus Gangway's own. */
export type BitcoinAdapterOptions = {
  /** AppKit passes the networks here too; the kit's own `networks` decide (these are not needed). */
  networks?: readonly unknown[]
  /** The Gangway project (WalletConnect's project id); default 'local'. */
  projectId?: string
  /**
   * `false` leaves the WalletConnect connector out. With a kit the connector joins the kit's one session (its
   * relay is the kit's `apiUrl`'s); the relay and metadata here serve an adapter used without a kit.
   */
  walletConnect?: AdapterWalletConnectOption
  /** How long `reconnect` waits for a wallet to appear (ms, default 1000). */
  announceTimeoutMs?: number
  /** The fee rate (sat/vB) of a send that names none: default the API's estimate for 6 blocks. */
  defaultFeeRate?: number
  /** How often `waitForTransaction` asks for the transaction's status (ms, default 1000). */
  pollingIntervalMs?: number
  /** How long `waitForTransaction` waits for a confirmation (ms, default one hour: blocks come every ~10 min). */
  confirmationTimeoutMs?: number
  /** Headers sent with every Bitcoin API request. */
  httpHeaders?: Record<string, string>
}

export type ResolvedBitcoinAdapterOptions = {
  announceTimeoutMs: number
  defaultFeeRate: number | undefined
  pollingIntervalMs: number
  confirmationTimeoutMs: number
  httpHeaders: Record<string, string>
  /** WalletConnect used without a kit (the kit's session otherwise), or undefined when left out. */
  walletConnect: WalletConnectHubOptions | undefined
}

/** Checks the constructor options (a bad one throws INVALID_OPTIONS naming it). */
export function resolveBitcoinAdapterOptions(options: BitcoinAdapterOptions): ResolvedBitcoinAdapterOptions {
  const positive = (name: string, value: number | undefined, fallback: number, allowZero = false): number => {
    const resolved = value ?? fallback
    if (!(Number.isFinite(resolved) && (allowZero ? resolved >= 0 : resolved > 0))) {
      throw new AdapterError(
        'INVALID_OPTIONS',
        `BitcoinAdapter: ${name} must be a positive number (got ${JSON.stringify(value)})`,
      )
    }
    return resolved
  }
  return {
    announceTimeoutMs: positive('announceTimeoutMs', options.announceTimeoutMs, 1000, true),
    defaultFeeRate:
      options.defaultFeeRate === undefined ? undefined : positive('defaultFeeRate', options.defaultFeeRate, 1),
    pollingIntervalMs: positive('pollingIntervalMs', options.pollingIntervalMs, 1000),
    confirmationTimeoutMs: positive('confirmationTimeoutMs', options.confirmationTimeoutMs, 3_600_000),
    httpHeaders: options.httpHeaders ?? {},
    walletConnect: standaloneWalletConnect(options),
  }
}
