import type { WebSocket } from 'ws'
import type { Admitted } from './createAdmission.ts'
import type { Charge } from './Mailbox.ts'

/** A delivery sent to a socket and not yet acknowledged. */
export type InFlight = { requestId: string; topic: string; hash: string; attempts: number; nextAt: number }

/**
 * One admitted relay connection and what the relay tracks for it. A class, so every socket has one shape
 * with its fields in the object itself (10,000 idle sockets are 10,000 of these).
 */
export class RelaySocket {
  /** Subscribed topic → its subscription id. */
  readonly topics = new Map<string, string>()
  /**
   * Deliveries not yet acknowledged, oldest first: at most `maxUnackedPerSocket`, most of the time none or
   * one — a list searched from the front costs less than maps that grow and shrink with every message.
   */
  readonly inflight: InFlight[] = []
  /** Topics with stored messages that wait for room in the socket's window (made when first needed). */
  backlog: Set<string> | undefined = undefined
  /** Topics whose stored messages are being read for the socket (Redis) → whether to read again when done. */
  pulling: Map<string, boolean> | undefined = undefined
  /** The byte budgets its publishes count against (mailbox, client id, address): made at its first publish. */
  charges: readonly Charge[] | undefined = undefined
  /** Earliest `nextAt` of its deliveries in flight (Infinity when none). */
  nextRedeliveryAt = Number.POSITIVE_INFINITY
  /** Requests are handled one after another, in the order they arrived: those waiting for one still running. */
  queue: Promise<void> | undefined = undefined
  queued = 0
  /** Not read: too many requests waiting, or its address over the inbound byte rate until `throttledUntil`. */
  paused = false
  throttledUntil = 0
  alive = true
  /**
   * When the relay last pinged it (`performance.now()`, ms) — at first, when it connected: a socket that has
   * just opened is known to be there, so its first ping comes a pass later, not in the pass under way.
   */
  pingedAt = performance.now()
  closed = false
  /** Unique per socket (connection caps count these). */
  readonly id: string
  readonly clientId: string
  readonly projectId: string
  /** Address key for per-address limits (IPv6: its /64). */
  readonly ip: string
  /** Its budget and cap keys (`ip:<address>`, `client:<id>`), made once at admission. */
  readonly ipKey: string
  readonly clientKey: string

  constructor(
    readonly ws: WebSocket,
    admitted: Admitted,
  ) {
    this.id = admitted.id
    this.clientId = admitted.clientId
    this.projectId = admitted.projectId
    this.ip = admitted.ip
    this.ipKey = admitted.ipKey
    this.clientKey = admitted.clientKey
  }

  /** The delivery in flight of a message, if any. */
  inFlight(topic: string, hash: string): InFlight | undefined {
    for (const entry of this.inflight) if (entry.hash === hash && entry.topic === topic) return entry
    return undefined
  }

  /** The delivery a request id of the relay's was sent as, if still in flight. */
  sentAs(requestId: string): InFlight | undefined {
    for (const entry of this.inflight) if (entry.requestId === requestId) return entry
    return undefined
  }

  /** The delivery is done (acknowledged, gone from the mailbox, or its topic unsubscribed). */
  settle(entry: InFlight): void {
    const list = this.inflight
    const i = list.indexOf(entry)
    if (i < 0) return
    // moved up by hand and popped: no array made for what `splice` would answer
    for (let j = i; j < list.length - 1; j++) list[j] = list[j + 1] as InFlight
    list.pop()
    if (list.length === 0) this.nextRedeliveryAt = Number.POSITIVE_INFINITY
  }

  /** Lets go of what only waiting deliveries need, when none wait (a quiet socket holds none of it). */
  release(): void {
    if (this.backlog?.size === 0) this.backlog = undefined
    if (this.pulling?.size === 0) this.pulling = undefined
  }
}
