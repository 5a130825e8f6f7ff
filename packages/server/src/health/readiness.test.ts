import { freePort } from '@gangway/devnet/freePort'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config/loadConfig.ts'
import type { ServerConfig } from '../config/ServerConfig.ts'
import { silentLog } from '../log.ts'
import { startServer } from '../startServer.ts'
import { startTestPostgres, type TestPostgres } from '../test/startTestPostgres.ts'
import { startSwitchableTcpProxy } from '../test/switchableTcpProxy.ts'
import { READINESS_CACHE_MS, READINESS_CHECK_TIMEOUT_MS } from './createReadiness.ts'

const config = (env: Record<string, string>): ServerConfig => ({
  ...loadConfig({ PORT: '0', INDEXER: 'off', ...env }),
  masterKey: Buffer.alloc(32, 7),
  masterKeyFile: undefined,
})

const get = async (base: string, path: string) => {
  const res = await fetch(`${base}${path}`)
  return { status: res.status, body: await res.json(), headers: res.headers }
}

async function until(check: () => Promise<boolean>, what: string, ms = 20_000) {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (await check().catch(() => false)) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`timed out waiting for ${what}`)
}

describe('/healthz and /readyz of a started server', () => {
  let postgres: TestPostgres
  beforeAll(async () => {
    postgres = await startTestPostgres()
  }, 60_000)
  afterAll(async () => {
    await postgres?.stop()
  })

  it('answers 503 "starting" until Postgres answers and the migrations ran, then ready; 503 while the database is away', async () => {
    const url = new URL(await postgres.createDatabase(`ready${process.pid}`))
    const [proxyPort, apiPort] = [await freePort(), await freePort()]
    // the database host is "down" (every connection reset) when the server starts
    const proxy = await startSwitchableTcpProxy(proxyPort, Number(url.port))
    const viaProxy = new URL(url)
    viaProxy.port = String(proxyPort)
    const starting = startServer(config({ PORT: String(apiPort), DATABASE_URL: viaProxy.href }), silentLog)
    const base = `http://127.0.0.1:${apiPort}`
    try {
      await until(async () => (await get(base, '/readyz')).status === 503, 'the listener')
      expect(await get(base, '/readyz')).toMatchObject({ status: 503, body: { status: 'starting' } })
      expect(await get(base, '/healthz')).toMatchObject({ status: 503, body: { status: 'starting' } })
      const early = await get(base, '/getWallets?projectId=local')
      expect(early).toMatchObject({ status: 503, body: { code: 'SERVER_STARTING' } })
      expect(early.headers.get('retry-after')).toBe('5')
      // nothing reached the database: no table was made
      const direct = new pg.Client({ connectionString: url.href })
      await direct.connect()
      const tables = async () =>
        Number(
          (await direct.query("select count(*) as n from information_schema.tables where table_name = 'projects'"))
            .rows[0].n,
        )
      expect(await tables()).toBe(0)

      proxy.on()
      const server = await starting
      expect(await tables()).toBe(1)
      await direct.end()
      expect(await get(base, '/readyz')).toMatchObject({
        status: 200,
        body: { status: 'ready', checks: { database: 'ok' } },
      })
      expect(await get(base, '/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } })

      // the database goes away: not ready (alive all the same), and ready again once it is back
      proxy.off()
      await until(
        async () => (await get(base, '/readyz')).status === 503,
        'readiness to notice',
        READINESS_CACHE_MS + READINESS_CHECK_TIMEOUT_MS + 5000,
      )
      expect(await get(base, '/readyz')).toMatchObject({
        body: { status: 'unavailable', checks: { database: 'unavailable' } },
      })
      expect((await get(base, '/healthz')).status).toBe(200)
      proxy.on()
      await until(async () => (await get(base, '/readyz')).status === 200, 'readiness to come back')
      await server.close()
    } finally {
      proxy.on()
      await (await starting.catch(() => undefined))?.close()
      await proxy.close()
    }
  }, 90_000)

  it('answers 503 "stopping" from the moment a shutdown starts, still serving requests for SHUTDOWN_DELAY_MS', async () => {
    const server = await startServer(config({ DATABASE_URL: 'memory', SHUTDOWN_DELAY_MS: '1500' }), silentLog)
    expect((await get(server.url, '/readyz')).status).toBe(200)
    const closing = server.close()
    expect(await get(server.url, '/readyz')).toMatchObject({ status: 503, body: { status: 'stopping' } })
    // alive, and still answering (each answer closing its connection) while the load balancer notices
    expect((await get(server.url, '/healthz')).status).toBe(200)
    const wallets = await get(server.url, '/getWallets?projectId=local&entries=3')
    expect(wallets.status).toBe(200)
    expect(wallets.headers.get('connection')).toBe('close')
    await closing
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow()
  }, 60_000)
})
