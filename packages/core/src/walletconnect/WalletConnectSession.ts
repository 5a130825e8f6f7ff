import type { ChainNamespace } from '@gangway/protocol'
import { isPairingExpired } from '../actions/pairingExpiry.ts'
import { createWalletConnectProvider, type WalletConnectProvider } from './createWalletConnectProvider.ts'
import { keepWalletConnectLocal } from './keepWalletConnectLocal.ts'
import type { NamespaceProposal, WalletConnectHub } from './WalletConnectHub.ts'
import { walletConnectEvents, walletConnectMethods } from './walletConnectMethods.ts'

type SessionEvent = { params: { event: { name: string; data: unknown }; chainId: string } }

/**
 * One pairing attempt: the wallet is shown its URI (`uri`, from `uriAt`) until it approves, refuses, or the
 * attempt is replaced by a fresh one (`replacedBy`) once its link expired.
 */
type PairingAttempt = {
  done: Promise<void>
  uri?: string
  uriAt?: number
  stale: boolean
  replacedBy?: PairingAttempt
}

/** The pairing topic of a WalletConnect URI (`wc:{topic}@2?…`). */
const pairingTopicOf = (uri: string): string | undefined => /^wc:([0-9a-f]+)@/i.exec(uri)?.[1]

/** A CAIP-10 account's address (`eip155:1:0xabc` → `0xabc`); a bare address stays as it is. */
export const addressOfAccount = (account: string): string => account.split(':').slice(2).join(':') || account

/** A chain as a wallet names it in an event (`1`, `0x1`, `eip155:1`) → its CAIP-2 id in `namespace`. */
function caipChainOf(namespace: ChainNamespace, data: unknown): string {
  const text = String(data)
  const reference = text.includes(':') ? (text.split(':')[1] as string) : text
  return `${namespace}:${namespace === 'eip155' && /^0x/i.test(reference) ? Number(reference) : reference}`
}

/**
 * The kit's one WalletConnect session (loaded by `WalletConnectHub.load`): one `@walletconnect/universal-provider`
 * — ours, on the operator's relay, or the site's own (`universalProvider`) — shared by every namespace. A pairing
 * proposes every participant's namespace in `optionalNamespaces` (as AppKit does: no required namespaces, so a
 * wallet approves what it has), and the approval is announced to every participant; deleting the session ends
 * every namespace at once (SPEC §4). Requests go to the namespace's chain through the same provider.
 */
export class WalletConnectSession {
  readonly provider: WalletConnectProvider
  readonly #hub: WalletConnectHub
  readonly #stops: (() => void)[] = []
  #attempt: PairingAttempt | undefined

  private constructor(hub: WalletConnectHub, provider: WalletConnectProvider) {
    this.#hub = hub
    this.provider = provider
  }

  /** Makes (or takes the site's) universal provider, restores a stored session and listens to it. */
  static async start(hub: WalletConnectHub): Promise<WalletConnectSession> {
    const given = hub.options.provider
    const provider = given ?? (await createWalletConnectProvider(hub.options))
    // the site's provider too answers as WalletConnect's development mode does: no Verify host, no telemetry
    if (given) keepWalletConnectLocal(given.client.core)
    const { onError } = hub.options
    if (given && onError) given.client.core.relayer.on('relayer_error', (error: Error) => onError(error))
    const session = new WalletConnectSession(hub, provider)
    session.#listen()
    hub.remember(provider.session !== undefined)
    return session
  }

  /** Whether a session exists (a wallet approved, and neither side ended it). */
  get active(): boolean {
    return this.provider.session !== undefined
  }

  /** The session's CAIP-10 accounts of a namespace. */
  caipAccounts(namespace: ChainNamespace): string[] {
    return this.provider.session?.namespaces[namespace]?.accounts ?? []
  }

  /** The addresses the wallet approved in a namespace (each once, in the session's order). */
  accounts(namespace: ChainNamespace): string[] {
    return [...new Set(this.caipAccounts(namespace).map(addressOfAccount))]
  }

  /** The CAIP-2 ids the wallet approved in a namespace. */
  approvedChains(namespace: ChainNamespace): string[] {
    const fromAccounts = this.caipAccounts(namespace).map((a) => a.split(':').slice(0, 2).join(':'))
    return [...new Set([...fromAccounts, ...(this.provider.session?.namespaces[namespace]?.chains ?? [])])]
  }

  /** The methods the wallet approved in a namespace. */
  methods(namespace: ChainNamespace): string[] {
    return this.provider.session?.namespaces[namespace]?.methods ?? []
  }

