import type { Limiter } from '../limits/createLimits.ts'
import { type Answer, type Charge, isPending, type Mailbox, type PutResult, type StoredMessage } from './Mailbox.ts'
import { MAX_FETCHED_MESSAGES, RelayErrorCode, type RelayLimits } from './RelayLimits.ts'
import type { RelaySocket } from './RelaySocket.ts'
import { listParam, numberParam, type PublishParams, publishParams, RelayError, topicParam } from './relayParams.ts'
import { sha256Hex } from './sha256Hex.ts'

/**
 * What a request leaves to do once its answer is sent: publishers hear back before subscribers get the
 * message, a subscriber hears its subscription id before what waited on the topic. One object per request
 * at most — none while requests are answered at once (the relay reuses it), no closure per job.
 */
export class AfterAnswer {
  /** Messages stored by the request: handed to the topic's subscribers. */
  readonly stored: StoredMessage[] = []
  /** Topics the request subscribed to: what the mailbox holds on them goes to the socket. */
  readonly topics: string[] = []
}

/** A method answers at once when everything it needs is in this process (memory), else with a promise (Redis). */
export type RelayMethod = (s: RelaySocket, params: Record<string, unknown>, after: AfterAnswer) => Answer<unknown>

export type RelayRates = { publish: Limiter; publishIp: Limiter; request: Limiter }

type Deps = {
  mailbox: Mailbox
  limits: RelayLimits
  now: () => number
  rates: RelayRates
  subscribe(s: RelaySocket, topic: string): string
  unsubscribe(s: RelaySocket, topic: string): void
}

/**
 * The relay's JSON-RPC methods in a Map (a method name can only reach these, never `Object.prototype`).
 * Publishing methods count against the publish rates (per client id and per address), the others against
 * the request rate per client id.
 */
