import type { GetWalletsResponse } from '@gangway/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from './createApp.ts'
import { type OpenDatabase, openDatabase } from './db/openDatabase.ts'
import { LOCAL_PROJECT } from './projects/ProjectInput.ts'
import { projectStore } from './projects/projectStore.ts'
import { databaseTargets } from './test/databaseTargets.ts'
import { testConfig } from './test/testConfig.ts'
import { seedWallets } from './wallets/seedWallets.ts'

const targets = databaseTargets()

// One database per backend for the whole file (opening, migrating and seeding takes a second or two);
// tests use their own projects or client ids so they do not see each other's writes.
describe.each(targets)('API on $name', ({ target }) => {
  let database: OpenDatabase
  beforeAll(async () => {
    database = await openDatabase(await target())
    await seedWallets(database.db)
    const projects = projectStore(database.db)
    await projects.create(LOCAL_PROJECT)
    await projects.create({
      id: 'shop',
      name: 'Shop',
      allowedOrigins: ['https://*.example.com', 'https://shop.test:8443'],
      features: { email: false, swaps: false },
      analyticsEnabled: false,
    })
    await projects.create({
      id: 'counted',
      name: 'Counted',
      allowedOrigins: ['*'],
      features: {},
      analyticsEnabled: true,
    })
    await projects.create({ id: 'strict', name: 'Strict', allowedOrigins: ['*'], features: {}, analyticsEnabled: true })
  }, 60_000)
  afterAll(() => database?.close())

  function setup(config: Parameters<typeof testConfig>[0] = {}) {
    const app = createApp({ db: database.db, config: testConfig(config) })
    const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers })
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      })
    const events = async (projectId: string) =>
      Number(
        (
          await database.db
            .selectFrom('analytics_events')
            .where('project_id', '=', projectId)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    return { app, get, post, db: database.db, events }
  }
  const wallets = async (res: Response) => {
    expect(res.status).toBe(200)
    return (await res.json()) as GetWalletsResponse
  }

  it('pages the registry by rank, 40 at a time by default', async () => {
    const { get } = setup()
    const first = await wallets(await get('/getWallets?projectId=local'))
    expect(first.count).toBe(539)
    expect(first.data).toHaveLength(40)
    expect(first.data[0]).toMatchObject({
      id: 'io.metamask',
      name: 'MetaMask',
      image_id: 'io.metamask',
      rdns: 'io.metamask',
    })
    const last = await wallets(await get('/getWallets?projectId=local&page=14'))
    expect(last.data).toHaveLength(539 - 13 * 40)
    const second = await wallets(await get('/getWallets?projectId=local&page=2&entries=40'))
    const ids = new Set([...first.data, ...second.data].map((w) => w.id))
    expect(ids.size).toBe(80)
    expect(second.data.map((w) => w.order)).toEqual([...second.data.map((w) => w.order)].sort((a, b) => a - b))
  })

  it('filters by include, exclude, chains, search and badge type', async () => {
    const { get } = setup()
    const only = await wallets(await get('/getWallets?projectId=local&include=me.rainbow,io.metamask'))
    expect(only.data.map((w) => w.id)).toEqual(['io.metamask', 'me.rainbow'])
    expect(only.count).toBe(2)
    const without = await wallets(await get('/getWallets?projectId=local&exclude=io.metamask'))
    expect(without.count).toBe(538)
    expect(without.data.some((w) => w.id === 'io.metamask')).toBe(false)
    const solana = await wallets(
      await get('/getWallets?projectId=local&chains=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp&entries=100'),
    )
    expect(solana.count).toBeGreaterThan(3)
    expect(solana.count).toBeLessThan(100)
    expect(solana.data.every((w) => w.namespaces.includes('solana'))).toBe(true)
    const search = await wallets(await get('/getWallets?projectId=local&search=RAINB'))
    expect(search.data.map((w) => w.name)).toContain('Rainbow')
    expect(search.data.every((w) => w.name.toLowerCase().includes('rainb'))).toBe(true)
    expect((await wallets(await get('/getWallets?projectId=local&badge_type=certified'))).count).toBe(0)
  })

  it('rejects bad parameters with 400 and a clear message', async () => {
    const { get } = setup()
    for (const [query, message] of [
      ['entries=0', 'entries must be from 1 to 100'],
      ['entries=101', 'entries must be from 1 to 100'],
      ['page=abc', 'page must be a whole number'],
      ['badge_type=gold', 'badge_type'],
    ] as const) {
      const res = await get(`/getWallets?projectId=local&${query}`)
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ code: 'BAD_REQUEST', message: expect.stringContaining(message) })
    }
  })

  it('answers 403 Invalid Project ID for an unknown or missing project id, in query or header', async () => {
    const { get } = setup()
    for (const res of [
      await get('/appkit/v1/config?projectId=nope'),
      await get('/appkit/v1/config'),
      await get('/getWallets', { 'x-project-id': 'nope' }),
    ]) {
      expect(res.status).toBe(403)
      expect(await res.json()).toEqual({ code: 'INVALID_PROJECT_ID', message: 'Invalid Project ID' })
    }
    expect(
      (await get('/appkit/v1/config', { 'x-project-id': 'shop', 'x-sdk-type': 'gangway', 'x-sdk-version': '0.0.0' }))
        .status,
    ).toBe(200)
    expect((await get('/appkit/v1/config?projectId=shop&st=gangway&sv=0.0.0&clientId=abc')).status).toBe(200)
  })

  it('answers features and allowed origins of the project', async () => {
    const { get } = setup()
    expect(await (await get('/appkit/v1/config?projectId=shop')).json()).toEqual({
      features: { email: false, swaps: false },
    })
    expect(await (await get('/projects/v1/origins?projectId=shop')).json()).toEqual({
      allowedOrigins: ['https://*.example.com', 'https://shop.test:8443'],
    })
  })

  it('checks the Origin: wildcard and localhost match, others get 403 with CORS headers', async () => {
    const { get } = setup()
    const call = (projectId: string, origin: string) => get(`/projects/v1/origins?projectId=${projectId}`, { origin })
    for (const origin of ['https://app.example.com', 'https://a.b.example.com', 'https://shop.test:8443']) {
      const res = await call('shop', origin)
      expect(res.status, origin).toBe(200)
      expect(res.headers.get('access-control-allow-origin')).toBe(origin)
    }
    for (const origin of [
      'https://example.com',
      'http://app.example.com',
      'https://evil-example.com',
      'https://shop.test',
      'null',
    ]) {
      const res = await call('shop', origin)
      expect(res.status, origin).toBe(403)
      expect(await res.json()).toEqual({ code: 'ORIGIN_NOT_ALLOWED', message: 'Origin Not Allowed' })
      expect(res.headers.get('access-control-allow-origin')).toBe(origin)
    }
    expect((await call('local', 'http://localhost:5173')).status).toBe(200)
    expect((await call('local', 'http://127.0.0.1:3000')).status).toBe(200)
    expect((await call('local', 'https://localhost.example.com')).status).toBe(403)
  })

  it('answers CORS preflights', async () => {
    const { app } = setup()
    const res = await app.request('/getWallets', { method: 'OPTIONS', headers: { origin: 'https://app.example.com' } })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-headers')).toContain('x-project-id')
    // the client's PUT and DELETE with JSON bodies (SPEC §7) are preflighted
    expect(res.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, DELETE, OPTIONS')
  })

  it('keeps analytics off by default and stores events only when the project enables them', async () => {
    const { get, post, events } = setup()
    expect(await (await get('/getAnalyticsConfig?projectId=local')).json()).toEqual({ isAnalyticsEnabled: false })
    expect(await (await get('/getAnalyticsConfig?projectId=counted')).json()).toEqual({ isAnalyticsEnabled: true })
    const event = {
      eventId: 'e1',
      url: 'http://localhost:5173/',
      domain: 'localhost',
      timestamp: Date.now(),
      props: { event: 'MODAL_OPEN' },
    }
    expect((await post('/e?projectId=local', event)).status).toBe(204)
    expect(await events('local')).toBe(0)
    expect((await post('/e?projectId=counted&clientId=c1', event)).status).toBe(202)
    expect(await events('counted')).toBe(1)
  })

  it('rejects a bad event with 400 and writes nothing', async () => {
    const { post, events } = setup()
    for (const body of ['{not json', { url: 'x', timestamp: 1 }, { eventId: 'e', timestamp: 'now' }]) {
      const res = await post('/e?projectId=strict', body)
      expect(res.status).toBe(400)
      expect((await res.json()).code).toBe('BAD_REQUEST')
    }
    expect(await events('strict')).toBe(0)
  })

  it('limits error reports to 5 per minute per client', async () => {
    const { post } = setup()
    const report = { eventId: 'err', timestamp: Date.now(), props: { type: 'error', message: 'boom' } }
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await post('/e?projectId=local&clientId=a', report)).status)
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429])
    expect((await post('/e?projectId=local&clientId=b', report)).status).toBe(204)
  })

  it('rate limits each client with 429 and Retry-After', async () => {
    const { get } = setup({ rateLimitPerMinute: 3 })
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) statuses.push((await get('/appkit/v1/config?projectId=local&clientId=x')).status)
    expect(statuses).toEqual([200, 200, 200, 429])
    const limited = await get('/appkit/v1/config?projectId=local&clientId=x')
    expect(await limited.json()).toEqual({ code: 'RATE_LIMITED', message: 'Rate Limited' })
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await get('/appkit/v1/config?projectId=local&clientId=y')).status).toBe(200)
  })
})
