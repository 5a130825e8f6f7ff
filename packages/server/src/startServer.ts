import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { serve } from '@hono/node-server'
import { sql } from 'kysely'
import { createClient } from 'redis'
import { devInboxAccess } from './auth/devMailRoutes.ts'
import { setupAuth } from './auth/setupAuth.ts'
import type { ServerConfig } from './config/ServerConfig.ts'
import { createApp } from './createApp.ts'
import type { OpenDatabase } from './db/openDatabase.ts'
import { openDatabaseWhenReachable } from './db/openDatabaseWhenReachable.ts'
import { type RunningFrameServer, startFrameServer } from './frame/startFrameServer.ts'
import { createReadiness, type ReadinessCheck } from './health/createReadiness.ts'
import { startingApp } from './health/startingApp.ts'
import { createTtlCache } from './http/createTtlCache.ts'
import { createLimits } from './limits/createLimits.ts'
import { createLog, type Log } from './log.ts'
import { createMetrics, type Metrics } from './metrics/createMetrics.ts'
import { type RunningMetricsServer, startMetricsServer } from './metrics/startMetricsServer.ts'
import type { Project } from './projects/Project.ts'
import { LOCAL_PROJECT } from './projects/ProjectInput.ts'
import { projectStore } from './projects/projectStore.ts'
import { createMemoryMailbox } from './relay/createMemoryMailbox.ts'
import { createRedisRelayStore, type RedisRelayStore } from './relay/createRedisRelayStore.ts'
import { createRelay, type Relay } from './relay/createRelay.ts'
import { startBackgroundWork } from './startBackgroundWork.ts'
import { seedWallets } from './wallets/seedWallets.ts'

export type RunningServer = {
  url: string
  /** The secure frame's host, when it is served (FRAME_DIR, or the build shipped in the package). */
  frameUrl: string | undefined
  /** `/metrics` on a port of its own (METRICS_PORT), when set. */
  metricsUrl: string | undefined
  /**
   * Shuts down without losing what was acknowledged: `/readyz` answers 503 at once and requests are still
   * served for `shutdownDelayMs` (the load balancer notices); then no new connection is accepted, relay
   * sockets are closed with 1001 (WalletConnect clients reconnect, to another node), requests in flight
   * finish (answers say `Connection: close`) — cut after `shutdownTimeoutMs` — and the background work,
   * Redis and the database are closed.
   */
  close(): Promise<void>
}

export type StartServerOptions = {
  /** The registry `/metrics` answers (default: one of this server's own). */
  metrics?: Metrics
}

type Fetch = (request: Request, env: { incoming: IncomingMessage; outgoing: ServerResponse }) => Promise<Response>

/** Requests that take longer than this (a body dripped in slowly, say) are cut off. */
const REQUEST_TIMEOUT_MS = 60_000

/**
 * Listens on host:port at once (port 0 picks a free one) — `/healthz` and `/readyz` answer 503 `starting`
 * and every other request 503 — while it opens the database (waiting for a Postgres server that does not
 * answer yet), migrates it, seeds the wallet registry and the projects and connects to Redis; then the API
 * is served and `/readyz` answers 200 while the database (and Redis) answer. The background work (activity
 * indexer, sweeper) runs on one node of those sharing the database. Resolves once the API is served.
 */
