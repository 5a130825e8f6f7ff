import { afterEach, describe, expect, it, vi } from 'vitest'
import { createKit } from '../createKit.ts'
import { gangwayDevnetA, solana } from '../networks/index.ts'
import type { KitOptions } from '../options/KitOptions.ts'
import { memoryStorage } from '../test/memoryStorage.ts'
import { checkAllowedOrigins } from './checkAllowedOrigins.ts'
import { fetchRecommendedWallets } from './fetchRecommendedWallets.ts'
import { fetchRemoteFeatures } from './fetchRemoteFeatures.ts'
import { fetchWalletsPage } from './fetchWalletsPage.ts'
import { hideAlert } from './hideAlert.ts'
import { initRemote } from './initRemote.ts'
import { searchWallets } from './searchWallets.ts'

type Route = (url: URL) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>

/** Answers the kit's HTTP calls like the Gangway server would; records every URL asked for. */
function serve(route: Route) {
  const calls: URL[] = []
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input)
    calls.push(url)
    const { status = 200, body } = await route(url)
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  })
  return calls
}

const wallet = (id: string, order = 1) => ({
  id,
  name: id,
  homepage: null,
  image_id: id,
  order,
  rdns: null,
  chains: [],
  namespaces: ['eip155'],
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  app_store: null,
  play_store: null,
  chrome_store: null,
  badge_type: 'none',
})

const kitWith = (options: Partial<KitOptions> = {}) =>
  createKit({
    projectId: 'shop',
    networks: [gangwayDevnetA],
    storage: memoryStorage(),
    apiUrl: 'http://api.test/base/',
    ...options,
  })

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('calls to the Gangway server (SPEC §7)', () => {
  it('carry project id, sdk type and version and a kept client id as query parameters', async () => {
    const calls = serve(() => ({ body: { features: {} } }))
    const kit = kitWith()
    await fetchRemoteFeatures(kit)
    await fetchRemoteFeatures(kit)
    const [first, second] = calls
    expect(first?.origin + (first?.pathname ?? '')).toBe('http://api.test/base/appkit/v1/config')
    expect(first?.searchParams.get('projectId')).toBe('shop')
    expect(first?.searchParams.get('st')).toBe('appkit')
    expect(first?.searchParams.get('sv')).toBe('react-gangway-1.7.16')
    expect(first?.searchParams.get('clientId')).toMatch(/^[0-9a-f-]{36}$/)
    expect(second?.searchParams.get('clientId')).toBe(first?.searchParams.get('clientId'))
  })
})

describe('remote features (SPEC §4)', () => {
  it('override the local options with a warning and the local-configuration-ignored alert', async () => {
    serve(() => ({ body: { features: { email: false, swaps: true } } }))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const kit = kitWith({ features: { email: true } })
    expect(await fetchRemoteFeatures(kit)).toEqual(['email'])
    expect(kit.stores.options.get().features).toMatchObject({ email: false, swaps: true })
    expect(kit.stores.alert.get()).toMatchObject({
      open: true,
      code: 'LOCAL_CONFIGURATION_IGNORED',
      variant: 'warning',
    })
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('features.email'))
  })

  it('leave the local values when the project sets none', async () => {
    serve(() => ({ body: { features: {} } }))
    const kit = kitWith({ features: { swaps: false } })
    expect(await fetchRemoteFeatures(kit)).toEqual([])
    expect(kit.stores.options.get().features.swaps).toBe(false)
    expect(kit.stores.alert.get().open).toBe(false)
  })
})

