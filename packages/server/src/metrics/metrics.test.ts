import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { startTestChains } from '@gangway/devnet/testChains'
import { register as globalRegister } from 'prom-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config/loadConfig.ts'
import type { ServerConfig } from '../config/ServerConfig.ts'
import { createApp } from '../createApp.ts'
import { openDatabase } from '../db/openDatabase.ts'
import { silentLog } from '../log.ts'
import { LOCAL_PROJECT } from '../projects/ProjectInput.ts'
import { projectStore } from '../projects/projectStore.ts'
import { sponsorBudget } from '../smart/sponsorBudget.ts'
import { type RunningServer, startServer } from '../startServer.ts'
import { randomTopic, rawRelayClient, until } from '../test/rawRelayClient.ts'
import { startSlowUpstream } from '../test/slowUpstream.ts'
import { createMetrics } from './createMetrics.ts'
import { tokenMatches } from './metricsEndpoint.ts'

const TOKEN = 'metrics-token-0123456789abcdef0123456789'

const config = (env: Record<string, string>): ServerConfig => ({
  ...loadConfig({ PORT: '0', DATABASE_URL: 'memory', INDEXER: 'off', ...env }),
  masterKey: Buffer.alloc(32, 3),
  masterKeyFile: undefined,
})

/** One sample of a scrape: `name{labels} value` → value (undefined when absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`)
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue
    const m = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line)
    if (!m || m[1] !== name) continue
    const have = (m[2] ?? '').split(',').filter(Boolean)
    if (wanted.every((w) => have.includes(w)) && have.length === wanted.length) return Number(m[3])
  }
  return undefined
}

const scrape = async (url: string, headers: Record<string, string> = {}) => {
  const res = await fetch(url, { headers })
  return { status: res.status, text: await res.text(), headers: res.headers }
}

describe('GET /metrics of a running server', () => {
  let chains: Awaited<ReturnType<typeof startTestChains>>
  let slow: Awaited<ReturnType<typeof startSlowUpstream>>
  let server: RunningServer
  let failing: { url: string; close(): void }
  beforeAll(async () => {
    ;[chains, slow] = await Promise.all([startTestChains([31337]), startSlowUpstream(1500)])
    const failingServer = createServer((_req, res) => res.writeHead(503).end('down'))
    await new Promise<void>((r) => failingServer.listen(0, '127.0.0.1', r))
    failing = {
      url: `http://127.0.0.1:${(failingServer.address() as AddressInfo).port}`,
      close: () => failingServer.close(),
    }
    server = await startServer(
      config({
        INDEXER: 'on',
        INDEXER_POLL_MS: '200',
        RPC_UPSTREAMS: JSON.stringify({
          'eip155:31337': chains.chains[0]?.rpcUrls.default.http[0],
          'eip155:5': slow.url,
          'eip155:6': failing.url,
          'eip155:7': 'http://127.0.0.1:9',
        }),
        RPC_TIMEOUT_MS: '500',
        RPC_RETRIES: '0',
        RATE_LIMIT_PER_MINUTE: '2',
        RELAY_REDELIVER_AFTER_MS: '200',
      }),
      silentLog,
    )
  }, 120_000)
  afterAll(async () => {
    await server?.close()
    await chains?.stop()
    await slow?.close()
    failing?.close()
  })

  it('counts HTTP answers by route pattern and status, with their time', async () => {
    const before = (await scrape(`${server.url}/metrics`)).text
    const route = (r: string, s: string) => ({ method: 'GET', route: r, status: s })
    const grew = (text: string, name: string, labels: Record<string, string>) =>
      (sample(text, name, labels) ?? 0) - (sample(before, name, labels) ?? 0)
    const n = Math.floor(Math.random() * 1e9)
    for (let i = 0; i < 2; i++) await fetch(`${server.url}/getWallets?projectId=local&clientId=h${n}-${i}`)
    const address = '0x000000000000000000000000000000000000bEEF'
    const history = await fetch(`${server.url}/v1/account/${address}/history?projectId=local&clientId=hist${n}`)
    expect(history.status).toBe(200)
    await fetch(`${server.url}/no/such/route/${n}?projectId=local&clientId=nf${n}`)
    const { status, text, headers } = await scrape(`${server.url}/metrics`)
    expect(status).toBe(200)
    expect(headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(headers.get('cache-control')).toBe('no-store')
    expect(grew(text, 'gangway_http_requests_total', route('/getWallets', '200'))).toBe(2)
    expect(grew(text, 'gangway_http_request_duration_seconds_count', route('/getWallets', '200'))).toBe(2)
    expect(
      grew(text, 'gangway_http_request_duration_seconds_bucket', { ...route('/getWallets', '200'), le: '+Inf' }),
    ).toBe(2)
    // the pattern, never the address: a caller cannot make new series by varying the path
    expect(grew(text, 'gangway_http_requests_total', route('/v1/account/:address/history', '200'))).toBe(1)
    expect(text).not.toContain(address)
    expect(grew(text, 'gangway_http_requests_total', route('unmatched', '404'))).toBe(1)
    expect(text).not.toContain('/no/such/route')
  })

  it('counts rate-limit refusals by limit', async () => {
    const statuses: number[] = []
    const before = sample((await scrape(`${server.url}/metrics`)).text, 'gangway_rate_limit_refusals_total', {
      limit: 'http-client',
    })
    const client = `limited${Math.random()}`
    for (let i = 0; i < 4; i++) {
      statuses.push((await fetch(`${server.url}/appkit/v1/config?projectId=local&clientId=${client}`)).status)
    }
    expect(statuses).toEqual([200, 200, 429, 429])
    const { text } = await scrape(`${server.url}/metrics`)
    expect(sample(text, 'gangway_rate_limit_refusals_total', { limit: 'http-client' })).toBe((before ?? 0) + 2)
  })

  it('counts relay sockets, messages published and delivered, mailbox bytes and redeliveries', async () => {
    const relayUrl = `${server.url.replace('http', 'ws')}/relay`
    const first = (await scrape(`${server.url}/metrics`)).text
    const before = {
      published: sample(first, 'gangway_relay_messages_published_total') ?? 0,
      delivered: sample(first, 'gangway_relay_messages_delivered_total') ?? 0,
    }
    const dapp = await rawRelayClient(relayUrl)
    const wallet = await rawRelayClient(relayUrl, { ack: false })
    try {
      const topic = randomTopic()
      await wallet.call('irn_subscribe', { topic })
      // one published while nobody reads it, held in the mailbox
      const waiting = randomTopic()
      await dapp.call('irn_publish', { topic: waiting, message: 'x'.repeat(1000), ttl: 300, tag: 1 })
      await dapp.call('irn_publish', { topic, message: 'hello', ttl: 300, tag: 1 })
      // the wallet does not acknowledge: the relay sends it again after RELAY_REDELIVER_AFTER_MS
      await until(() => wallet.deliveryCount() >= 2, 'a redelivery', 5000)
      await new Promise((r) => setTimeout(r, 1100)) // the mailbox gauge reads the mailbox at most once a second
      const { text } = await scrape(`${server.url}/metrics`)
      expect(sample(text, 'gangway_relay_sockets')).toBe(2)
      expect(sample(text, 'gangway_relay_messages_published_total')).toBe(before.published + 2)
      expect(sample(text, 'gangway_relay_messages_delivered_total')).toBe(before.delivered + 1)
      expect(sample(text, 'gangway_relay_redeliveries_total')).toBeGreaterThanOrEqual(1)
      expect(sample(text, 'gangway_relay_mailbox_bytes')).toBeGreaterThan(1000)
    } finally {
      dapp.close()
      wallet.close()
    }
    await until(() => dapp.closed() !== undefined && wallet.closed() !== undefined, 'closed sockets')
    await new Promise((r) => setTimeout(r, 1100)) // the mailbox gauge is cached for a second
    expect(sample((await scrape(`${server.url}/metrics`)).text, 'gangway_relay_sockets')).toBe(0)
  })

  it('measures the RPC proxy per chain: upstream time, timeouts, refused connections and 5xx answers', async () => {
    const call = (chain: string) =>
      fetch(`${server.url}/v1?chainId=${chain}&projectId=local&clientId=rpc-${chain}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
      })
    expect((await call('eip155:31337')).status).toBe(200)
    expect((await call('eip155:5')).status).toBe(502) // 1.5 s upstream, 0.5 s timeout
    expect((await call('eip155:6')).status).toBe(503) // passed on as the upstream answered
    expect((await call('eip155:7')).status).toBe(502) // nothing listens there
    const { text } = await scrape(`${server.url}/metrics`)
    expect(sample(text, 'gangway_rpc_upstream_duration_seconds_count', { chain: 'eip155:31337' })).toBeGreaterThan(0)
    expect(sample(text, 'gangway_rpc_upstream_errors_total', { chain: 'eip155:31337', reason: 'timeout' })).toBe(
      undefined,
    )
    expect(sample(text, 'gangway_rpc_upstream_errors_total', { chain: 'eip155:5', reason: 'timeout' })).toBe(1)
    expect(sample(text, 'gangway_rpc_upstream_errors_total', { chain: 'eip155:6', reason: 'http_5xx' })).toBe(1)
    expect(sample(text, 'gangway_rpc_upstream_errors_total', { chain: 'eip155:7', reason: 'connection' })).toBe(1)
  })

  it('reports the indexer per chain: head, indexed block and lag', async () => {
    const end = Date.now() + 30_000
    let text = ''
    while (Date.now() < end) {
      text = (await scrape(`${server.url}/metrics`)).text
      if (sample(text, 'gangway_indexer_head_block', { chain: 'eip155:31337' }) !== undefined) break
      await new Promise((r) => setTimeout(r, 200))
    }
    const head = sample(text, 'gangway_indexer_head_block', { chain: 'eip155:31337' }) as number
    expect(head).toBeGreaterThanOrEqual(0)
    expect(sample(text, 'gangway_indexer_indexed_block', { chain: 'eip155:31337' })).toBeLessThanOrEqual(head)
    expect(sample(text, 'gangway_indexer_lag_blocks', { chain: 'eip155:31337' })).toBeGreaterThanOrEqual(0)
  })

  it('counts login e-mails sent', async () => {
    const before = sample((await scrape(`${server.url}/metrics`)).text, 'gangway_emails_total', { result: 'sent' }) ?? 0
    const res = await fetch(`${server.url}/auth/v1/email`, {
      method: 'POST',
      headers: { origin: 'http://localhost:4001', 'content-type': 'application/json' },
      body: JSON.stringify({ projectId: 'local', email: `m${Date.now()}@example.test`, deviceId: 'm'.repeat(22) }),
    })
    expect(res.status).toBe(200)
    const { text } = await scrape(`${server.url}/metrics`)
    expect(sample(text, 'gangway_emails_total', { result: 'sent' })).toBe(before + 1)
    expect(sample(text, 'gangway_emails_total', { result: 'failed' })).toBe(0)
  })
})

describe('metrics that need their own server', () => {
  it('counts e-mails the SMTP server did not take', async () => {
    const server = await startServer(config({ SMTP_URL: 'smtp://127.0.0.1:9', SMTP_TIMEOUT_MS: '1000' }), silentLog)
    try {
      const res = await fetch(`${server.url}/auth/v1/email`, {
        method: 'POST',
        headers: { origin: 'http://localhost:4001', 'content-type': 'application/json' },
        body: JSON.stringify({ projectId: 'local', email: 'fail@example.test', deviceId: 'f'.repeat(22) }),
      })
      expect(res.status).toBe(503)
      const { text } = await scrape(`${server.url}/metrics`)
      expect(sample(text, 'gangway_emails_total', { result: 'failed' })).toBe(1)
      expect(sample(text, 'gangway_emails_total', { result: 'sent' })).toBe(0)
    } finally {
      await server.close()
    }
  }, 60_000)

  it('reports today’s sponsorship spend per project and chain from the project-wide counters', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: undefined })
    try {
      const app = createApp({ db: database.db, config: config({}) })
      const projects = projectStore(database.db)
      await projects.create(LOCAL_PROJECT)
      await projects.create({ ...LOCAL_PROJECT, id: 'shop', name: 'Shop' })
      const budget = sponsorBudget(database.db)
      const spend = (projectId: string, chainId: number, account: string, costWei: bigint) =>
        budget.reserve({ projectId, chainId, account, costWei, budgetWei: 10n ** 18n, projectBudgetWei: 10n ** 18n })
      expect(await spend('local', 31337, `0x${'1'.repeat(40)}`, 3_000_000_000_000_000n)).toBeUndefined()
      expect(await spend('local', 31337, `0x${'2'.repeat(40)}`, 2_000_000_000_000_000n)).toBeUndefined()
      expect(await spend('local', 31338, `0x${'1'.repeat(40)}`, 7n)).toBeUndefined()
      expect(await spend('shop', 31337, `0x${'1'.repeat(40)}`, 5n)).toBeUndefined()
      const text = await (await app.request('/metrics')).text()
      expect(sample(text, 'gangway_sponsorship_spent_wei', { project: 'local', chain: 'eip155:31337' })).toBe(5e15)
      expect(sample(text, 'gangway_sponsorship_spent_wei', { project: 'local', chain: 'eip155:31338' })).toBe(7)
      expect(sample(text, 'gangway_sponsorship_spent_wei', { project: 'shop', chain: 'eip155:31337' })).toBe(5)
    } finally {
      await database.close()
    }
  }, 60_000)
})

describe('who may scrape', () => {
  it('asks for METRICS_TOKEN when set: 401 without or with a wrong one, then 429 for that address — even with the right token', async () => {
    const server = await startServer(
      config({ METRICS_TOKEN: TOKEN, METRICS_AUTH_FAILURES_PER_IP_PER_MINUTE: '5', TRUSTED_PROXIES: '127.0.0.1' }),
      silentLog,
    )
    try {
      const url = `${server.url}/metrics`
      const from = (ip: string, token?: string) => ({
        'x-forwarded-for': ip,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      })
      const none = await scrape(url, from('198.51.100.1'))
      expect(none.status).toBe(401)
      expect(none.headers.get('www-authenticate')).toBe('Bearer realm="metrics"')
      expect(JSON.parse(none.text)).toEqual({
        code: 'METRICS_UNAUTHORIZED',
        message: 'A valid metrics token is required',
      })
      expect((await scrape(url, from('198.51.100.1', TOKEN))).status).toBe(200)
      // a guesser: each wrong token counts; past the limit its address is refused before anything is compared
      const guesses: number[] = []
      for (let i = 0; i < 8; i++)
        guesses.push((await scrape(url, from('198.51.100.1', `${TOKEN.slice(0, -1)}${i}`))).status)
      expect(guesses).toEqual([401, 401, 401, 401, 429, 429, 429, 429])
      const blocked = await scrape(url, from('198.51.100.1', TOKEN))
      expect(blocked.status).toBe(429)
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
      // another address is not affected
      const other = await scrape(url, from('203.0.113.9', TOKEN))
      expect(other.status).toBe(200)
      expect(other.text).toContain('gangway_http_requests_total')
      expect(
        sample(other.text, 'gangway_http_requests_total', { method: 'GET', route: '/metrics', status: '401' }),
      ).toBe(5)
    } finally {
      await server.close()
    }
  }, 60_000)

  it('serves it only on METRICS_PORT when set (not on the API port), and not at all on the API port in production without a token', async () => {
    const apart = await startServer(config({ METRICS_PORT: '0' }), silentLog)
    try {
      // the API port: no such route there (it falls to the project guard, as any unknown public path)
      const onApi = await fetch(`${apart.url}/metrics`)
      expect(onApi.status).toBe(403)
      expect(await onApi.text()).not.toContain('gangway_')
      expect(apart.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/)
      const scraped = await scrape(apart.metricsUrl as string)
      expect(scraped.status).toBe(200)
      expect(scraped.text).toContain('gangway_relay_sockets')
      expect((await fetch((apart.metricsUrl as string).replace('/metrics', '/healthz'))).status).toBe(404)
    } finally {
      await apart.close()
    }
    const production = await startServer(
      {
        ...config({
          NODE_ENV: 'production',
          SMTP_URL: 'smtp://127.0.0.1:9',
          GANGWAY_MASTER_KEY: Buffer.alloc(32, 1).toString('base64'),
        }),
      },
      silentLog,
    )
    try {
      const res = await fetch(`${production.url}/metrics`)
      expect(res.status).not.toBe(200)
      expect(await res.text()).not.toContain('gangway_')
    } finally {
      await production.close()
    }
  }, 60_000)

  it('refuses a short METRICS_TOKEN', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 32/)
  })
})

describe('the registry', () => {
  it('belongs to its app instance: two apps count apart, prom-client’s global registry holds nothing of ours', async () => {
    const a = createMetrics()
    const b = createMetrics()
    a.rateLimitRefused('http-ip')
    expect(sample((await a.scrape()).text, 'gangway_rate_limit_refusals_total', { limit: 'http-ip' })).toBe(1)
    expect(sample((await b.scrape()).text, 'gangway_rate_limit_refusals_total', { limit: 'http-ip' })).toBe(undefined)
    expect(await globalRegister.metrics()).not.toContain('gangway_')
  })

  it('compares tokens whole, whatever their lengths', () => {
    expect(tokenMatches(TOKEN, TOKEN)).toBe(true)
    expect(tokenMatches(`${TOKEN}x`, TOKEN)).toBe(false)
    expect(tokenMatches(TOKEN.slice(1), TOKEN)).toBe(false)
    expect(tokenMatches('', TOKEN)).toBe(false)
  })
})
