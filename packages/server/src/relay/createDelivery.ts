import type { Outbox } from './createOutbox.ts'
import { isPending, type Mailbox, type StoredMessage } from './Mailbox.ts'
import { MAX_REDELIVERY_BACKOFF_MS, RelayClose, type RelayLimits } from './RelayLimits.ts'
import type { InFlight, RelaySocket } from './RelaySocket.ts'
import { sha256Hex } from './sha256Hex.ts'

/** What the relay reports as it goes (`gangway_relay_*` metrics): stored publishes, first sends and resends. */
export type RelayObserver = { published(): void; delivered(): void; redelivered(): void }

/** Subscription id of a client on a topic (SPEC: sha256 of topic + client id). */
export const subscriptionId = (topic: string, clientId: string) => sha256Hex(topic + clientId)

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
    !s.closed && s.inflight.length < limits.maxUnackedPerSocket && s.ws.bufferedAmount < limits.maxBufferedBytes
  const waitForRoom = (s: RelaySocket, topic: string) => {
    if (s.backlog) s.backlog.add(topic)
    else s.backlog = new Set([topic])
  }

  const transmit = (s: RelaySocket, m: StoredMessage, entry: InFlight) => {
    entry.requestId = String(++nextId)
    entry.attempts++
    if (entry.attempts === 1) observer?.delivered()
    else observer?.redelivered()
    entry.nextAt = now() + Math.min(limits.redeliverAfterMs * 2 ** (entry.attempts - 1), MAX_REDELIVERY_BACKOFF_MS)
    if (entry.nextAt < s.nextRedeliveryAt) s.nextRedeliveryAt = entry.nextAt
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
    if (s.inFlight(m.topic, m.hash)) return true
    if (!hasRoom(s)) {
      waitForRoom(s, m.topic)
      return false
    }
    const entry: InFlight = { requestId: '', topic: m.topic, hash: m.hash, attempts: 0, nextAt: 0 }
    s.inflight.push(entry)
    transmit(s, m, entry)
    return true
  }

  /** Offers a page of stored messages; true when all went and the page was full (there may be more). */
  const offerPage = (s: RelaySocket, messages: StoredMessage[], limit: number) => {
    for (const m of messages) if (!offer(s, m)) return false
    return messages.length >= limit
  }

  /** Sends what the mailbox holds for the socket on a topic, as far as its window has room (a promise while Redis reads). */
  const pull = (s: RelaySocket, topic: string): Promise<void> | undefined => {
    while (!s.closed && s.topics.has(topic)) {
      if (!hasRoom(s)) {
        waitForRoom(s, topic)
        return
      }
      s.backlog?.delete(topic)
      const limit = limits.maxUnackedPerSocket - s.inflight.length + 1
      const found = mailbox.pending(topic, s.clientId, now(), {
        limit,
        skip: (hash) => s.inFlight(topic, hash) !== undefined,
      })
      if (isPending(found))
        return found.then((messages) => (offerPage(s, messages, limit) ? pull(s, topic) : undefined))
      if (!offerPage(s, found, limit)) return
    }
  }
  /**
   * One read of a topic per socket at a time, so a message is not read twice around an acknowledgement (a
   * memory mailbox reads at once, so only Redis reads can overlap).
   */
  const deliverPending = (s: RelaySocket, topic: string): Promise<void> | undefined => {
    const pulling = s.pulling
    if (pulling?.has(topic)) {
      pulling.set(topic, true)
      return
    }
    const reading = pull(s, topic)
    return reading && keepPulling(s, topic, reading)
  }
  const keepPulling = async (s: RelaySocket, topic: string, reading: Promise<void>) => {
    const pulling = s.pulling ?? new Map<string, boolean>()
    s.pulling = pulling
    pulling.set(topic, false)
    try {
      await reading
      while (pulling.get(topic)) {
        pulling.set(topic, false)
        await pull(s, topic)
      }
    } finally {
      pulling.delete(topic)
    }
  }

  /** Topics waiting for room get it as far as there is room. */
  const refill = (s: RelaySocket) => {
    const backlog = s.backlog
    if (!backlog || backlog.size === 0) return
    let room = limits.maxUnackedPerSocket - s.inflight.length
    for (const topic of [...backlog]) {
      if (room-- <= 0 || !hasRoom(s)) return
      void deliverPending(s, topic)
    }
  }

  const done = (s: RelaySocket, entry: InFlight) => {
    s.settle(entry)
    refill(s)
  }

  return {
    offer,
    deliverPending,
    /** The socket answered a delivery: remembered as acknowledged, and the window moves on. */
    acknowledge(s: RelaySocket, requestId: string): Promise<void> | undefined {
      const entry = s.sentAs(requestId)
      if (!entry) return
      // still in flight while the mailbox drops it: a read of the topic meanwhile skips it
      const acked = mailbox.ack(entry.topic, entry.hash, s.clientId)
      if (isPending(acked)) return acked.then(() => done(s, entry))
      done(s, entry)
    },
    /** Forgets a topic's deliveries when the socket unsubscribes. */
    forget(s: RelaySocket, topic: string) {
      s.backlog?.delete(topic)
      for (const entry of [...s.inflight]) if (entry.topic === topic) s.settle(entry)
    },
    /** Every tick: resends what is due (within the budget), refills windows, closes sockets that never ack. */
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
        if (s.backlog && s.backlog.size > 0) refill(s)
        if (s.nextRedeliveryAt > t) continue
        let next = Number.POSITIVE_INFINITY
        for (const entry of s.inflight) {
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
          if (s.closed || s.inFlight(entry.topic, entry.hash) !== entry) return
          if (m) return transmit(s, m, entry)
          done(s, entry)
        }),
      )
    },
  }
}
export type Delivery = ReturnType<typeof createDelivery>
