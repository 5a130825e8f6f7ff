// @vitest-environment happy-dom
import { spawnTestServer, type TestServer } from '@gangway/server/testing'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { connect } from '../actions/connect.ts'
import { reportError } from '../actions/reportError.ts'
import { createKit, destroyKit } from '../createKit.ts'
import type { Kit } from '../Kit.ts'
import { gangwayDevnetA } from '../networks/index.ts'
import { createTestAdapter } from '../test/createTestAdapter.ts'
import { memoryStorage } from '../test/memoryStorage.ts'
import { WalletConnectInitError } from '../walletconnect/WalletConnectInitError.ts'

/** The real Gangway server: one project counts events, one has analytics off, one allows another origin only. */
let server: TestServer
beforeAll(async () => {
  server = await spawnTestServer({
    SEED_PROJECTS: JSON.stringify([
      { id: 'counted', name: 'Counted', allowedOrigins: ['*'], analyticsEnabled: true },
      { id: 'quiet', name: 'Quiet', allowedOrigins: ['*'], analyticsEnabled: false },
      { id: 'elsewhere', name: 'Elsewhere', allowedOrigins: ['https://app.example.com'], analyticsEnabled: true },
    ]),
  })
}, 60_000)
afterAll(() => server?.close())

/** Every request the kit makes, with the server's answer (fetch observed, not replaced). */
type Seen = { path: string; query: URLSearchParams; method: string; body: unknown; status: number }
function observe(): Seen[] {
  const seen: Seen[] = []
  const realFetch = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const response = await realFetch(input, init)
    const url = new URL(String(input))
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
    seen.push({
      path: url.pathname,
      query: url.searchParams,
      method: init?.method ?? 'GET',
      body,
      status: response.status,
    })
    return response
  })
  return seen
}

const kits: Kit[] = []
afterEach(() => {
  for (const kit of kits.splice(0)) destroyKit(kit)
  vi.restoreAllMocks()
})

async function start(projectId: string, analytics: boolean | undefined) {
  const test = createTestAdapter()
  test.state.chainId = 31337
  const kit = createKit({
    projectId,
    networks: [gangwayDevnetA],
    adapters: [test.adapter],
    storage: memoryStorage(),
    apiUrl: server.url,
    ...(analytics === undefined ? {} : { features: { analytics } }),
  })
  kits.push(kit)
  await kit.ready
  await kit.remote
  return { kit, test }
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20))
}
const events = (seen: Seen[]) => seen.filter((s) => s.path === '/e')

