import type { ChainNamespace } from '@gangway/protocol'
import type { Metadata } from '../options/KitOptions.ts'
import { pageLocalStorage } from '../storage/pageLocalStorage.ts'
import type { WalletConnectProvider } from './createWalletConnectProvider.ts'
import type { WalletConnectSession } from './WalletConnectSession.ts'

export type WalletConnectHubOptions = {
  projectId: string
  /** The operator's relay (`ws(s)://…/relay` of the Gangway server). */
  relayUrl: string
  metadata?: Metadata | undefined
  /** The site's own initialised `UniversalProvider` (AppKit's `universalProvider` option), used instead of ours. */
  provider?: WalletConnectProvider | undefined
  /**
   * AppKit's `manualWCControl`: the site calls `provider.connect(…)` itself (the universal connector does); a
   * connect through the dialog waits for that session instead of proposing one.
   */
  manual?: boolean | undefined
  /**
   * The relay's refusals (WalletConnect's `relayer_error`: "Project not found", "Unauthorized: origin not
   * allowed" …) — the kit's provider alerts, once per kind (SPEC §8).
   */
  onError?: ((error: Error) => void) | undefined
}

/** What a namespace asks for in the session proposal (WalletConnect's `Namespace` of `optionalNamespaces`). */
export type NamespaceProposal = {
  chains: string[]
  methods: string[]
  events: string[]
  rpcMap?: Record<string, string>
}

/**
 * What a participant proposes for its namespace: a `NamespaceProposal` whose `methods` and `events` may be left
 * out — the session (loaded with the first pairing) fills in AppKit's lists for the namespace then, so the
 * lists are not in a page that never pairs.
 */
export type ParticipantProposal = Omit<NamespaceProposal, 'methods' | 'events'> & {
  methods?: string[] | undefined
  events?: string[] | undefined
}

/** Why a participant hears from the session: it was approved, restored, updated or deleted. */
export type SessionChange = 'approved' | 'restored' | 'updated' | 'deleted'

/**
 * One namespace taking part in the kit's WalletConnect session — a chain adapter's WalletConnect connector, or
 * the universal adapter of a namespace without one. The session calls these when the wallet side changes.
 */
export interface WalletConnectParticipant {
  readonly namespace: ChainNamespace
  /** What the session proposal asks for this namespace (undefined: not proposed, e.g. no network of it). */
  proposal(): ParticipantProposal | undefined
  /** The session's part for this namespace changed: read its accounts again (none after `deleted`). */
  sessionChanged(change: SessionChange): void
  /** The wallet moved this namespace to another chain (CAIP-2 id). */
  chainChanged(caipNetworkId: string): void
  /** The wallet's accounts of this namespace changed (addresses, without the CAIP-10 prefix). */
  accountsChanged(addresses: string[]): void
  /** A new pairing URI for the QR code and deep links. */
  pairingUri(uri: string): void
}

/** The session's chunk (module level: tsc leaves `.ts` specifiers inside class methods unrewritten). */
const loadSession = () => import('./WalletConnectSession.ts')

/** Set while a WalletConnect session exists, so a page without one never loads WalletConnect's code. */
export const WALLET_CONNECT_SESSION_FLAG = 'gangway:walletconnect:session'

/**
 * The owner of ONE WalletConnect session (DESIGN: core owns the one universal provider). Every namespace joins
 * it — each adapter's WalletConnect connector and the universal adapters — so a pairing proposes all of them
 * at once and the wallet's one approval connects each namespace it approved. `createKit` makes one per kit and
 * hands it to every adapter in `setup`; an adapter used without a kit makes its own. This part is what a page
 * pays for up front: the session itself (`WalletConnectSession`, with `@walletconnect/universal-provider`) is
 * loaded on the first connect, or on the reconnect of a session made before.
 */
export class WalletConnectHub {
  readonly options: WalletConnectHubOptions
  readonly #participants = new Map<ChainNamespace, WalletConnectParticipant>()
  #loading: Promise<WalletConnectSession> | undefined
  /** The session once loaded (its provider may hold no session yet). */
  session: WalletConnectSession | undefined

  constructor(options: WalletConnectHubOptions) {
    this.options = options
  }

  /** A namespace joins (a later participant of the same namespace replaces the earlier one). */
  join(participant: WalletConnectParticipant): void {
    this.#participants.set(participant.namespace, participant)
  }

  leave(participant: WalletConnectParticipant): void {
    if (this.#participants.get(participant.namespace) === participant) this.#participants.delete(participant.namespace)
  }

  participants(): WalletConnectParticipant[] {
    return [...this.#participants.values()]
  }

  participant(namespace: ChainNamespace): WalletConnectParticipant | undefined {
    return this.#participants.get(namespace)
  }

  /** Whether a session may exist to restore: one was made in this browser, or the site gave its own provider. */
  get remembered(): boolean {
    return this.options.provider !== undefined || pageLocalStorage()?.getItem(WALLET_CONNECT_SESSION_FLAG) === '1'
  }

  /** Notes (or forgets) that a session exists, for `remembered` after a reload. */
  remember(on: boolean): void {
    const storage = pageLocalStorage()
    if (on) storage?.setItem(WALLET_CONNECT_SESSION_FLAG, '1')
    else storage?.removeItem(WALLET_CONNECT_SESSION_FLAG)
  }

  /** The session, loaded and started on first use (a failed start may be tried again). */
  load(): Promise<WalletConnectSession> {
    this.#loading ??= loadSession()
      .then(({ WalletConnectSession }) => WalletConnectSession.start(this))
      .then(
        (session) => {
          this.session = session
          return session
        },
        (error: unknown) => {
          this.#loading = undefined
          throw error
        },
      )
    return this.#loading
  }

  /** Stops listening to WalletConnect (the session itself stays, for the next page). */
  destroy(): void {
    this.session?.destroy()
  }
}
