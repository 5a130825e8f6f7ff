import type { WebSocket } from 'ws'

/** A delivery sent to a socket and not yet acknowledged. */
export type InFlight = { requestId: string; topic: string; hash: string; attempts: number; nextAt: number }

/** One admitted relay connection and what the relay tracks for it. */
export type RelaySocket = {
  /** Unique per socket (connection caps count these). */
  id: string
  ws: WebSocket
  clientId: string
  projectId: string
  /** Address key for per-address limits (IPv6: its /64). */
  ip: string
  /** Subscribed topic → its subscription id. */
  topics: Map<string, string>
  /** `topic|hash` → the delivery in flight. */
  inflight: Map<string, InFlight>
  /** The relay's request id of a delivery → its `topic|hash`. */
  byRequestId: Map<string, string>
  /** Topics with stored messages that wait for room in the socket's window. */
  backlog: Set<string>
  /** Topics whose stored messages are being read for the socket (one read at a time per topic)… */
  pulling: Set<string>
  /** …and those to read again when it is done. */
  pullAgain: Set<string>
  /** Earliest `nextAt` of its deliveries in flight (Infinity when none). */
  nextRedeliveryAt: number
  /** Requests are handled one after another, in the order they arrived. */
  queue: Promise<void>
  queued: number
  /** Not read: too many requests waiting, or its address over the inbound byte rate until `throttledUntil`. */
  paused: boolean
  throttledUntil: number
  alive: boolean
  closed: boolean
}

export const deliveryKey = (topic: string, hash: string) => `${topic}|${hash}`