export function createRelayMethods(deps: Deps): Map<string, RelayMethod> {
  const { mailbox, limits, now, rates } = deps

  const refused = (waitSeconds: number, what: string) => {
    if (waitSeconds > 0) {
      throw new RelayError(RelayErrorCode.LIMIT, `${what} (try again in ${waitSeconds} s)`)
    }
  }
  const check = (limiter: Limiter, key: string, points: number, what: string): Promise<void> | undefined => {
    const wait = limiter.take(key, points)
    if (isPending(wait)) return wait.then((w) => refused(w, what))
    refused(wait, what)
  }
  const requestRate = `Request rate limit reached (${limits.requestsPerSecond} per second)`
  const request = (s: RelaySocket) => check(rates.request, s.clientId, 1, requestRate)
  /** Runs `fn` once the request rate was counted (at once in memory). */
  const counted = <T>(s: RelaySocket, fn: () => Answer<T>): Answer<T> => {
    const checking = request(s)
    return checking ? checking.then(fn) : fn()
  }

  const refusal = (key: string) =>
    key === 'mailbox'
      ? 'Relay storage is full, try again later'
      : key.startsWith('client:')
        ? `Storage quota reached for this client (${limits.clientMaxBytes} bytes until its messages expire)`
        : `Storage quota reached for this address (${limits.ipMaxBytes} bytes until its messages expire)`

  const publishRate = `Publish rate limit reached (${limits.publishesPerSecond} per second)`
  const publishIpRate = `Publish rate limit reached for this address (${limits.publishesPerSecondPerIp} per second)`
  /** The budgets a socket's publishes count against: made at its first publish (idle sockets hold none). */
  const charges = (s: RelaySocket): readonly Charge[] => {
    if (s.charges === undefined) {
      s.charges = [
        { key: 'mailbox', limit: limits.mailboxMaxBytes },
        { key: s.clientKey, limit: limits.clientMaxBytes },
        { key: s.ipKey, limit: limits.ipMaxBytes },
      ]
    }
    return s.charges
  }

  /** Counts the publishes (one, or a list) against the rates, then stores each; delivery follows the answer. */
  const publish = (s: RelaySocket, list: PublishParams | PublishParams[], after: AfterAnswer): Answer<void> => {
    const count = Array.isArray(list) ? list.length : 1
    const byClient = check(rates.publish, s.clientId, count, publishRate)
    const byAddress = check(rates.publishIp, s.ip, count, publishIpRate)
    if (byClient || byAddress) return Promise.all([byClient, byAddress]).then(() => store(s, list, after, 0))
    return store(s, list, after, 0)
  }
  /** Stores the publishes from `i` on, one after another (at once in memory). */
  const store = (
    s: RelaySocket,
    list: PublishParams | PublishParams[],
    after: AfterAnswer,
    i: number,
  ): Answer<void> => {
    const count = Array.isArray(list) ? list.length : 1
    for (; i < count; i++) {
      const p = (Array.isArray(list) ? list[i] : list) as PublishParams
      const t = now()
      const ttl = Math.min(Math.max(p.ttl, limits.minTtlSeconds), limits.maxTtlSeconds)
      // one shape for every stored message (no spread): the attestation is there or undefined
      const stored: StoredMessage = {
        topic: p.topic,
        message: p.message,
        publishedAt: t,
        tag: p.tag,
        expiresAt: t + ttl * 1000,
        hash: sha256Hex(p.message),
        publisher: s.clientId,
        attestation: p.attestation,
      }
      const put = mailbox.put(stored, charges(s))
      if (isPending(put)) {
        const next = i + 1
        return put.then((result) => {
          afterPut(result, stored, after)
          return store(s, list, after, next)
        })
      }
      afterPut(put, stored, after)
    }
  }
  const afterPut = (result: PutResult, stored: StoredMessage, after: AfterAnswer) => {
    if (result.kind === 'refused') throw new RelayError(RelayErrorCode.LIMIT, refusal(result.key))
    if (result.kind === 'stored') after.stored.push(stored)
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

  /** `value` once `step` is done (at once when it was). */
  const then = <T>(step: Answer<void>, value: T): Answer<T> => (isPending(step) ? step.then(() => value) : value)

  return new Map<string, RelayMethod>([
    [
      'irn_subscribe',
      (s, params, after) =>
        counted(s, () => {
          const topic = topicParam(params.topic)
          const id = deps.subscribe(s, topic)
          after.topics.push(topic)
          return id
        }),
    ],
    [
      'irn_batchSubscribe',
      (s, params, after) =>
        counted(s, () => {
          const topics = listParam(params.topics, 'topics').map(topicParam)
          const ids = topics.map((topic) => deps.subscribe(s, topic))
          after.topics.push(...topics)
          return ids
        }),
    ],
    [
      'irn_unsubscribe',
      (s, params) =>
        counted(s, () => {
          deps.unsubscribe(s, topicParam(params.topic))
          return true
        }),
    ],
    [
      'irn_batchUnsubscribe',
      (s, params) =>
        counted(s, () => {
          for (const sub of listParam(params.subscriptions, 'subscriptions')) {
            deps.unsubscribe(s, topicParam((sub as { topic?: unknown } | null)?.topic))
          }
          return true
        }),
    ],
    ['irn_publish', (s, params, after) => then(publish(s, publishParams(params, limits), after), true)],
    [
      'irn_batchPublish',
      (s, params, after) => {
        const list = listParam(params.messages, 'messages', limits.publishesPerSecond)
        const published = publish(
          s,
          list.map((m) => publishParams((m ?? {}) as Record<string, unknown>, limits)),
          after,
        )
        return then(published, true)
      },
    ],
    ['irn_fetchMessages', (s, params) => counted(s, () => fetchMessages(s, [topicParam(params.topic)]))],
    [
      'irn_batchFetchMessages',
      (s, params) => counted(s, () => fetchMessages(s, listParam(params.topics, 'topics').map(topicParam))),
    ],
    [
      'wc_proposeSession',
      (s, params, after) => {
        const pairingTopic = topicParam(params.pairingTopic)
        const proposal = publishParams({ ...params, topic: pairingTopic, message: params.sessionProposal }, limits)
        deps.subscribe(s, pairingTopic)
        return then(publish(s, { ...proposal, tag: numberParam(params.tag, 1100) }, after), true)
      },
    ],
    [
      'wc_approveSession',
      (s, params, after) => {
        const sessionTopic = topicParam(params.sessionTopic)
        const pairingTopic = topicParam(params.pairingTopic)
        const base = { ttl: params.ttl }
        const response = publishParams(
          { ...base, topic: pairingTopic, message: params.sessionProposalResponse },
          limits,
        )
        const settle = publishParams({ ...base, topic: sessionTopic, message: params.sessionSettlementRequest }, limits)
        deps.subscribe(s, sessionTopic)
        const published = publish(
          s,
          [
            { ...response, tag: 1101 },
            { ...settle, tag: 1102 },
          ],
          after,
        )
        return then(published, true)
      },
    ],
  ])
}
