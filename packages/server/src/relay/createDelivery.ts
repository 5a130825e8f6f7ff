import { createHash } from 'node:crypto'
import type { Outbox } from './createOutbox.ts'
import type { Mailbox, StoredMessage } from './Mailbox.ts'
import { MAX_REDELIVERY_BACKOFF_MS, RelayClose, type RelayLimits } from './RelayLimits.ts'
import { deliveryKey, type InFlight, type RelaySocket } from './RelaySocket.ts'

/** What the relay reports as it goes (`gangway_relay_*` metrics): stored publishes, first sends and resends. */
export type RelayObserver = { published(): void; delivered(): void; redelivered(): void }

/** Subscription id of a client on a topic (SPEC: sha256 of topic + client id). */
export const subscriptionId = (topic: string, clientId: string) =>
  createHash('sha256')
    .update(topic + clientId)
    .digest('hex')

/**
 * Pushes stored messages to subscribed sockets (`irn_subscription`) with flow control and bounded
 * redelivery: a socket has at most `maxUnackedPerSocket` deliveries unacknowledged and at most
 * `maxBufferedBytes` queued — further messages wait in the mailbox and follow as it acknowledges; an
 * unacknowledged delivery is sent again after `redeliverAfterMs`, then twice as long each time (up to a
 * minute), at most `maxDeliveryAttempts` times — then the socket is closed (1008); one process resends at
 * most `redeliveriesPerSecond`.
 */
