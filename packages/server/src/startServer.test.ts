import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadConfig } from './config/loadConfig.ts'
import type { ServerConfig } from './config/ServerConfig.ts'
import type { DatabaseTarget } from './db/openDatabase.ts'
import { silentLog } from './log.ts'
import { startServer } from './startServer.ts'
import { databaseTargets } from './test/databaseTargets.ts'
import { startSlowUpstream } from './test/slowUpstream.ts'

const dirs: string[] = []
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
})

const configFor = (database: DatabaseTarget): ServerConfig => ({
  ...loadConfig({ PORT: '0' }),
  database,
  masterKeyFile: undefined,
  indexer: { enabled: false, confirmations: undefined, pollMs: 1000, startBlocks: {} },
  seedProjects: [{ id: 'kept', name: 'Kept', allowedOrigins: ['*'], features: {}, analyticsEnabled: true }],
})

/** Each backend, as the restart test keeps it: a PGlite folder on disk, or a Postgres database. */
const targets = databaseTargets().map(({ name, target }) => ({
  name,
  target: async (): Promise<DatabaseTarget> => {
    if (name !== 'pglite') return target()
    const dir = mkdtempSync(join(tmpdir(), 'gangway-pglite-'))
    dirs.push(dir)
    return { kind: 'pglite', dataDir: dir }
  },
}))

describe('e-mail login wiring', () => {
  it('runs a mail catcher with /dev/mail in development; none in production', async () => {
    const dev = await startServer(configFor({ kind: 'pglite', dataDir: undefined }), silentLog)
    try {
      const start = await fetch(`${dev.url}/auth/v1/email`, {
        method: 'POST',
        headers: { origin: 'http://localhost:4001', 'content-type': 'application/json' },
        body: JSON.stringify({ projectId: 'local', email: 'dev@example.test', deviceId: 'a'.repeat(22) }),
      })
      expect(await start.json()).toEqual({ action: 'VERIFY_DEVICE' })
      const inbox = (await (await fetch(`${dev.url}/dev/mail.json`)).json()) as { messages: { subject: string }[] }
      expect(inbox.messages[0]?.subject).toBe('Approve this device for Local demo')
      expect(await (await fetch(`${dev.url}/dev/mail`)).text()).toContain('Approve this device')
    } finally {
      await dev.close()
    }
    const production = await startServer(
      {
        ...configFor({ kind: 'pglite', dataDir: undefined }),
        production: true,
        masterKey: Buffer.alloc(32, 1),
        smtpUrl: 'smtp://127.0.0.1:9',
      },
      silentLog,
    )
    try {
      // no inbox route: the request falls through to the project guard
      const res = await fetch(`${production.url}/dev/mail`)
      expect(res.status).toBe(403)
      expect(await res.json()).toMatchObject({ code: 'INVALID_PROJECT_ID' })
    } finally {
      await production.close()
    }
  }, 60_000)
})

describe('the dev inbox (issue 33 item 10)', () => {
  const mailOne = (url: string) =>
    fetch(`${url}/auth/v1/email`, {
      method: 'POST',
      headers: { origin: 'http://localhost:4001', 'content-type': 'application/json' },
      body: JSON.stringify({ projectId: 'local', email: 'dev@example.test', deviceId: 'b'.repeat(22) }),
    })
  /** The server's port, asked for on the loopback address (the test never leaves the machine). */
  const loopback = (url: string) => `http://127.0.0.1:${new URL(url).port}`

  it('is not served when the server binds a non-loopback address (every login code would be public)', async () => {
    const open = await startServer({ ...configFor({ kind: 'pglite', dataDir: undefined }), host: '0.0.0.0' }, silentLog)
    try {
      const url = loopback(open.url)
      expect((await mailOne(url)).status).toBe(200)
      for (const path of ['/dev/mail.json', '/dev/mail', '/dev/mail/1/html']) {
        const res = await fetch(`${url}${path}`)
        expect(res.status, path).toBe(403)
        expect(await res.json()).toMatchObject({ code: 'INVALID_PROJECT_ID' })
      }
    } finally {
      await open.close()
    }
  }, 60_000)

  it('is served on a non-loopback bind only with DEV_INBOX_TOKEN, to requests carrying it', async () => {
    const token = 'dev-inbox-token-0123456789'
    const guarded = await startServer(
      { ...configFor({ kind: 'pglite', dataDir: undefined }), host: '0.0.0.0', devInboxToken: token },
      silentLog,
    )
    try {
      const url = loopback(guarded.url)
      expect((await mailOne(url)).status).toBe(200)
      for (const path of ['/dev/mail.json', '/dev/mail', '/dev/mail/1/html', `/dev/mail.json?token=${token}x`]) {
        const res = await fetch(`${url}${path}`)
        expect(res.status, path).toBe(401)
        expect(await res.json()).toEqual({ code: 'DEV_INBOX_TOKEN', message: 'The dev inbox needs its token' })
      }
      const byQuery = await fetch(`${url}/dev/mail.json?token=${token}`)
      expect(byQuery.status).toBe(200)
      const inbox = (await byQuery.json()) as { messages: { subject: string }[] }
      expect(inbox.messages[0]?.subject).toBe('Approve this device for Local demo')
      const byHeader = await fetch(`${url}/dev/mail`, { headers: { authorization: `Bearer ${token}` } })
      expect(await byHeader.text()).toContain('Approve this device')
      // the inbox page opened with its token links the mail's HTML part with the token on
      const page = await (await fetch(`${url}/dev/mail?token=${token}`)).text()
      const htmlLink = /href="(\/dev\/mail\/\d+\/html\?token=[^"]+)"/.exec(page)?.[1]
      expect(htmlLink).toBe(`/dev/mail/1/html?token=${token}`)
      const part = await fetch(`${url}${htmlLink}`)
      expect(part.status).toBe(200)
      expect(await part.text()).toContain('Approve')
    } finally {
      await guarded.close()
    }
  }, 60_000)
})

