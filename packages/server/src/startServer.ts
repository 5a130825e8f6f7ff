import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { startIndexers } from './activity/startIndexers.ts'
import { setupAuth } from './auth/setupAuth.ts'
import type { ServerConfig } from './config/ServerConfig.ts'
import { createApp } from './createApp.ts'
import { openDatabase } from './db/openDatabase.ts'
import { createTtlCache } from './http/createTtlCache.ts'
import { createLimits } from './limits/createLimits.ts'
import { createLog, type Log } from './log.ts'
import type { Project } from './projects/Project.ts'
import { LOCAL_PROJECT } from './projects/ProjectInput.ts'
import { projectStore } from './projects/projectStore.ts'
import { createMemoryMailbox } from './relay/createMemoryMailbox.ts'
import { createRedisRelayStore } from './relay/createRedisRelayStore.ts'
import { createRelay } from './relay/createRelay.ts'
import { seedWallets } from './wallets/seedWallets.ts'

export type RunningServer = { url: string; close(): Promise<void> }

/**
 * Opens the database (migrating it), seeds the wallet registry and the projects, then listens on
 * host:port (port 0 picks a free one). `close()` stops accepting, lets open requests finish, then closes
 * the database.
 */
export async function startServer(config: ServerConfig, log: Log = createLog()): Promise<RunningServer> {
  const database = await openDatabase(config.database)
  const projects = projectStore(database.db)
  try {
    const added = await seedWallets(database.db)
    await projects.create(LOCAL_PROJECT)
    for (const project of config.seedProjects) await projects.upsert(project)
    log('info', 'database ready', { database: database.describe, walletsAdded: added })
  } catch (error) {
    await database.close()
    throw error
  }
  let port = config.port
  let auth: Awaited<ReturnType<typeof setupAuth>>
  try {
    auth = await setupAuth(database.db, config, () => config.publicUrl ?? `http://localhost:${port}`, log)
  } catch (error) {
    await database.close()
    throw error
  }
  const app = createApp({
    db: database.db,
    config,
    log,
    auth: { service: auth.service, frameOrigins: config.frameOrigins, catcher: auth.catcher },
  })
  const indexers = config.indexer.enabled ? startIndexers(database.db, config, log) : []
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
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info: AddressInfo) => {
      port = info.port
      resolve({
        url: `http://${config.host}:${info.port}`,
        close: async () => {
          await relay.close()
          await Promise.all(indexers.map((i) => i.stop()))
          const closed = new Promise<void>((done, fail) => server.close((error) => (error ? fail(error) : done())))
          // idle keep-alive sockets would hold the close for seconds; requests in flight still finish
          if ('closeIdleConnections' in server) server.closeIdleConnections()
          await closed
          await auth.close()
          await database.close()
        },
      })
    })
    server.on('upgrade', (req, socket, head) => {
      if (new URL(req.url ?? '/', 'http://x').pathname === '/relay') relay.handleUpgrade(req, socket, head)
      else socket.destroy()
    })
    server.once('error', async (error) => {
      await Promise.all(indexers.map((i) => i.stop()))
      await auth.close()
      await database.close()
      reject(error)
    })
  })
}
