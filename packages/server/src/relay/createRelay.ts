import { createHash } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { type WebSocket, WebSocketServer } from 'ws'
import { type Log, silentLog } from '../log.ts'
import { type Fanout, localFanout } from './Fanout.ts'
import type { Mailbox, StoredMessage } from './Mailbox.ts'
import { formatError, formatResult, parseRelayMessage } from './parseRelayMessage.ts'
import { DEFAULT_RELAY_LIMITS, RelayErrorCode, type RelayLimits } from './RelayLimits.ts'
import { verifyRelayAuth } from './verifyRelayAuth.ts'

export type RelayOptions = {
  /** The relay's public URLs (`aud` of client tokens), e.g. `ws://localhost:4000/relay`. */
  audiences: () => readonly string[]
  mailbox: Mailbox
  /** Reaches subscribers on other relay processes (Redis); none by default. */
  fanout?: Fanout
  limits?: Partial<RelayLimits>
  /** WebSocket ping interval (at most 20 s; clients restart a silent transport). */
  pingIntervalMs?: number
  /** An unacknowledged delivery is sent again after this long. */
  redeliverAfterMs?: number
  log?: Log
  now?: () => number
}

type Client = {
  ws: WebSocket
  clientId: string
  topics: Set<string>
  /** server request id → the delivery it carried */
  inflight: Map<string, { topic: string; hash: string }>
  /** topic|hash → when it was last sent */
  sentAt: Map<string, number>
  publishes: number[]
  alive: boolean
}

/** Subscription id of a client on a topic (SPEC: sha256 of topic + client id). */
export const subscriptionId = (topic: string, clientId: string) =>
  createHash('sha256')
    .update(topic + clientId)
    .digest('hex')

const TOPIC = /^[A-Za-z0-9_-]{1,128}$/

/**
 * The WalletConnect relay (`/relay`): irn_* methods, server push `irn_subscription` with acks, the
 * session methods `wc_proposeSession`/`wc_approveSession`, a mailbox that keeps every publish for its ttl
 * and redelivers until acknowledged. Attach with `handleUpgrade` from the HTTP server's `upgrade` event.
 */