export function createDelivery({
  mailbox,
  limits,
  now,
  outbox,
  observer,
}: {
  mailbox: Mailbox
  limits: RelayLimits
  now: () => number
  outbox: Outbox
  /** Hears each first send and each resend (the server's metrics). */
  observer?: RelayObserver | undefined
}) {
  let nextId = Date.now() * 1000
  let budget = 0
  let budgetSecond = -1

  const hasRoom = (s: RelaySocket) =>
    !s.closed && s.inflight.size < limits.maxUnackedPerSocket && s.ws.bufferedAmount < limits.maxBufferedBytes

  const transmit = (s: RelaySocket, m: StoredMessage, entry: InFlight) => {
    s.byRequestId.delete(entry.requestId)
    entry.requestId = String(++nextId)
    s.byRequestId.set(entry.requestId, deliveryKey(m.topic, m.hash))
    entry.attempts++
    if (entry.attempts === 1) observer?.delivered()
    else observer?.redelivered()
    entry.nextAt = now() + Math.min(limits.redeliverAfterMs * 2 ** (entry.attempts - 1), MAX_REDELIVERY_BACKOFF_MS)
    s.nextRedeliveryAt = Math.min(s.nextRedeliveryAt, entry.nextAt)
    // topic and subscription id are [A-Za-z0-9_-] and hex, numbers are numbers: only the texts need quoting
    const id = s.topics.get(m.topic) ?? subscriptionId(m.topic, s.clientId)
    const attestation = m.attestation ? `,"attestation":${JSON.stringify(m.attestation)}` : ''
    outbox.send(
      s.ws,
      `{"id":${entry.requestId},"jsonrpc":"2.0","method":"irn_subscription","params":{"id":"${id}","data":{"topic":"${m.topic}","message":${JSON.stringify(m.message)},"publishedAt":${m.publishedAt},"tag":${m.tag}${attestation}}}}`,
    )
  }

  /** Sends a message to a socket subscribed to its topic; answers false when it must wait for room. */
  const offer = (s: RelaySocket, m: StoredMessage): boolean => {
    if (s.closed || !s.topics.has(m.topic) || m.publisher === s.clientId) return true
    const key = deliveryKey(m.topic, m.hash)
    if (s.inflight.has(key)) return true
    if (!hasRoom(s)) {
      s.backlog.add(m.topic)
      return false
    }
    const entry: InFlight = { requestId: '', topic: m.topic, hash: m.hash, attempts: 0, nextAt: 0 }
    s.inflight.set(key, entry)
    transmit(s, m, entry)
    return true
  }

  /** Sends what the mailbox holds for the socket on a topic, as far as its window has room. */
  const pull = async (s: RelaySocket, topic: string) => {
    while (!s.closed && s.topics.has(topic)) {
      if (!hasRoom(s)) {
        s.backlog.add(topic)
        return
      }
      s.backlog.delete(topic)
      const limit = limits.maxUnackedPerSocket - s.inflight.size + 1
      const messages = await mailbox.pending(topic, s.clientId, now(), {
        limit,
        skip: (hash) => s.inflight.has(deliveryKey(topic, hash)),
      })
      for (const m of messages) if (!offer(s, m)) return
      // a full page all sent (acks made room meanwhile): there may be more
      if (messages.length < limit) return
    }
  }
  /** One read of a topic per socket at a time, so a message is not read twice around an acknowledgement. */
  const deliverPending = async (s: RelaySocket, topic: string) => {
    if (s.pulling.has(topic)) {
      s.pullAgain.add(topic)
      return
    }
    s.pulling.add(topic)
    try {
      do {
        s.pullAgain.delete(topic)
        await pull(s, topic)
      } while (s.pullAgain.has(topic))
    } finally {
      s.pulling.delete(topic)
    }
  }

  /** Topics waiting for room get it as far as there is room. */
  const refill = (s: RelaySocket) => {
    let room = limits.maxUnackedPerSocket - s.inflight.size
    for (const topic of [...s.backlog]) {
      if (room-- <= 0 || !hasRoom(s)) return
      void deliverPending(s, topic)
    }
  }

  const settle = (s: RelaySocket, entry: InFlight) => {
    s.inflight.delete(deliveryKey(entry.topic, entry.hash))
    s.byRequestId.delete(entry.requestId)
  }

  return {
    offer,
    deliverPending,
    /** The socket answered a delivery: remembered as acknowledged, and the window moves on. */
    async acknowledge(s: RelaySocket, requestId: string) {
      const key = s.byRequestId.get(requestId)
      const entry = key === undefined ? undefined : s.inflight.get(key)
      if (!entry) return
      // still in flight while the mailbox drops it: a read of the topic meanwhile skips it
      await mailbox.ack(entry.topic, entry.hash, s.clientId)
      settle(s, entry)
      refill(s)
    },
    /** Forgets a topic's deliveries when the socket unsubscribes. */
    forget(s: RelaySocket, topic: string) {
      s.backlog.delete(topic)
      for (const entry of [...s.inflight.values()]) if (entry.topic === topic) settle(s, entry)
    },
    /** Once a second: resends what is due (within the budget), refills windows, closes sockets that never ack. */
    async tick(sockets: Iterable<RelaySocket>) {
      const t = now()
      const second = Math.floor(t / 1000)
      if (second !== budgetSecond) {
        budgetSecond = second
        budget = limits.redeliveriesPerSecond
      }
      const due: [RelaySocket, InFlight][] = []
      for (const s of sockets) {
        if (s.closed) continue
        if (s.backlog.size > 0) refill(s)
        if (s.nextRedeliveryAt > t) continue
        let next = Number.POSITIVE_INFINITY
        for (const entry of s.inflight.values()) {
          if (entry.nextAt > t) {
            next = Math.min(next, entry.nextAt)
          } else if (entry.attempts >= limits.maxDeliveryAttempts) {
            s.closed = true
            s.ws.close(RelayClose.POLICY, 'deliveries not acknowledged')
            break
          } else if (budget > 0) {
            budget--
            entry.nextAt = t + limits.redeliverAfterMs
            next = Math.min(next, entry.nextAt)
            due.push([s, entry])
          } else {
            next = Math.min(next, t + 1000)
          }
        }
        s.nextRedeliveryAt = next
      }
      await Promise.all(
        due.map(async ([s, entry]) => {
          const m = await mailbox.get(entry.topic, entry.hash)
          if (s.closed || s.inflight.get(deliveryKey(entry.topic, entry.hash)) !== entry) return
          if (m) return transmit(s, m, entry)
          settle(s, entry)
          refill(s)
        }),
      )
    },
  }
}
export type Delivery = ReturnType<typeof createDelivery>