describe.each(targets)('server on $name', ({ target }) => {
  // 60 s: a fresh PGlite's first start (WASM, every migration, the 539 registry wallets) beside the other
  // unit worker took 35 s once (2026-11-29)
  it('answers the health check, seeds the local project and the registry, and closes', async () => {
    const server = await startServer(configFor(await target()), silentLog)
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: 'ok' })
    const origins = await fetch(`${server.url}/projects/v1/origins?projectId=local`)
    expect(await origins.json()).toEqual({ allowedOrigins: ['localhost'] })
    // Sign in with X is served (migration 0007_siwx applied)
    const nonce = await fetch(`${server.url}/siwx/v1/nonce?projectId=local`)
    expect(nonce.status).toBe(200)
    expect((await nonce.json()).nonce).toMatch(/^[0-9a-f]{32}$/)
    const wallets = await (await fetch(`${server.url}/getWallets?projectId=local&entries=1`)).json()
    expect(wallets.count).toBe(539)
    await server.close()
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow()
  }, 60_000)

  it('keeps data written through the API across a restart', async () => {
    const database = await target()
    const event = { eventId: 'kept-1', timestamp: 1_700_000_000_000, props: { event: 'MODAL_OPEN' } }
    const first = await startServer(configFor(database), silentLog)
    const res = await fetch(`${first.url}/e?projectId=kept&clientId=c`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    })
    expect(res.status).toBe(202)
    await first.close()

    const second = await startServer(configFor(database), silentLog)
    await second.close()
    // read back with the server's own database code, after the second start migrated and seeded again
    const { openDatabase } = await import('./db/openDatabase.ts')
    const reopened = await openDatabase(database)
    const rows = await reopened.db.selectFrom('analytics_events').selectAll().execute()
    const wallets = await reopened.db
      .selectFrom('wallets')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
    await reopened.close()
    expect(rows.map((r) => [r.project_id, r.event_id, Number(r.event_time), r.props])).toEqual([
      ['kept', 'kept-1', 1_700_000_000_000, { event: 'MODAL_OPEN' }],
    ])
    expect(Number(wallets.n)).toBe(539)
  })

  it('lets a request in flight finish when closing (its answer closes the connection), then accepts none', async () => {
    const upstream = await startSlowUpstream(800)
    const server = await startServer(
      { ...configFor(await target()), rpcUpstreams: { 'eip155:31337': upstream.url } },
      silentLog,
    )
    try {
      const pending = fetch(`${server.url}/v1?chainId=eip155:31337&projectId=local`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'eth_chainId' }),
      })
      // the request is in the server's hands (it asked the upstream) when the shutdown starts
      await upstream.received()
      const closing = server.close()
      const res = await pending
      expect(res.status).toBe(200)
      expect(res.headers.get('connection')).toBe('close')
      expect(await res.json()).toEqual({ jsonrpc: '2.0', id: 7, result: '0x7a69' })
      await closing
      await expect(fetch(`${server.url}/healthz`)).rejects.toThrow()
    } finally {
      await server.close()
      await upstream.close()
    }
  })
})