export function createRelay(options: RelayOptions) {
  const limits = { ...DEFAULT_RELAY_LIMITS, ...options.limits }
  const now = options.now ?? Date.now
  const log = options.log ?? silentLog
  const mailbox = options.mailbox
  const fanout = options.fanout ?? localFanout
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxMessageChars + 64 * 1024 })
  const clients = new Set<Client>()
  const subscribers = new Map<string, Set<Client>>()
  let nextId = Date.now() * 1000

  const send = (client: Client, text: string) => {
    if (client.ws.readyState === client.ws.OPEN) client.ws.send(text)
  }

  const deliver = (client: Client, m: StoredMessage) => {
    const id = String(++nextId)
    client.inflight.set(id, { topic: m.topic, hash: m.hash })
    client.sentAt.set(`${m.topic}|${m.hash}`, now())
    const data = {
      topic: m.topic,
      message: m.message,
      publishedAt: m.publishedAt,
      tag: m.tag,
      ...(m.attestation ? { attestation: m.attestation } : {}),
    }
    send(
      client,
      JSON.stringify({
        id: Number(id),
        jsonrpc: '2.0',
        method: 'irn_subscription',
        params: { id: subscriptionId(m.topic, client.clientId), data },
      }),
    )
  }

  const deliverPending = async (client: Client, topic: string, onlyStale = false) => {
    for (const m of await mailbox.pending(topic, client.clientId, now())) {
      const sent = client.sentAt.get(`${topic}|${m.hash}`)
      if (onlyStale && sent !== undefined && now() - sent < (options.redeliverAfterMs ?? 5000)) continue
      deliver(client, m)
    }
  }

  const subscribe = (client: Client, topic: string) => {
    if (!client.topics.has(topic) && client.topics.size >= limits.maxTopicsPerSocket) {
      throw new RelayError(
        RelayErrorCode.LIMIT,
        `Subscription limit reached (${limits.maxTopicsPerSocket} topics per connection)`,
      )
    }
    client.topics.add(topic)
    let set = subscribers.get(topic)
    if (!set) {
      set = new Set()
      subscribers.set(topic, set)
    }
    set.add(client)
    return subscriptionId(topic, client.clientId)
  }

  const unsubscribe = (client: Client, topic: string) => {
    client.topics.delete(topic)
    const set = subscribers.get(topic)
    set?.delete(client)
    if (set?.size === 0) subscribers.delete(topic)
  }

  const publish = async (
    client: Client,
    p: { topic: string; message: string; ttl: number; tag: number; attestation?: string | undefined },
  ) => {
    const t = now()
    client.publishes = client.publishes.filter((x) => t - x < 1000)
    if (client.publishes.length >= limits.publishesPerSecond) {
      throw new RelayError(RelayErrorCode.LIMIT, `Publish rate limit reached (${limits.publishesPerSecond} per second)`)
    }
    client.publishes.push(t)
    const ttl = Math.min(Math.max(p.ttl, limits.minTtlSeconds), limits.maxTtlSeconds)
    const stored: StoredMessage = {
      topic: p.topic,
      message: p.message,
      publishedAt: t,
      tag: p.tag,
      expiresAt: t + ttl * 1000,
      hash: createHash('sha256').update(p.message).digest('hex'),
      publisher: client.clientId,
      ...(p.attestation ? { attestation: p.attestation } : {}),
    }
    if (!(await mailbox.put(stored))) return
    deliverLocally(stored)
    await fanout.announce(stored)
  }

  const deliverLocally = (m: StoredMessage) => {
    for (const other of subscribers.get(m.topic) ?? []) if (other.clientId !== m.publisher) deliver(other, m)
  }
  void fanout.listen(deliverLocally)

  const handlers: Record<string, (client: Client, params: Record<string, unknown>) => Promise<unknown>> = {
    async irn_subscribe(client, params) {
      const topic = topicParam(params.topic)
      const id = subscribe(client, topic)
      queueMicrotask(() => void deliverPending(client, topic))
      return id
    },
    async irn_batchSubscribe(client, params) {
      const topics = listParam(params.topics, 'topics').map(topicParam)
      const ids = topics.map((topic) => subscribe(client, topic))
      queueMicrotask(() => {
        for (const topic of topics) void deliverPending(client, topic)
      })
      return ids
    },
    async irn_unsubscribe(client, params) {
      unsubscribe(client, topicParam(params.topic))
      return true
    },
    async irn_batchUnsubscribe(client, params) {
      for (const s of listParam(params.subscriptions, 'subscriptions')) {
        unsubscribe(client, topicParam((s as { topic?: unknown })?.topic))
      }
      return true
    },
    async irn_publish(client, params) {
      await publish(client, publishParams(params, limits))
      return true
    },
    async irn_batchPublish(client, params) {
      for (const m of listParam(params.messages, 'messages')) {
        await publish(client, publishParams(m as Record<string, unknown>, limits))
      }
      return true
    },
    async irn_fetchMessages(client, params) {
      return { messages: await fetchMessages(client, [topicParam(params.topic)]), hasMore: false }
    },
    async irn_batchFetchMessages(client, params) {
      return {
        messages: await fetchMessages(client, listParam(params.topics, 'topics').map(topicParam)),
        hasMore: false,
      }
    },
    async wc_proposeSession(client, params) {
      const pairingTopic = topicParam(params.pairingTopic)
      subscribe(client, pairingTopic)
      await publish(client, {
        ...publishParams({ ...params, topic: pairingTopic, message: params.sessionProposal }, limits),
        tag: numberParam(params.tag, 1100),
      })
      return true
    },
    async wc_approveSession(client, params) {
      const sessionTopic = topicParam(params.sessionTopic)
      const pairingTopic = topicParam(params.pairingTopic)
      subscribe(client, sessionTopic)
      const base = { ttl: params.ttl }
      await publish(client, {
        ...publishParams({ ...base, topic: pairingTopic, message: params.sessionProposalResponse }, limits),
        tag: 1101,
      })
      await publish(client, {
        ...publishParams({ ...base, topic: sessionTopic, message: params.sessionSettlementRequest }, limits),
        tag: 1102,
      })
      return true
    },
  }

  const fetchMessages = async (client: Client, topics: string[]) => {
    const out = []
    for (const topic of topics) {
      for (const m of await mailbox.pending(topic, client.clientId, now())) {
        await mailbox.ack(topic, m.hash, client.clientId)
        out.push({
          topic,
          message: m.message,
          publishedAt: m.publishedAt,
          tag: m.tag,
          ...(m.attestation ? { attestation: m.attestation } : {}),
        })
      }
    }
    return out
  }

  const onMessage = async (client: Client, text: string) => {
    const msg = parseRelayMessage(text)
    if (msg.kind === 'invalid') {
      send(
        client,
        formatError(
          msg.id,
          msg.reason === 'Parse error' ? RelayErrorCode.PARSE : RelayErrorCode.INVALID_REQUEST,
          msg.reason,
        ),
      )
      return
    }
    if (msg.kind === 'response') {
      const delivery = client.inflight.get(msg.id)
      if (delivery) {
        client.inflight.delete(msg.id)
        await mailbox.ack(delivery.topic, delivery.hash, client.clientId)
      }
      return
    }
    const handler = handlers[msg.method]
    if (!handler) {
      send(client, formatError(msg.id, RelayErrorCode.METHOD_NOT_FOUND, `Method not found: ${msg.method}`))
      return
    }
    try {
      send(client, formatResult(msg.id, await handler(client, msg.params)))
    } catch (error) {
      const e = error instanceof RelayError ? error : new RelayError(RelayErrorCode.INVALID_REQUEST, 'Request failed')
      if (!(error instanceof RelayError))
        log('error', 'relay request failed', { method: msg.method, error: String(error) })
      send(client, formatError(msg.id, e.code, e.message))
    }
  }

  wss.on('connection', async (ws: WebSocket, req: IncomingMessage) => {
    const url = new URL(req.url ?? '/', 'http://relay')
    const auth = await verifyRelayAuth(url.searchParams.get('auth'), options.audiences())
    if (!auth.ok) {
      log('warn', 'relay auth refused', { reason: auth.reason })
      ws.close(3000, auth.reason)
      return
    }
    const client: Client = {
      ws,
      clientId: auth.clientId,
      topics: new Set(),
      inflight: new Map(),
      sentAt: new Map(),
      publishes: [],
      alive: true,
    }
    clients.add(client)
    ws.on('pong', () => {
      client.alive = true
    })
    ws.on('message', (data, isBinary) => {
      if (isBinary) {
        send(client, formatError(null, RelayErrorCode.INVALID_REQUEST, 'Binary frames are not supported'))
        return
      }
      void onMessage(client, String(data))
    })
    ws.on('close', () => {
      clients.delete(client)
      for (const topic of [...client.topics]) unsubscribe(client, topic)
    })
    ws.on('error', () => undefined)
  })

  const ping = setInterval(
    () => {
      for (const client of clients) {
        if (!client.alive) {
          client.ws.terminate()
          continue
        }
        client.alive = false
        client.ws.ping()
      }
    },
    Math.min(options.pingIntervalMs ?? 15_000, 20_000),
  )
  const redeliver = setInterval(() => {
    void mailbox.sweep(now())
    for (const client of clients) for (const topic of client.topics) void deliverPending(client, topic, true)
  }, options.redeliverAfterMs ?? 5000)
  ping.unref()
  redeliver.unref()

  return {
    handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req))
    },
    /** Connected sockets (for tests and metrics). */
    get connections() {
      return clients.size
    },
    async close() {
      clearInterval(ping)
      clearInterval(redeliver)
      for (const client of clients) client.ws.close(1001, 'relay shutting down')
      wss.close()
      await fanout.close()
    },
  }
}
export type Relay = ReturnType<typeof createRelay>

