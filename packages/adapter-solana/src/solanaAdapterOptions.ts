import {
  AdapterError,
  type AdapterWalletConnectOption,
  standaloneWalletConnect,
  type WalletConnectHubOptions,
} from '@gangway/core'
import type { Wallet } from '@wallet-standard/base'
import {
  type ConnectionSettings,
  type ResolvedConnectionSettings,
  resolveConnectionSettings,
} from './connectionSettings.ts'
import { isSolanaWallet } from './isSolanaWallet.ts'

/** AppKit's `SolanaAdapter` options, plus Gangway's own (`projectId`, `walletConnect`, `announceTimeoutMs`). */
export type SolanaAdapterOptions = {
  /** A commitment ('confirmed' by default) or `{ commitment, preflightCommitment, … }` (SPEC §5's names). */
  connectionSettings?: ConnectionSettings
  /**
   * AppKit's deprecated list of wallet adapters. Wallet-standard wallets given here are listed like
   * discovered ones; other entries (`@solana/wallet-adapter` objects) are named on the console and ignored —
   * their wallets register themselves with wallet-standard.
   */
  wallets?: readonly unknown[]
  /** AppKit's switch to register WalletConnect as a wallet-standard wallet: no effect here (named on the console). */
  registerWalletStandard?: boolean
  /** The Gangway project (WalletConnect's project id); default 'local'. */
  projectId?: string
  /**
   * `false` leaves the WalletConnect connector out. With a kit the connector joins the kit's one session (its
   * relay is the kit's `apiUrl`'s); the relay and metadata here serve an adapter used without a kit.
   */
  walletConnect?: AdapterWalletConnectOption
  /** How long `reconnect` waits for a wallet to register itself (ms, default 1000). */
  announceTimeoutMs?: number
}

export type ResolvedAdapterOptions = {
  settings: ResolvedConnectionSettings
  announceTimeoutMs: number
  /** The wallet-standard Solana wallets given in `wallets`. */
  wallets: Wallet[]
  /** WalletConnect used without a kit (the kit's session otherwise), or undefined when left out. */
  walletConnect: WalletConnectHubOptions | undefined
  /** Options that have no effect here, to name on the console. */
  notices: string[]
}

const isWallet = (value: unknown): value is Wallet =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Wallet).name === 'string' &&
  Array.isArray((value as Wallet).chains) &&
  typeof (value as Wallet).features === 'object'

/** Checks the constructor options (a bad one throws INVALID_OPTIONS and nothing is made). */
export function resolveAdapterOptions(options: SolanaAdapterOptions): ResolvedAdapterOptions {
  const fail = (message: string) => new AdapterError('INVALID_OPTIONS', message)
  const settings = resolveConnectionSettings(options.connectionSettings)
  const announceTimeoutMs = options.announceTimeoutMs ?? 1000
  if (!(Number.isFinite(announceTimeoutMs) && announceTimeoutMs >= 0)) {
    throw fail('SolanaAdapter: announceTimeoutMs must be a number of ms')
  }
  if (options.wallets !== undefined && !Array.isArray(options.wallets)) {
    throw fail('SolanaAdapter: wallets must be an array')
  }
  const given = options.wallets ?? []
  const wallets = given.filter(isWallet).filter(isSolanaWallet)
  const notices = settings.ignored.map((name) => `${name} has no effect in Gangway's SolanaAdapter`)
  if (wallets.length < given.length) {
    notices.push(
      `SolanaAdapter: ${given.length - wallets.length} of the given wallets are not wallet-standard Solana wallets and are ignored (wallets register themselves with wallet-standard)`,
    )
  }
  if (options.registerWalletStandard) {
    notices.push('SolanaAdapter: registerWalletStandard has no effect (WalletConnect is the adapter’s own connector)')
  }
  return {
    settings,
    announceTimeoutMs,
    wallets,
    walletConnect: standaloneWalletConnect(options),
    notices,
  }
}