export async function startServer(
  config: ServerConfig,
  log: Log = createLog(),
  options: StartServerOptions = {},
): Promise<RunningServer> {
  const metrics = options.metrics ?? createMetrics()
  const readiness = createReadiness({ log })
  const starting = startingApp(readiness)
  let fetch: Fetch = async (request) => starting.fetch(request)
  let upgrade: ((req: IncomingMessage, socket: Duplex, head: Buffer) => void) | undefined
  const server = await listen(config, {
    fetch: async (request, env) => {
      const response = await fetch(request, env)
      // shutting down: every answer closes its connection, so keep-alive clients reconnect elsewhere
      if (readiness.phase() === 'stopping' && !env.outgoing.headersSent) env.outgoing.setHeader('connection', 'close')
      return response
    },
    upgrade: (req, socket, head) => {
      if (upgrade && new URL(req.url ?? '/', 'http://x').pathname === '/relay') upgrade(req, socket, head)
      else socket.destroy()
    },
  })
  const port = (server.address() as AddressInfo).port
  log('info', 'starting: /healthz and /readyz answer 503 until the database is ready', {
    url: `http://${config.host}:${port}`,
  })
  const publicUrl = () => config.publicUrl ?? `http://localhost:${port}`
  const opened: { close(): Promise<unknown> }[] = []
  const closeOpened = async () => {
    for (const part of opened.splice(0).reverse()) await part.close().catch(() => undefined)
  }
  const stopListening = () =>
    new Promise<void>((done) => {
      server.close(() => done())
      server.closeAllConnections()
    })
  let database: OpenDatabase
  let relay: Relay
  let frame: RunningFrameServer | undefined
  let metricsServer: RunningMetricsServer | undefined
  try {
    const access = {
      token: config.metrics.token,
      failuresPerIp: createLimits().create({
        name: 'metrics-auth-failures-ip',
        points: config.metrics.authFailuresPerIpPerMinute,
        durationSeconds: 60,
      }),
      trustedProxies: config.trustedProxies,
    }
    if (config.metrics.port !== undefined) {
      metricsServer = await startMetricsServer(metrics, access, {
        port: config.metrics.port,
        host: config.metrics.host,
      })
      opened.push(metricsServer)
      log('info', 'metrics', { url: `${metricsServer.url}/metrics` })
    }
    database = await openDatabaseWhenReachable(config.database, log)
    opened.push(database)
    const db = database.db
    // limit counters: shared by every node through Redis when there is one
    const limitsRedis = config.redisUrl ? createClient({ url: config.redisUrl }) : undefined
    if (limitsRedis) {
      limitsRedis.on('error', (error: Error) => log('warn', 'redis (limits)', { error: error.message }))
      opened.push({ close: async () => limitsRedis.isOpen && (await limitsRedis.quit()) })
    }
    const limits = createLimits(limitsRedis, { onRefused: metrics.rateLimitRefused })
    const projects = projectStore(db)
    const added = await seedWallets(db)
    await projects.create(LOCAL_PROJECT)
    for (const project of config.seedProjects) await projects.upsert(project)
    log('info', 'database ready', { database: database.describe, walletsAdded: added })
    if (limitsRedis) await limitsRedis.connect()
    const auth = await setupAuth(db, config, publicUrl, log, limits, metrics)
    opened.push(auth)
    // the dev inbox holds every login code: served on a loopback bind, or with its token, never else
    const inbox = auth.catcher ? devInboxAccess(config.host, config.devInboxToken) : 'off'
    if (auth.catcher && inbox === 'off') {
      log('warn', 'dev inbox not served', {
        reason: `HOST ${config.host} is not a loopback address; set DEV_INBOX_TOKEN to serve it with a token`,
      })
    }
    const app = createApp({
      db,
      config,
      log,
      limits,
      metrics,
      readiness,
      auth: {
        service: auth.service,
        frameOrigins: config.frameOrigins,
        catcher: inbox === 'off' ? undefined : auth.catcher,
        devInboxToken: inbox === 'token' ? config.devInboxToken : undefined,
        social: auth.social,
      },
      onramp: { webhookBaseUrl: () => config.publicUrl ?? `http://${config.host}:${port}` },
    })
    const background = startBackgroundWork(db, config, auth, log, metrics)
    opened.push({ close: () => background.stop() })
    const store: RedisRelayStore | undefined = config.redisUrl
      ? await createRedisRelayStore(config.redisUrl)
      : undefined
    const relayProjects = createTtlCache<Project | undefined>(config.projectCacheMs)
    relay = createRelay({
      audiences: () =>
        config.relayPublicUrls.length > 0
          ? config.relayPublicUrls
          : [`ws://127.0.0.1:${port}/relay`, `ws://localhost:${port}/relay`],
      project: (id) => relayProjects.get(id, () => projects.get(id)),
      mailbox: store?.mailbox ?? createMemoryMailbox(),
      ...(store
        ? {
            fanout: store.fanout,
            connections: store.connections,
            rates: createLimits(store.redis, { onRefused: metrics.rateLimitRefused }),
          }
        : { rates: createLimits(undefined, { onRefused: metrics.rateLimitRefused }) }),
      limits: config.relayLimits,
      trustedProxies: config.trustedProxies,
      log,
      observer: metrics.relay,
    })
    opened.push(relay)
    metrics.watchRelay({ sockets: () => relay.connections, mailboxBytes: () => relay.usage('mailbox') })
    if (config.frame) {
      const cache = createTtlCache<readonly string[] | undefined>(config.projectCacheMs)
      frame = await startFrameServer({
        ...config.frame,
        apiUrl: publicUrl(),
        allowedOrigins: (id) => cache.get(id, async () => (await projects.get(id))?.allowedOrigins),
        socialCallbackPath: new URL(config.social.redirectUri).pathname,
        log,
      })
      opened.push(frame)
      log('info', 'secure frame', { url: frame.url })
    }
    const checks: Record<string, ReadinessCheck> = { database: () => sql`select 1`.execute(db) }
    if (limitsRedis && store) checks.redis = () => Promise.all([limitsRedis.ping(), store.redis.ping()])
    fetch = async (request, env) => app.fetch(request, env)
    upgrade = (req, socket, head) => relay.handleUpgrade(req, socket, head)
    readiness.serving(checks)
  } catch (error) {
    await stopListening()
    await closeOpened()
    throw error
  }

  let closing: Promise<void> | undefined
  const close = async () => {
    readiness.stopping()
    if (config.shutdownDelayMs > 0) await new Promise((r) => setTimeout(r, config.shutdownDelayMs))
    // no new connections; idle keep-alive ones closed now, busy ones once their answer is sent
    const drained = new Promise<void>((done) => server.close(() => done()))
    server.closeIdleConnections()
    await Promise.all([frame?.close(), relay.closeSockets()])
    let timer: NodeJS.Timeout | undefined
    const cut = new Promise<void>((done) => {
      timer = setTimeout(() => {
        log('warn', 'shutdown: cutting requests still open', { afterMs: config.shutdownTimeoutMs })
        server.closeAllConnections()
        done()
      }, config.shutdownTimeoutMs)
    })
    await Promise.race([drained, cut])
    clearTimeout(timer)
    await closeOpened()
  }
  return {
    url: `http://${config.host}:${port}`,
    frameUrl: frame?.url,
    metricsUrl: metricsServer && `${metricsServer.url}/metrics`,
    close: () => {
      closing ??= close()
      return closing
    },
  }
}

/** The API's listener, up before anything else so the probes can say "starting". */
function listen(
  config: Pick<ServerConfig, 'port' | 'host'>,
  handlers: { fetch: Fetch; upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void },
) {
  return new Promise<ReturnType<typeof serve> & import('node:http').Server>((resolve, reject) => {
    const server = serve(
      {
        fetch: handlers.fetch as (request: Request) => Promise<Response>,
        port: config.port,
        hostname: config.host,
        serverOptions: { requestTimeout: REQUEST_TIMEOUT_MS },
      },
      () => resolve(server as ReturnType<typeof serve> & import('node:http').Server),
    )
    server.on('upgrade', handlers.upgrade)
    server.once('error', reject)
  })
}
