import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createClient } from 'redis'
import type { Indexer } from './activity/createIndexer.ts'
import { startIndexers } from './activity/startIndexers.ts'
import { AuthLimits } from './auth/authLimits.ts'
import { devInboxAccess } from './auth/devMailRoutes.ts'
import { setupAuth } from './auth/setupAuth.ts'
import { sweepExpiredSignins } from './auth/sweepExpiredSignins.ts'
import type { ServerConfig } from './config/ServerConfig.ts'
import { createApp } from './createApp.ts'
import { openDatabase } from './db/openDatabase.ts'
import { type RunningFrameServer, startFrameServer } from './frame/startFrameServer.ts'
import { createTtlCache } from './http/createTtlCache.ts'
import { runAsLeader } from './leader/runAsLeader.ts'
import { createLimits } from './limits/createLimits.ts'
import { createLog, type Log } from './log.ts'
import { sweepNameSignatures } from './names/sweepNameSignatures.ts'
import { sweepOnrampEvents } from './onramp/sweepOnrampEvents.ts'
import type { Project } from './projects/Project.ts'
import { LOCAL_PROJECT } from './projects/ProjectInput.ts'
import { projectStore } from './projects/projectStore.ts'
import { createMemoryMailbox } from './relay/createMemoryMailbox.ts'
import { createRedisRelayStore } from './relay/createRedisRelayStore.ts'
import { createRelay } from './relay/createRelay.ts'
import { sweepExpiredSiwx } from './siwx/sweepExpiredSiwx.ts'
import { sweepSponsorSpend } from './smart/sweepSponsorSpend.ts'
import { seedWallets } from './wallets/seedWallets.ts'

export type RunningServer = {
  url: string
  /** The secure frame's host, when FRAME_DIR is set. */
  frameUrl: string | undefined
  close(): Promise<void>
}

/** Requests that take longer than this (a body dripped in slowly, say) are cut off. */
const REQUEST_TIMEOUT_MS = 60_000

/**
 * Opens the database (migrating it), seeds the wallet registry and the projects, then listens on
 * host:port (port 0 picks a free one). The background work (activity indexer, auth sweeper) runs on one
 * node of those sharing the database (`runAsLeader`). `close()` stops accepting, lets open requests finish,
 * then closes the database.
 */