  /** What a pairing proposes: every participant's namespace, as `optionalNamespaces` (AppKit's way). */
  proposal(): Record<string, NamespaceProposal> {
    return Object.fromEntries(
      this.#hub.participants().flatMap((participant) => {
        const proposal = participant.proposal()
        if (!proposal || proposal.chains.length === 0) return []
        const { namespace } = participant
        const full: NamespaceProposal = {
          ...proposal,
          methods: proposal.methods ?? walletConnectMethods(namespace),
          events: proposal.events ?? walletConnectEvents(namespace),
        }
        return [[namespace, full]]
      }),
    )
  }

  /**
   * One pairing for every namespace (a second caller meanwhile shares it): the wallet sees the site's whole
   * proposal once. A session that lacks a namespace being connected now is replaced (ended first, then
   * proposed again with everything). Under `manualWCControl` the site pairs: this waits for its session.
   * Resolves once approved; every participant but `initiator` hears `approved`.
   *
   * The link is reused until it expires (SPEC §9: 4 minutes, counted as expired within 10 s of the end — the
   * dialog's QR refresh asks again then): a call after that abandons the stale proposal — expired in the sign
   * client, its pairing deleted, so a wallet approving the old link connects nothing — and proposes afresh with
   * a new URI; whoever waited on the stale attempt follows the fresh one.
   */
  async pair(initiator?: ChainNamespace): Promise<void> {
    let attempt = this.#attempt
    if (!attempt || attempt.stale) attempt = this.#start(initiator)
    else if (this.#expired(attempt)) {
      const fresh = this.#start(initiator)
      this.#abandon(attempt, fresh)
      attempt = fresh
    }
    for (;;) {
      try {
        return await attempt.done
      } catch (error) {
        if (!attempt.replacedBy) throw error
        attempt = attempt.replacedBy
      }
    }
  }

  #start(initiator: ChainNamespace | undefined): PairingAttempt {
    const attempt: PairingAttempt = { done: Promise.resolve(), stale: false }
    this.#attempt = attempt
    attempt.done = (async () => {
      try {
        if (this.#hub.options.manual) {
          await this.#nextSession()
        } else {
          if (this.active) await this.disconnect()
          await this.provider.connect({ optionalNamespaces: this.proposal() })
        }
        this.#hub.remember(true)
        for (const participant of this.#hub.participants()) {
          if (participant.namespace !== initiator) participant.sessionChanged('approved')
        }
      } finally {
        if (this.#attempt === attempt) this.#attempt = undefined
      }
    })()
    return attempt
  }

  /** Whether an attempt's link is past its 4 minutes (the site's own pairing, `manualWCControl`, never is). */
  #expired(attempt: PairingAttempt): boolean {
    return !this.#hub.options.manual && attempt.uriAt !== undefined && isPairingExpired(attempt.uriAt)
  }

  /**
   * Gives up a stale attempt for `fresh`: its proposal expires in the sign client (its approval rejects, and
   * a late answer of the wallet is never read) and its pairing is deleted (the relay topic left) — the sign
   * client's own expiry path, taken now rather than at WalletConnect's 5 minutes.
   */
  #abandon(attempt: PairingAttempt, fresh: PairingAttempt): void {
    attempt.stale = true
    attempt.replacedBy = fresh
    const topic = attempt.uri ? pairingTopicOf(attempt.uri) : undefined
    if (!topic) return
    const { client } = this.provider
    for (const proposal of client.proposal.getAll().filter((p) => p.pairingTopic === topic)) {
      client.core.expirer.set(proposal.id, 0)
    }
    if (client.core.pairing.pairings.keys.includes(topic)) client.core.expirer.set(topic, 0)
  }

  /** A request to the wallet on a chain of the session (CAIP-2 id). */
  request<T>(args: { method: string; params?: unknown }, chain: string): Promise<T> {
    return this.provider.request<T>(args as { method: string; params: never }, chain)
  }

  /** Makes `chain` (CAIP-2) the namespace's default for the provider's own requests and reads. */
  setDefaultChain(chain: string): void {
    if (this.active) this.provider.setDefaultChain(chain)
  }

  /**
   * Ends the session for every namespace (SPEC §4: disconnecting the pairing connector disconnects all): the
   * wallet is told, and every participant but `from` (which ends its own) hears `deleted`.
   */
  async disconnect(from?: ChainNamespace): Promise<void> {
    this.#hub.remember(false)
    if (!this.active) return
    await this.provider.disconnect().catch(() => undefined)
    for (const participant of this.#hub.participants()) {
      if (participant.namespace !== from) participant.sessionChanged('deleted')
    }
  }

  destroy(): void {
    for (const stop of this.#stops.splice(0)) stop()
  }

  /** The next session the provider connects (the site's own `provider.connect`, `manualWCControl`). */
  #nextSession(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        this.provider.removeListener('connect', done)
        resolve()
      }
      this.provider.on('connect', done)
    })
  }

  #listen(): void {
    const on = (event: string, listener: (...args: never[]) => void) => {
      this.provider.on(event, listener)
      this.#stops.push(() => this.provider.removeListener(event, listener))
    }
    const participants = () => this.#hub.participants()
    on('display_uri', (uri: string) => {
      const attempt = this.#attempt
      if (attempt && !attempt.uri) Object.assign(attempt, { uri, uriAt: Date.now() })
      for (const participant of participants()) participant.pairingUri(uri)
    })
    on('session_delete', () => {
      this.#hub.remember(false)
      for (const participant of participants()) participant.sessionChanged('deleted')
    })
    on('session_update', () => {
      for (const participant of participants()) participant.sessionChanged('updated')
    })
    on('session_event', ({ params }: SessionEvent) => {
      const namespace = params.chainId.split(':')[0] as ChainNamespace
      const participant = this.#hub.participant(namespace)
      if (!participant) return
      if (params.event.name === 'chainChanged') participant.chainChanged(caipChainOf(namespace, params.event.data))
      else if (params.event.name === 'accountsChanged' && Array.isArray(params.event.data)) {
        participant.accountsChanged([...new Set((params.event.data as string[]).map(addressOfAccount))])
      }
    })
    if (this.#hub.options.manual) {
      // the site pairs itself: a session it makes connects every namespace the wallet approved
      on('connect', () => {
        if (this.#attempt) return // pair() announces it
        this.#hub.remember(true)
        for (const participant of participants()) participant.sessionChanged('approved')
      })
    }
  }
}