describe('allowed origins (SPEC §8)', () => {
  it('alert when the page origin is not allowed', async () => {
    vi.stubGlobal('location', { origin: 'https://evil.test' })
    serve(() => ({ body: { allowedOrigins: ['https://*.example.com'] } }))
    const kit = kitWith()
    expect(await checkAllowedOrigins(kit)).toEqual({ allowedOrigins: ['https://*.example.com'] })
    expect(kit.stores.alert.get()).toMatchObject({
      code: 'ORIGIN_NOT_ALLOWED',
      params: { origin: 'https://evil.test' },
    })
  })

  it('stay quiet for an allowed origin', async () => {
    vi.stubGlobal('location', { origin: 'https://app.example.com' })
    serve(() => ({ body: { allowedOrigins: ['https://*.example.com'] } }))
    const kit = kitWith()
    await checkAllowedOrigins(kit)
    expect(kit.stores.alert.get().open).toBe(false)
  })

  it('map 429 to RATE_LIMITED, 5xx to SERVER_ERROR, and anything else to an empty list', async () => {
    serve(() => ({ status: 429, body: { code: 'RATE_LIMITED', message: 'Rate Limited' } }))
    let kit = kitWith()
    expect(await checkAllowedOrigins(kit)).toEqual({ error: 'RATE_LIMITED' })
    expect(kit.stores.alert.get().code).toBe('RATE_LIMITED')
    serve(() => ({ status: 503, body: { code: 'SERVER_ERROR', message: 'database down' } }))
    kit = kitWith()
    expect(await checkAllowedOrigins(kit)).toEqual({ error: 'SERVER_ERROR' })
    expect(kit.stores.alert.get()).toMatchObject({ code: 'SERVER_ERROR', params: { message: 'database down' } })
    serve(() => ({ status: 403, body: { code: 'INVALID_PROJECT_ID', message: 'Invalid Project ID' } }))
    kit = kitWith()
    expect(await checkAllowedOrigins(kit)).toEqual({ allowedOrigins: [] })
    expect(kit.stores.alert.get().code).toBe('PROJECT_ID_NOT_CONFIGURED')
    serve(() => ({ status: 404, body: {} }))
    kit = kitWith()
    expect(await checkAllowedOrigins(kit)).toEqual({ allowedOrigins: [] })
    expect(kit.stores.alert.get().open).toBe(false)
  })

  it('show an app-configuration refusal once: the other start-up call meeting it after the visitor closed the alert shows nothing (issue 37)', async () => {
    const calls = serve(() => ({ status: 403, body: { code: 'INVALID_PROJECT_ID', message: 'Invalid Project ID' } }))
    const kit = kitWith()
    await checkAllowedOrigins(kit)
    expect(kit.stores.alert.get()).toMatchObject({ open: true, code: 'PROJECT_ID_NOT_CONFIGURED' })
    hideAlert(kit)
    // the remote features (and the origins, again) answer the same refusal later
    await initRemote(kit)
    expect(calls.some((url) => url.pathname.endsWith('/appkit/v1/config'))).toBe(true)
    expect(kit.stores.alert.get().open).toBe(false)
  })
})

describe('registry wallets (SPEC §9)', () => {
  it('recommends 4 for the site chains, keeps featured wallets in the site order, honours include/exclude', async () => {
    const calls = serve((url) => {
      const include = url.searchParams.get('include')
      if (include === 'b,a') return { body: { data: [wallet('a'), wallet('b')], count: 2 } }
      return { body: { data: [wallet('r1'), wallet('r2'), wallet('r3'), wallet('r4')], count: 500 } }
    })
    const kit = kitWith({ networks: [gangwayDevnetA, solana], featuredWalletIds: ['b', 'a'], excludeWalletIds: ['x'] })
    await fetchRecommendedWallets(kit)
    expect(kit.stores.wallets.get().featured.map((w) => w.id)).toEqual(['b', 'a'])
    expect(kit.stores.wallets.get().recommended).toHaveLength(4)
    const recommended = calls.find((u) => u.searchParams.get('entries') === '4')
    expect(recommended?.searchParams.get('chains')).toBe('eip155,solana')
    expect(recommended?.searchParams.get('exclude')).toBe('x,b,a')
  })

  it('pages AllWallets by 40 and stops at the count', async () => {
    const calls = serve((url) => {
      const page = Number(url.searchParams.get('page'))
      const ids = page === 1 ? Array.from({ length: 40 }, (_, i) => `w${i}`) : ['w40', 'w41']
      return { body: { data: ids.map((id) => wallet(id)), count: 42 } }
    })
    const kit = kitWith()
    await fetchWalletsPage(kit)
    await fetchWalletsPage(kit)
    await fetchWalletsPage(kit)
    expect(kit.stores.wallets.get()).toMatchObject({ page: 2, count: 42, loading: false })
    expect(kit.stores.wallets.get().all).toHaveLength(42)
    expect(calls.map((u) => [u.searchParams.get('page'), u.searchParams.get('entries')])).toEqual([
      ['1', '40'],
      ['2', '40'],
    ])
  })

  it('treats a malformed registry answer as an error, keeping what was shown', async () => {
    serve(() => ({ body: { data: [{ id: 'x' }], count: 1 } }))
    const kit = kitWith()
    await fetchWalletsPage(kit)
    expect(kit.stores.wallets.get()).toMatchObject({ all: [], loading: false })
    expect(kit.stores.wallets.get().error).toContain('unexpected shape (data.0.name)')
  })

  it('searches up to 100 and drops an answer that a newer search overtook', async () => {
    let release: () => void = () => undefined
    const calls = serve(async (url) => {
      if (url.searchParams.get('search') === 'old') await new Promise<void>((r) => (release = r))
      return { body: { data: [wallet(url.searchParams.get('search') ?? '')], count: 1 } }
    })
    const kit = kitWith()
    const old = searchWallets(kit, 'old')
    await searchWallets(kit, 'new')
    release()
    await old
    expect(kit.stores.wallets.get().search).toMatchObject({ query: 'new', loading: false })
    expect(kit.stores.wallets.get().search.results.map((w) => w.id)).toEqual(['new'])
    expect(calls[0]?.searchParams.get('entries')).toBe('100')
  })
})