export async function startServer(config: ServerConfig, log: Log = createLog()): Promise<RunningServer> {
  const database = await openDatabase(config.database)
  // limit counters: shared by every node through Redis when there is one
  const limitsRedis = config.redisUrl ? createClient({ url: config.redisUrl }) : undefined
  const closeRedis = async () => {
    if (limitsRedis?.isOpen) await limitsRedis.quit().catch(() => undefined)
  }
  const limits = createLimits(limitsRedis)
  let auth: Awaited<ReturnType<typeof setupAuth>>
  let port = config.port
  const projects = projectStore(database.db)
  try {
    const added = await seedWallets(database.db)
    await projects.create(LOCAL_PROJECT)
    for (const project of config.seedProjects) await projects.upsert(project)
    log('info', 'database ready', { database: database.describe, walletsAdded: added })
    if (limitsRedis) {
      limitsRedis.on('error', (error: Error) => log('warn', 'redis (limits)', { error: error.message }))
      await limitsRedis.connect()
    }
    auth = await setupAuth(database.db, config, () => config.publicUrl ?? `http://localhost:${port}`, log, limits)
  } catch (error) {
    await closeRedis()
    await database.close()
    throw error
  }
  // the dev inbox holds every login code: served on a loopback bind, or with its token, never else
  const inbox = auth.catcher ? devInboxAccess(config.host, config.devInboxToken) : 'off'
  if (auth.catcher && inbox === 'off') {
    log('warn', 'dev inbox not served', {
      reason: `HOST ${config.host} is not a loopback address; set DEV_INBOX_TOKEN to serve it with a token`,
    })
  }
  const app = createApp({
    db: database.db,
    config,
    log,
    limits,
    auth: {
      service: auth.service,
      frameOrigins: config.frameOrigins,
      catcher: inbox === 'off' ? undefined : auth.catcher,
      devInboxToken: inbox === 'token' ? config.devInboxToken : undefined,
      social: auth.social,
    },
    onramp: { webhookBaseUrl: () => config.publicUrl ?? `http://${config.host}:${port}` },
  })
  let indexers: Indexer[] = []
  let sweeper: NodeJS.Timeout | undefined
  const background = runAsLeader(
    config.database,
    'gangway:background',
    {
      start() {
        if (config.indexer.enabled) indexers = startIndexers(database.db, config, log)
        const sweep = () =>
          Promise.all([
            auth.service.sweepExpired(),
            sweepExpiredSiwx(database.db, Date.now()),
            auth.social.sweepExpired(),
            sweepExpiredSignins(database.db, Date.now()),
            sweepOnrampEvents(database.db, Date.now()),
            sweepNameSignatures(database.db, Date.now()),
            sweepSponsorSpend(database.db, Date.now()),
          ]).then(
            ([authDeleted, siwxDeleted, socialStates, signinsDeleted, onrampEvents, nameSignatures, sponsorDays]) => {
              if (sponsorDays > 0) log('info', 'swept old sponsorship counters', { sponsorDays })
              if (onrampEvents > 0) log('info', 'swept old onramp webhook events', { onrampEvents })
              if (nameSignatures > 0) log('info', 'swept old name registration signatures', { nameSignatures })
              const deleted = { ...authDeleted, socialStates }
              if (Object.values(deleted).some((n) => n > 0)) log('info', 'swept expired auth rows', deleted)
              if (Object.values(siwxDeleted).some((n) => n > 0)) log('info', 'swept expired siwx rows', siwxDeleted)
              if (Object.values(signinsDeleted).some((n) => n > 0)) {
                log('info', 'swept expired farcaster/telegram rows', signinsDeleted)
              }
            },
            (error: Error) => log('warn', 'auth sweep failed', { error: error.message }),
          )
        void sweep()
        sweeper = setInterval(sweep, AuthLimits.SWEEP_INTERVAL_MS)
        sweeper.unref()
      },
      async stop() {
        clearInterval(sweeper)
        await Promise.all(indexers.map((i) => i.stop()))
        indexers = []
      },
    },
    { log },
  )
  const store = config.redisUrl ? await createRedisRelayStore(config.redisUrl) : undefined
  const relayProjects = createTtlCache<Project | undefined>(config.projectCacheMs)
  const relay = createRelay({
    audiences: () =>
      config.relayPublicUrls.length > 0
        ? config.relayPublicUrls
        : [`ws://127.0.0.1:${port}/relay`, `ws://localhost:${port}/relay`],
    project: (id) => relayProjects.get(id, () => projects.get(id)),
    mailbox: store?.mailbox ?? createMemoryMailbox(),
    ...(store ? { fanout: store.fanout, connections: store.connections, rates: createLimits(store.redis) } : {}),
    limits: config.relayLimits,
    trustedProxies: config.trustedProxies,
    log,
  })
  const shutdown = async () => {
    await background.stop()
    await auth.close()
    await closeRedis()
    await database.close()
  }
  return new Promise((resolve, reject) => {
    const server = serve(
      {
        fetch: app.fetch,
        port: config.port,
        hostname: config.host,
        serverOptions: { requestTimeout: REQUEST_TIMEOUT_MS },
      },
      async (info: AddressInfo) => {
        port = info.port
        let frame: RunningFrameServer | undefined
        if (config.frame) {
          const cache = createTtlCache<readonly string[] | undefined>(config.projectCacheMs)
          try {
            frame = await startFrameServer({
              ...config.frame,
              apiUrl: config.publicUrl ?? `http://localhost:${port}`,
              allowedOrigins: (id) => cache.get(id, async () => (await projects.get(id))?.allowedOrigins),
              socialCallbackPath: new URL(config.social.redirectUri).pathname,
              log,
            })
            log('info', 'secure frame', { url: frame.url })
          } catch (error) {
            server.close()
            await relay.close()
            await shutdown()
            reject(error)
            return
          }
        }
        resolve({
          url: `http://${config.host}:${info.port}`,
          frameUrl: frame?.url,
          close: async () => {
            await frame?.close()
            await relay.close()
            const closed = new Promise<void>((done, fail) => server.close((error) => (error ? fail(error) : done())))
            // idle keep-alive sockets would hold the close for seconds; requests in flight still finish
            if ('closeIdleConnections' in server) server.closeIdleConnections()
            await closed
            await shutdown()
          },
        })
      },
    )
    server.on('upgrade', (req, socket, head) => {
      if (new URL(req.url ?? '/', 'http://x').pathname === '/relay') relay.handleUpgrade(req, socket, head)
      else socket.destroy()
    })
    server.once('error', async (error) => {
      await shutdown()
      reject(error)
    })
  })
}