describe('loadConfig', () => {
  it('serves the built secure frame on its own port when FRAME_DIR is set, calling this API', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'gangway-frame-dist-'))
    dirs.push(dist)
    writeFileSync(join(dist, 'index.html'), '<meta name="gangway-api-url" content="%GANGWAY_API_URL%">')
    const server = await startServer(
      { ...configFor({ kind: 'pglite', dataDir: undefined }), frame: { dir: dist, port: 0, host: '127.0.0.1' } },
      silentLog,
    )
    try {
      expect(server.frameUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(server.frameUrl).not.toBe(server.url)
      const page = await fetch(`${server.frameUrl}/?projectId=local`)
      const apiPort = new URL(server.url).port
      expect(await page.text()).toContain(`content="http://localhost:${apiPort}"`)
      expect(page.headers.get('content-security-policy')).toContain(`connect-src http://localhost:${apiPort}`)
      expect(page.headers.get('content-security-policy')).toContain('frame-ancestors http://localhost:*')
      expect((await fetch(`${server.frameUrl}/healthz`)).status).toBe(404)
    } finally {
      await server.close()
    }
  })

  it('has working defaults and names a bad variable', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      rpcTimeoutMs: 10_000,
      rpcRetries: 3,
      errorReportsPerMinute: 5,
      siwxSigninsPerIpPerMinute: 60,
    })
    expect(() => loadConfig({ SIWX_SIGNINS_PER_IP_PER_MINUTE: '0' })).toThrow(
      'SIWX_SIGNINS_PER_IP_PER_MINUTE must be an integer from 1 to 1000000, got "0"',
    )
    expect(config.database).toMatchObject({ kind: 'pglite' })
    expect(config.rpcUpstreams).toEqual({
      'eip155:31337': 'http://127.0.0.1:8545',
      'eip155:31338': 'http://127.0.0.1:8546',
    })
    expect(loadConfig({ DATABASE_URL: 'memory' }).database).toEqual({ kind: 'pglite', dataDir: undefined })
    expect(() => loadConfig({ PORT: '70000' })).toThrow('PORT must be an integer from 0 to 65535, got "70000"')
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow('DATABASE_URL must be a postgres:// URL')
    expect(() => loadConfig({ RPC_UPSTREAMS: '{"eip155:1":"ftp://x"}' })).toThrow(
      'RPC_UPSTREAMS: eip155:1 must be an http(s) URL',
    )
    expect(() => loadConfig({ SEED_PROJECTS: '[{"id":"a b","name":"x","allowedOrigins":[]}]' })).toThrow(
      'SEED_PROJECTS: 0.id',
    )
    expect(config.indexer).toEqual({ enabled: true, confirmations: undefined, pollMs: 1000, startBlocks: {} })
    expect(loadConfig({ INDEXER: 'off', INDEXER_CONFIRMATIONS: '3' }).indexer).toMatchObject({
      enabled: false,
      confirmations: 3,
    })
    expect(() => loadConfig({ INDEXER: 'maybe' })).toThrow('INDEXER must be on or off, got "maybe"')
    expect(() => loadConfig({ INDEXER_START_BLOCKS: '{"eip155:1":-1}' })).toThrow('INDEXER_START_BLOCKS: eip155:1')
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' })).toThrow(
      'GANGWAY_MASTER_KEY is required in production',
    )
    const key = Buffer.alloc(32, 7).toString('base64')
    expect(() => loadConfig({ NODE_ENV: 'production', GANGWAY_MASTER_KEY: key })).toThrow(
      'SMTP_URL is required in production',
    )
    expect(() => loadConfig({ GANGWAY_MASTER_KEY: 'c2hvcnQ=' })).toThrow('GANGWAY_MASTER_KEY must be 32 bytes')
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow('SMTP_URL must be an smtp:// or smtps:// URL')
    expect(() => loadConfig({ FRAME_ORIGINS: 'localhost:4001' })).toThrow(
      'FRAME_ORIGINS: localhost:4001 is not an origin',
    )
    expect(loadConfig({ NODE_ENV: 'production', GANGWAY_MASTER_KEY: key, SMTP_URL: 'smtp://mail:25' })).toMatchObject({
      production: true,
      smtpUrl: 'smtp://mail:25',
      frameOrigins: ['http://localhost:4001'],
    })
    expect(loadConfig({}).frame).toBeUndefined()
    expect(loadConfig({ FRAME_DIR: 'apps/frame/dist', FRAME_PORT: '4101', HOST: '0.0.0.0' })).toMatchObject({
      frame: { dir: expect.stringMatching(/apps\/frame\/dist$/), port: 4101, host: '0.0.0.0' },
      frameOrigins: ['http://localhost:4101'],
    })
    expect(() => loadConfig({ FRAME_DIR: 'x', FRAME_PORT: '-1' })).toThrow('FRAME_PORT must be an integer')
    expect(() => loadConfig({ SPAM_CONTRACTS: 'eip155:1:0x12' })).toThrow(
      'SPAM_CONTRACTS: eip155:1:0x12 is not a CAIP-10 EVM address',
    )
  })
})
