import type { WebSocket } from 'ws'
import type { Admitted } from './createAdmission.ts'

/** A delivery sent to a socket and not yet acknowledged; `key` is its entry in `Flow.inflight`. */
export type InFlight = { requestId: string; topic: string; hash: string; key: string; attempts: number; nextAt: number }

/**
 * What a socket's deliveries need while any are in flight or waiting. Made on its first delivery and
 * dropped once it is empty at a ping round: most sockets sit idle most of the time, and then hold none.
 */
export class Flow {
  /**
   * Deliveries in flight by message hash — the same message is one delivery per socket. A message with the
   * same hash on another topic (the same bytes published twice) is filed under `topic|hash` instead.
   */
  readonly inflight = new Map<string, InFlight>()
  /** The relay's request id of a delivery → the delivery. */
  readonly byRequestId = new Map<string, InFlight>()
  /** Topics with stored messages that wait for room in the socket's window. */
  readonly backlog = new Set<string>()
  /** Topics whose stored messages are being read for the socket (Redis) → whether to read again when done. */
  readonly pulling = new Map<string, boolean>()
  /** Deliveries filed under `topic|hash` (while none are, a lookup by hash alone is enough). */
  compound = 0

  get empty(): boolean {
    return this.inflight.size === 0 && this.backlog.size === 0 && this.pulling.size === 0
  }
}

/**
 * One admitted relay connection and what the relay tracks for it. A class, so every socket has one shape
 * with its fields in the object itself (10,000 idle sockets are 10,000 of these).
 */
export class RelaySocket {
  /** Subscribed topic → its subscription id. */
  readonly topics = new Map<string, string>()
  /** Deliveries in flight or waiting (none: `undefined`). */
  flow: Flow | undefined = undefined
  /** Earliest `nextAt` of its deliveries in flight (Infinity when none). */
  nextRedeliveryAt = Number.POSITIVE_INFINITY
  /** Requests are handled one after another, in the order they arrived: those waiting for one still running. */
  queue: Promise<void> | undefined = undefined
  queued = 0
  /** Not read: too many requests waiting, or its address over the inbound byte rate until `throttledUntil`. */
  paused = false
  throttledUntil = 0
  alive = true
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

  /** The delivery state, made when first needed. */
  get flowing(): Flow {
    if (!this.flow) this.flow = new Flow()
    return this.flow
  }

  /** The delivery in flight of a message, if any. */
  inFlight(topic: string, hash: string): InFlight | undefined {
    const flow = this.flow
    if (flow === undefined) return undefined
    const entry = flow.inflight.get(hash)
    if (entry !== undefined && entry.topic === topic) return entry
    return flow.compound > 0 ? flow.inflight.get(`${topic}|${hash}`) : undefined
  }

  /** Files a new delivery in flight (under its hash, or `topic|hash` when another topic's has that hash). */
  track(entry: InFlight): void {
    const flow = this.flowing
    if (flow.inflight.has(entry.hash)) {
      entry.key = `${entry.topic}|${entry.hash}`
      flow.compound++
    } else entry.key = entry.hash
    flow.inflight.set(entry.key, entry)
  }

  /** The delivery is done (acknowledged, gone from the mailbox, or its topic unsubscribed). */
  settle(entry: InFlight): void {
    const flow = this.flow
    if (flow === undefined || flow.inflight.get(entry.key) !== entry) return
    flow.inflight.delete(entry.key)
    if (entry.key !== entry.hash) flow.compound--
    flow.byRequestId.delete(entry.requestId)
    if (flow.inflight.size === 0) this.nextRedeliveryAt = Number.POSITIVE_INFINITY
  }
}