describe('client analytics and error reports (SPEC §7–8)', () => {
  it('on (the site’s features.analytics and the project’s config): events and at most 5 error reports a minute go to POST /e', async () => {
    const seen = observe()
    const { kit } = await start('counted', true)
    expect(seen.filter((s) => s.path === '/getAnalyticsConfig')).toHaveLength(1)
    await connect(kit, { connectorId: 'dev.gangway.wallet' })
    await until(() => events(seen).length >= 3)
    const tracked = events(seen).map((s) => (s.body as { props: { event: string } }).props.event)
    expect(tracked).toEqual(['INITIALIZE', 'SELECT_WALLET', 'CONNECT_SUCCESS'])
    const success = events(seen)[2]
    expect(success?.body).toMatchObject({
      eventId: expect.any(String),
      url: location.href,
      domain: location.hostname,
      timestamp: expect.any(Number),
      props: {
        type: 'track',
        event: 'CONNECT_SUCCESS',
        address: '0x1111111111111111111111111111111111111111',
        properties: { caipNetworkId: 'eip155:31337' },
      },
    })
    expect(success?.status).toBe(202) // stored by the server
    expect(Object.fromEntries(success?.query ?? [])).toMatchObject({
      projectId: 'counted',
      st: 'appkit',
      sv: expect.any(String),
    })

    for (let i = 0; i < 7; i++) reportError(kit, new Error(`boom ${i}`), 'API_ERROR')
    await until(() => events(seen).length >= 8)
    await new Promise((r) => setTimeout(r, 100))
    const reports = events(seen).filter((s) => (s.body as { props: { type: string } }).props.type === 'error')
    expect(reports).toHaveLength(5)
    expect(reports[0]?.body).toMatchObject({
      props: { type: 'error', event: 'API_ERROR', errorType: 'Error', errorMessage: 'boom 0' },
    })
    expect(Object.fromEntries(reports[0]?.query ?? [])).toMatchObject({ projectId: 'counted', st: 'appkit' })
  })

  it('the internal SDK error event on a provider init failure is sent too', async () => {
    const seen = observe()
    const { kit, test } = await start('counted', true)
    test.state.connectError = new Error('Failed to connect', { cause: new WalletConnectInitError('relay gone') })
    const emitted: string[] = []
    kit.events.subscribe((e) => emitted.push(`${e.data.type}:${e.data.event}`))
    await expect(connect(kit, { connectorId: 'dev.gangway.wallet' })).rejects.toMatchObject({ code: 'CONNECT_FAILED' })
    expect(emitted).toContain('error:INTERNAL_SDK_ERROR')
    // both posts (the event and its error report) may arrive a moment apart: wait for two
    await until(
      () =>
        events(seen).filter((s) => (s.body as { props: { event: string } }).props.event === 'INTERNAL_SDK_ERROR')
          .length >= 2,
    )
    const sdk = events(seen).filter(
      (s) => (s.body as { props: { event: string } }).props.event === 'INTERNAL_SDK_ERROR',
    )
    expect(sdk.map((s) => (s.body as { props: { type: string } }).props.type).sort()).toEqual(['error', 'error'])
    // the event names the error type (the two posts arrive in either order)
    const errorTypes = sdk.map((s) => (s.body as { props: { properties?: { errorType?: string } } }).props.properties)
    expect(errorTypes.map((p) => p?.errorType)).toContain('UniversalProviderInitError')
  })

  it('off by default: nothing is asked or sent — not the config, not one event, not one error report', async () => {
    const seen = observe()
    const { kit } = await start('counted', undefined)
    await connect(kit, { connectorId: 'dev.gangway.wallet' })
    reportError(kit, new Error('boom'), 'API_ERROR')
    await new Promise((r) => setTimeout(r, 200))
    expect(seen.filter((s) => s.path === '/e' || s.path === '/getAnalyticsConfig')).toEqual([])
    expect(kit.analytics).toBeUndefined()
  })

  it('on in the site but off for the project: asked once, nothing sent, features.analytics becomes false', async () => {
    const seen = observe()
    const { kit } = await start('quiet', true)
    await connect(kit, { connectorId: 'dev.gangway.wallet' })
    reportError(kit, new Error('boom'), 'API_ERROR')
    await new Promise((r) => setTimeout(r, 200))
    expect(seen.filter((s) => s.path === '/getAnalyticsConfig')).toHaveLength(1)
    expect(events(seen)).toEqual([])
    expect(kit.stores.options.get().features.analytics).toBe(false)
  })

  it("a 403 from the analytics config shows 'Invalid App Configuration' and sends nothing", async () => {
    const seen = observe()
    const alerts: string[] = []
    const test = createTestAdapter()
    const kit = createKit({
      projectId: 'no-such-project',
      networks: [gangwayDevnetA],
      adapters: [test.adapter],
      storage: memoryStorage(),
      apiUrl: server.url,
      features: { analytics: true },
    })
    kits.push(kit)
    kit.stores.alert.subscribe((a) => alerts.push(`${a.code}:${a.message}`))
    await kit.remote
    expect(seen.find((s) => s.path === '/getAnalyticsConfig')?.status).toBe(403)
    expect(alerts).toContain('INVALID_APP_CONFIGURATION:Invalid App Configuration')
    expect(events(seen)).toEqual([])
  })
})
