import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { type WebSocket, WebSocketServer } from 'ws'
import { createLimits, type Limits } from '../limits/createLimits.ts'
import { type Log, silentLog } from '../log.ts'
import type { ConnectionRegistry } from './ConnectionRegistry.ts'
import type { RelayProjectLookup } from './checkRelayAccess.ts'
import { type Admitted, capKeys, createAdmission } from './createAdmission.ts'
import { createDelivery, type RelayObserver, subscriptionId } from './createDelivery.ts'
import { createInboundThrottle } from './createInboundThrottle.ts'
import { createMemoryConnectionRegistry } from './createMemoryConnectionRegistry.ts'
import { createOutbox } from './createOutbox.ts'
import { createRelayMethods } from './createRelayMethods.ts'
import { createSubscriptions } from './createSubscriptions.ts'
import { type Fanout, localFanout } from './Fanout.ts'
import type { Mailbox, StoredMessage } from './Mailbox.ts'
import { formatError, formatResult, parseRelayMessage } from './parseRelayMessage.ts'
import {
  DEFAULT_RELAY_LIMITS,
  MAX_QUEUED_REQUESTS,
  RelayClose,
  RelayErrorCode,
  type RelayLimits,
} from './RelayLimits.ts'
import type { RelaySocket } from './RelaySocket.ts'
import { RelayError } from './relayParams.ts'

export { subscriptionId }

export type RelayOptions = {
  /** The relay's public URLs (`aud` of client tokens), e.g. `ws://localhost:4000/relay`. */
  audiences: () => readonly string[]
  /** The projects clients name with `projectId` (cached by the caller). */
  project: RelayProjectLookup
  mailbox: Mailbox
  /** Reaches subscribers on other relay processes (Redis); none by default. */
  fanout?: Fanout
  /** Connection caps (Redis: over all nodes); in memory by default. */
  connections?: ConnectionRegistry
  /** Where the rate limiters count (`createLimits`, Redis: over all nodes); in memory by default. */
  rates?: Limits
  limits?: Partial<RelayLimits>
  /** Proxies whose `X-Forwarded-For` is believed (exact addresses, as TRUSTED_PROXIES). */
  trustedProxies?: readonly string[]
  /** WebSocket ping interval (at most 20 s; clients restart a silent transport). */
  pingIntervalMs?: number
  log?: Log
  now?: () => number
  /** Hears stored publishes, deliveries and redeliveries (the server's metrics). */
  observer?: RelayObserver
}

/** How often connection entries are refreshed (they lapse after a minute without). */
const REFRESH_MS = 20_000
/** How often due redeliveries are sent and waiting windows refilled. */
const TICK_MS = 250

/**
 * The WalletConnect relay (`/relay`): admission (project, token, origin or app id, connection caps), the
 * irn_* methods and `wc_proposeSession`/`wc_approveSession`, a mailbox that keeps every publish for its ttl
 * within byte budgets, and flow-controlled delivery with bounded redelivery. Attach with `handleUpgrade`
 * from the HTTP server's `upgrade` event.
 */
