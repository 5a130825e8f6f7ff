import { createHash } from 'node:crypto'
import type { Limiter } from '../limits/createLimits.ts'
import type { Delivery } from './createDelivery.ts'
import type { Charge, Mailbox, StoredMessage } from './Mailbox.ts'
import { MAX_FETCHED_MESSAGES, RelayErrorCode, type RelayLimits } from './RelayLimits.ts'
import type { RelaySocket } from './RelaySocket.ts'
import { listParam, numberParam, type PublishParams, publishParams, RelayError, topicParam } from './relayParams.ts'

/** `later` runs after the answer is sent: publishers hear back before subscribers get the message. */
export type RelayMethod = (
  s: RelaySocket,
  params: Record<string, unknown>,
  later: (fn: () => void) => void,
) => Promise<unknown>

export type RelayRates = { publish: Limiter; publishIp: Limiter; request: Limiter }

type Deps = {
  mailbox: Mailbox
  limits: RelayLimits
  now: () => number
  delivery: Delivery
  rates: RelayRates
  subscribe(s: RelaySocket, topic: string): string
  unsubscribe(s: RelaySocket, topic: string): void
  /** Hands a stored message to local subscribers and to the other nodes. */
  distribute(m: StoredMessage): void
}

/**
 * The relay's JSON-RPC methods in a Map (a method name can only reach these, never `Object.prototype`).
 * Publishing methods count against the publish rates (per client id and per address), the others against
 * the request rate per client id.
 */
