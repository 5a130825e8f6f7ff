import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { type WebSocket, WebSocketServer } from 'ws'
import { createLimits, type Limits } from '../limits/createLimits.ts'
import { type Log, silentLog } from '../log.ts'
import type { ConnectionRegistry } from './ConnectionRegistry.ts'
import type { RelayProjectLookup } from './checkRelayAccess.ts'
import { type Admission, type Admitted, capKeys, createAdmission } from './createAdmission.ts'
import { createDelivery, type RelayObserver, subscriptionId } from './createDelivery.ts'
import { createFrameHandler } from './createFrameHandler.ts'
import { createInboundThrottle } from './createInboundThrottle.ts'
import { createMemoryConnectionRegistry } from './createMemoryConnectionRegistry.ts'
import { createOutbox } from './createOutbox.ts'
import { createRelayMethods } from './createRelayMethods.ts'
import { createRequestQueue } from './createRequestQueue.ts'
import { createSubscriptions } from './createSubscriptions.ts'
import { type Fanout, localFanout } from './Fanout.ts'
import type { Mailbox, StoredMessage } from './Mailbox.ts'
import { formatError } from './parseRelayMessage.ts'
import { DEFAULT_RELAY_LIMITS, RelayClose, RelayErrorCode, type RelayLimits } from './RelayLimits.ts'
import { RelaySocket } from './RelaySocket.ts'
import { schedulePings } from './schedulePings.ts'

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

const ignore = () => undefined
/** Where a relay socket is kept on its `ws`. */
const SOCKET = Symbol('relay socket')

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

  const methods = createRelayMethods({ mailbox, limits, now, rates, subscribe, unsubscribe })
  /** A stored publish: to this process's subscribers, and to the other nodes' through the fan-out. */
  const distribute = (m: StoredMessage) => {
    options.observer?.published()
    deliverLocally(m)
    // one process: nobody else to tell (no promise per publish)
    if (fanout !== localFanout) {
      fanout.announce(m).catch((error) => log('error', 'relay fan-out failed', { error: String(error) }))
    }
  }

  const send = (s: RelaySocket, text: string) => {
    if (s.ws.readyState === s.ws.OPEN) outbox.send(s.ws, text)
  }

  const run = createFrameHandler({ methods, delivery, send, distribute, log })

  const { enqueue, resumeIfReady, throttle } = createRequestQueue({
    run,
    now,
    maxBufferedBytes: limits.maxBufferedBytes,
  })

  // one set of listeners for every socket (no closures per socket): the socket is found on its `ws`
  const socketOf = (ws: WebSocket) => (ws as WebSocket & { [SOCKET]: RelaySocket })[SOCKET]
  function onPong(this: WebSocket) {
    socketOf(this).alive = true
  }
  function onMessage(this: WebSocket, data: Buffer, isBinary: boolean) {
    const s = socketOf(this)
    if (isBinary) {
      send(s, formatError(null, RelayErrorCode.INVALID_REQUEST, 'Binary frames are not supported'))
      return
    }
    // shutting down: the socket is closing (1001) and takes no request any more — the client sends it again
    // to the node it reconnects to; what is still read is only on the way to the client's close frame
    if (closing) return
    const wait = inbound.take(s.ip, data.length)
    if (wait > 0) throttle(s, wait)
    enqueue(s, data.toString())
  }
  function onClose(this: WebSocket) {
    const s = socketOf(this)
    s.closed = true
    sockets.delete(s)
    for (const topic of [...s.topics.keys()]) unsubscribe(s, topic)
    admission.release(s)
  }

  const attach = (ws: WebSocket, admitted: Admitted) => {
    const s = new RelaySocket(ws, admitted)
    ;(ws as WebSocket & { [SOCKET]: RelaySocket })[SOCKET] = s
    sockets.add(s)
    ws.on('pong', onPong)
    ws.on('message', onMessage)
    ws.on('close', onClose)
  }

  const ping = schedulePings(sockets, Math.min(options.pingIntervalMs ?? 15_000, 20_000))
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
  tick.unref()
  refresh.unref()

  /**
   * Completes the handshake of an admitted socket, or opens a refused one only to close it with the reason.
   * An admitted socket that goes before its handshake completes gives its place back; once it is a relay
   * socket nothing of the upgrade request is kept (no listener here outlives the handshake).
   */
  const upgrade = (req: IncomingMessage, socket: Duplex, head: Buffer, admitted: Admission) => {
    if (!admitted.ok) {
      wss.handleUpgrade(req, socket, head, (ws) => {
        ws.on('error', ignore)
        ws.close(admitted.code, admitted.reason)
      })
      return
    }
    if (socket.destroyed) return admission.release(admitted)
    const gone = () => admission.release(admitted)
    socket.once('close', gone)
    wss.handleUpgrade(req, socket, head, (ws) => {
      socket.off('close', gone)
      ws.on('error', ignore)
      attach(ws, admitted)
    })
  }

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
    for (const s of open) {
      s.ws.close(RelayClose.SHUTDOWN, 'relay shutting down')
      // a paused socket (throttled, or too many requests waiting) would not read the client's close frame:
      // the close would wait for ws's 30 s timeout (frames read from now on are dropped, onMessage)
      if (s.paused) {
        s.paused = false
        s.ws.resume()
      }
    }
    await Promise.all(open.map((s) => s.queue))
  }

  return {
    /** Everything is checked before the handshake completes; refused sockets are opened only to be closed. */
    handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
      socket.on('error', ignore)
      // shutting down: no new socket (the client tries again, and the load balancer sends it elsewhere)
      if (closing) return void socket.destroy()
      admission.admit(req).then(
        (admitted) => upgrade(req, socket, head, admitted),
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