class RelayError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

function topicParam(value: unknown): string {
  if (typeof value !== 'string' || !TOPIC.test(value)) {
    throw new RelayError(RelayErrorCode.INVALID_PARAMS, 'Invalid params: topic must be 1–128 letters, digits, _ or -')
  }
  return value
}

function listParam(value: unknown, name: string): unknown[] {
  if (!Array.isArray(value) || value.length > 1000) {
    throw new RelayError(RelayErrorCode.INVALID_PARAMS, `Invalid params: ${name} must be a list of at most 1000`)
  }
  return value
}

function numberParam(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback
}

function publishParams(params: Record<string, unknown>, limits: RelayLimits) {
  const topic = topicParam(params.topic)
  if (typeof params.message !== 'string' || params.message.length === 0) {
    throw new RelayError(RelayErrorCode.INVALID_PARAMS, 'Invalid params: message must be a non-empty string')
  }
  if (params.message.length > limits.maxMessageChars) {
    throw new RelayError(RelayErrorCode.LIMIT, `Message too large (at most ${limits.maxMessageChars} characters)`)
  }
  return {
    topic,
    message: params.message,
    ttl: numberParam(params.ttl, 300),
    tag: numberParam(params.tag, 0),
    attestation: typeof params.attestation === 'string' ? params.attestation : undefined,
  }
}