export function createRelayMethods(deps: Deps): Map<string, RelayMethod> {
  const { mailbox, limits, now, delivery, rates } = deps

  const check = async (limiter: Limiter, key: string, points: number, what: string) => {
    const answer = await limiter.consume(key, points)
    if (!answer.ok) {
      throw new RelayError(RelayErrorCode.LIMIT, `${what} (try again in ${answer.retryAfterSeconds} s)`)
    }
  }
  const request = (s: RelaySocket) =>
    check(rates.request, s.clientId, 1, `Request rate limit reached (${limits.requestsPerSecond} per second)`)

  const refusal = (key: string) =>
    key === 'mailbox'
      ? 'Relay storage is full, try again later'
      : key.startsWith('client:')
        ? `Storage quota reached for this client (${limits.clientMaxBytes} bytes until its messages expire)`
        : `Storage quota reached for this address (${limits.ipMaxBytes} bytes until its messages expire)`

  /** Counts the publishes against the rates, then stores each; delivery follows the answer. */
  const publish = async (s: RelaySocket, list: PublishParams[], later: (fn: () => void) => void) => {
    await Promise.all([
      check(
        rates.publish,
        s.clientId,
        list.length,
        `Publish rate limit reached (${limits.publishesPerSecond} per second)`,
      ),
      check(
        rates.publishIp,
        s.ip,
        list.length,
        `Publish rate limit reached for this address (${limits.publishesPerSecondPerIp} per second)`,
      ),
    ])
    for (const p of list) {
      const t = now()
      const ttl = Math.min(Math.max(p.ttl, limits.minTtlSeconds), limits.maxTtlSeconds)
      const stored: StoredMessage = {
        topic: p.topic,
        message: p.message,
        publishedAt: t,
        tag: p.tag,
        expiresAt: t + ttl * 1000,
        hash: createHash('sha256').update(p.message).digest('hex'),
        publisher: s.clientId,
        ...(p.attestation ? { attestation: p.attestation } : {}),
      }
      const charges: Charge[] = [
        { key: 'mailbox', limit: limits.mailboxMaxBytes },
        { key: `client:${s.clientId}`, limit: limits.clientMaxBytes },
        { key: `ip:${s.ip}`, limit: limits.ipMaxBytes },
      ]
      const result = await mailbox.put(stored, charges)
      if (result.kind === 'refused') throw new RelayError(RelayErrorCode.LIMIT, refusal(result.key))
      if (result.kind === 'stored') later(() => deps.distribute(stored))
    }
  }

  const fetchMessages = async (s: RelaySocket, topics: string[]) => {
    const messages: Record<string, unknown>[] = []
    let hasMore = false
    for (const topic of topics) {
      const room = MAX_FETCHED_MESSAGES - messages.length
      const found = await mailbox.pending(topic, s.clientId, now(), { limit: room + 1 })
      if (found.length > room) hasMore = true
      for (const m of found.slice(0, room)) {
        await mailbox.ack(topic, m.hash, s.clientId)
        messages.push({
          topic,
          message: m.message,
          publishedAt: m.publishedAt,
          tag: m.tag,
          ...(m.attestation ? { attestation: m.attestation } : {}),
        })
      }
      if (hasMore) break
    }
    return { messages, hasMore }
  }

  return new Map<string, RelayMethod>([
    [
      'irn_subscribe',
      async (s, params) => {
        await request(s)
        const topic = topicParam(params.topic)
        const id = deps.subscribe(s, topic)
        queueMicrotask(() => void delivery.deliverPending(s, topic))
        return id
      },
    ],
    [
      'irn_batchSubscribe',
      async (s, params) => {
        await request(s)
        const topics = listParam(params.topics, 'topics').map(topicParam)
        const ids = topics.map((topic) => deps.subscribe(s, topic))
        queueMicrotask(() => {
          for (const topic of topics) void delivery.deliverPending(s, topic)
        })
        return ids
      },
    ],
    [
      'irn_unsubscribe',
      async (s, params) => {
        await request(s)
        deps.unsubscribe(s, topicParam(params.topic))
        return true
      },
    ],
    [
      'irn_batchUnsubscribe',
      async (s, params) => {
        await request(s)
        for (const sub of listParam(params.subscriptions, 'subscriptions')) {
          deps.unsubscribe(s, topicParam((sub as { topic?: unknown } | null)?.topic))
        }
        return true
      },
    ],
    [
      'irn_publish',
      async (s, params, later) => {
        await publish(s, [publishParams(params, limits)], later)
        return true
      },
    ],
    [
      'irn_batchPublish',
      async (s, params, later) => {
        const list = listParam(params.messages, 'messages', limits.publishesPerSecond)
        await publish(
          s,
          list.map((m) => publishParams((m ?? {}) as Record<string, unknown>, limits)),
          later,
        )
        return true
      },
    ],
    [
      'irn_fetchMessages',
      async (s, params) => {
        await request(s)
        return fetchMessages(s, [topicParam(params.topic)])
      },
    ],
    [
      'irn_batchFetchMessages',
      async (s, params) => {
        await request(s)
        return fetchMessages(s, listParam(params.topics, 'topics').map(topicParam))
      },
    ],
    [
      'wc_proposeSession',
      async (s, params, later) => {
        const pairingTopic = topicParam(params.pairingTopic)
        const proposal = publishParams({ ...params, topic: pairingTopic, message: params.sessionProposal }, limits)
        deps.subscribe(s, pairingTopic)
        await publish(s, [{ ...proposal, tag: numberParam(params.tag, 1100) }], later)
        return true
      },
    ],
    [
      'wc_approveSession',
      async (s, params, later) => {
        const sessionTopic = topicParam(params.sessionTopic)
        const pairingTopic = topicParam(params.pairingTopic)
        const base = { ttl: params.ttl }
        const response = publishParams(
          { ...base, topic: pairingTopic, message: params.sessionProposalResponse },
          limits,
        )
        const settle = publishParams({ ...base, topic: sessionTopic, message: params.sessionSettlementRequest }, limits)
        deps.subscribe(s, sessionTopic)
        await publish(
          s,
          [
            { ...response, tag: 1101 },
            { ...settle, tag: 1102 },
          ],
          later,
        )
        return true
      },
    ],
  ])
}