export function createRelay(options: RelayOptions) {
  const limits: RelayLimits = { ...DEFAULT_RELAY_LIMITS, ...options.limits }
  const now = options.now ?? Date.now
  const log = options.log ?? silentLog
  const { mailbox } = options
  const fanout = options.fanout ?? localFanout
  const connections = options.connections ?? createMemoryConnectionRegistry()
  const rateLimits = options.rates ?? createLimits()
  const rates = {
    publish: rateLimits.create({ name: 'relay-publish', points: limits.publishesPerSecond, durationSeconds: 1 }),
    publishIp: rateLimits.create({
      name: 'relay-publish-ip',
      points: limits.publishesPerSecondPerIp,
      durationSeconds: 1,
    }),
    request: rateLimits.create({ name: 'relay-request', points: limits.requestsPerSecond, durationSeconds: 1 }),
  }
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxMessageChars + 64 * 1024 })
  const sockets = new Set<RelaySocket>()
  let closing = false
  const outbox = createOutbox()
  const delivery = createDelivery({ mailbox, limits, now, outbox, observer: options.observer })
  const inbound = createInboundThrottle(limits.inboundBytesPerSecondPerIp, now)
  const admission = createAdmission({
    audiences: options.audiences,
    project: options.project,
    connections,
    connects: rateLimits.create({ name: 'relay-connect', points: limits.connectsPerMinutePerIp, durationSeconds: 60 }),
    limits,
    trustedProxies: options.trustedProxies ?? [],
    log,
  })

  const subscriptions = createSubscriptions(limits, delivery)
  const { subscribe, unsubscribe } = subscriptions
  const deliverLocally = (m: StoredMessage) => subscriptions.deliver(m)
  void fanout.listen(deliverLocally)

  const methods = createRelayMethods({
    mailbox,
    limits,
    now,
    delivery,
    rates,
    subscribe,
    unsubscribe,
    distribute(m) {
      options.observer?.published()
      deliverLocally(m)
      fanout.announce(m).catch((error) => log('error', 'relay fan-out failed', { error: String(error) }))
    },
  })

  const send = (s: RelaySocket, text: string) => {
    if (s.ws.readyState === s.ws.OPEN) outbox.send(s.ws, text)
  }

  const handle = async (s: RelaySocket, text: string) => {
    const msg = parseRelayMessage(text)
    if (msg.kind === 'invalid') {
      const code = msg.reason === 'Parse error' ? RelayErrorCode.PARSE : RelayErrorCode.INVALID_REQUEST
      return send(s, formatError(msg.id, code, msg.reason))
    }
    if (msg.kind === 'response') return delivery.acknowledge(s, msg.id)
    const method = methods.get(msg.method)
    if (!method) {
      return send(
        s,
        formatError(msg.id, RelayErrorCode.METHOD_NOT_FOUND, `Method not found: ${msg.method.slice(0, 64)}`),
      )
    }
    const afterAnswer: (() => void)[] = []
    try {
      const result = await method(s, msg.params, (fn) => afterAnswer.push(fn))
      send(s, formatResult(msg.id, result))
    } catch (error) {
      if (!(error instanceof RelayError))
        log('error', 'relay request failed', { method: msg.method, error: String(error) })
      const e = error instanceof RelayError ? error : new RelayError(RelayErrorCode.INVALID_REQUEST, 'Request failed')
      send(s, formatError(msg.id, e.code, e.message))
    }
    for (const fn of afterAnswer) fn()
  }

  /** Requests run one after another per socket; a socket with too many waiting is not read until they ran. */
  const enqueue = (s: RelaySocket, text: string) => {
    s.queued++
    if (s.queued > MAX_QUEUED_REQUESTS) pause(s)
    s.queue = s.queue.then(() => run(s, text))
  }
  const run = async (s: RelaySocket, text: string) => {
    try {
      if (!s.closed) await handle(s, text)
    } catch (error) {
      log('error', 'relay socket failed', { error: String(error) })
    } finally {
      s.queued--
      resumeIfReady(s)
    }
  }
  const pause = (s: RelaySocket) => {
    if (s.paused) return
    s.paused = true
    s.ws.pause()
  }
  const resumeIfReady = (s: RelaySocket) => {
    if (
      s.paused &&
      !s.closed &&
      s.queued <= MAX_QUEUED_REQUESTS / 4 &&
      s.throttledUntil <= now() &&
      s.ws.bufferedAmount < limits.maxBufferedBytes
    ) {
      s.paused = false
      s.ws.resume()
    }
  }

  const attach = (ws: WebSocket, admitted: Admitted) => {
    const s: RelaySocket = {
      ...admitted,
      ws,
      topics: new Map(),
      inflight: new Map(),
      byRequestId: new Map(),
      backlog: new Set(),
      pulling: new Set(),
      pullAgain: new Set(),
      nextRedeliveryAt: Number.POSITIVE_INFINITY,
      queue: Promise.resolve(),
      queued: 0,
      paused: false,
      throttledUntil: 0,
      alive: true,
      closed: false,
    }
    sockets.add(s)
    ws.on('pong', () => {
      s.alive = true
    })
    ws.on('message', (data, isBinary) => {
      if (isBinary) {
        send(s, formatError(null, RelayErrorCode.INVALID_REQUEST, 'Binary frames are not supported'))
        return
      }
      const wait = inbound.take(s.ip, (data as Buffer).length)
      if (wait > 0) {
        s.throttledUntil = now() + wait
        pause(s)
        setTimeout(() => resumeIfReady(s), wait).unref()
      }
      enqueue(s, String(data))
    })
    ws.on('close', () => {
      s.closed = true
      sockets.delete(s)
      for (const topic of [...s.topics.keys()]) unsubscribe(s, topic)
      admission.release(s)
    })
  }

  const ping = setInterval(
    () => {
      for (const s of sockets) {
        if (!s.alive) {
          s.ws.terminate()
          continue
        }
        s.alive = false
        s.ws.ping()
      }
    },
    Math.min(options.pingIntervalMs ?? 15_000, 20_000),
  )
  let ticking = false
  const tick = setInterval(
    () => {
      if (ticking) return
      ticking = true
      void (async () => {
        try {
          await mailbox.sweep(now())
          for (const s of sockets) resumeIfReady(s)
          await delivery.tick(sockets)
        } catch (error) {
          log('error', 'relay redelivery failed', { error: String(error) })
        } finally {
          ticking = false
        }
      })()
    },
    Math.min(TICK_MS, limits.redeliverAfterMs),
  )
  const refresh = setInterval(() => {
    const open = [...sockets].map((s) => ({ id: s.id, keys: capKeys(s) }))
    connections
      .refresh(open)
      .catch((error) => log('error', 'relay connection registry failed', { error: String(error) }))
  }, REFRESH_MS)
  ping.unref()
  tick.unref()
  refresh.unref()

  /**
   * The first step of a shutdown: every socket is closed with 1001 (going away) — the official clients
   * reconnect at once, through the load balancer to another node, subscribe again and get there what they
   * had not acknowledged (it stays in the mailbox until they do) — and no new socket is admitted. Resolves
   * once the requests the sockets had sent were handled (a publish answered was stored).
   */
  const closeSockets = async () => {
    closing = true
    clearInterval(ping)
    clearInterval(tick)
    clearInterval(refresh)
    const open = [...sockets]
    for (const s of open) s.ws.close(RelayClose.SHUTDOWN, 'relay shutting down')
    await Promise.all(open.map((s) => s.queue))
  }

  return {
    /** Everything is checked before the handshake completes; refused sockets are opened only to be closed. */
    handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
      socket.on('error', () => undefined)
      // shutting down: no new socket (the client tries again, and the load balancer sends it elsewhere)
      if (closing) return void socket.destroy()
      admission.admit(req).then(
        (admitted) => {
          let upgraded = false
          if (admitted.ok) {
            if (socket.destroyed) return admission.release(admitted)
            socket.once('close', () => upgraded || admission.release(admitted))
          }
          wss.handleUpgrade(req, socket, head, (ws) => {
            upgraded = true
            ws.on('error', () => undefined)
            if (admitted.ok) attach(ws, admitted)
            else ws.close(admitted.code, admitted.reason)
          })
        },
        (error) => {
          log('error', 'relay admission failed', { error: String(error) })
          socket.destroy()
        },
      )
    },
    /** Connected sockets (for tests and metrics). */
    get connections() {
      return sockets.size
    },
    /** Bytes the mailbox counts against a budget (`mailbox`, `client:<id>`, `ip:<address>`). */
    usage: (key: string) => mailbox.usage(key),
    closeSockets,
    /** Closes the sockets (if `closeSockets` did not), then the fan-out and the store's connections. */
    async close() {
      if (!closing) await closeSockets()
      wss.close()
      await fanout.close()
    },
  }
}
export type Relay = ReturnType<typeof createRelay>
