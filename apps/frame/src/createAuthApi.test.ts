import { describe, expect, it, vi } from 'vitest'
import { createAuthApi } from './createAuthApi.ts'
import { createFrame } from './createFrame.ts'
import { frameSession } from './frameSession.ts'
import { openFrameStorage } from './openFrameStorage.ts'
import { fakeWindows } from './test/fakeWindows.ts'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const memoryWindow = () =>
  ({
    get localStorage(): Storage {
      throw new DOMException('Access is denied for this document.', 'SecurityError')
    },
    document: {
      get cookie() {
        return ''
      },
      set cookie(_: string) {
        // third-party cookies blocked, partitioned ones too
      },
    },
  }) as unknown as Window

describe('createAuthApi', () => {
  it('re-establishes the session through the refresh cookie, once for concurrent calls', async () => {
    const session = frameSession(openFrameStorage(memoryWindow()))
    expect(session.storageKind).toBe('memory')
    const fetchFn = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const path = String(url)
      expect(init?.credentials).toBe('include')
      if (path.endsWith('/refresh')) {
        expect(JSON.parse(String(init?.body))).toEqual({ projectId: 'local' })
        await new Promise((r) => setTimeout(r, 10))
        return json(200, { token: 't1', refreshToken: 'r', expiresAt: 1, email: 'a@b.test', address: '0xabc' })
      }
      expect((init?.headers as Record<string, string> | undefined)?.authorization).toBe('Bearer t1')
      return json(200, { email: 'a@b.test', address: '0xabc' })
    })
    const api = createAuthApi('http://api.test', 'local', session, fetchFn as typeof fetch)
    await Promise.all([api.me(), api.me(), api.resume()])
    expect(fetchFn.mock.calls.filter(([u]) => String(u).endsWith('/refresh'))).toHaveLength(1)
    // the refresh token is never kept by the frame's scripts
    expect(JSON.stringify(session.get())).not.toContain('refreshToken')
  })

  it('without a live refresh cookie: not connected, and calls fail with the server’s answer', async () => {
    const session = frameSession(openFrameStorage(memoryWindow()))
    const fetchFn = vi.fn(async () => json(401, { code: 'SESSION_EXPIRED', message: 'Session Expired' }))
    const api = createAuthApi('http://api.test', 'local', session, fetchFn as typeof fetch)
    expect(await api.resume()).toBe(false)
    await expect(api.me()).rejects.toThrow('Session Expired')
    // one refresh attempt per call, not two
    expect(fetchFn).toHaveBeenCalledTimes(3)
  })
})

describe('SESSION_UPDATE (SPEC §3, issue 37 item 9)', () => {
  it('the frame tells the dialog when its session starts, is renewed or ends — an opaque marker, never the token', async () => {
    const session = frameSession(openFrameStorage(memoryWindow()))
    let refreshes = 0
    const fetchFn = vi.fn(async (url: string | URL | Request) => {
      const path = String(url)
      if (path.endsWith('/refresh')) {
        refreshes++
        return refreshes <= 2
          ? json(200, { token: `access-${refreshes}`, expiresAt: 1, email: 'a@b.test', address: '0xabc' })
          : json(401, { code: 'SESSION_EXPIRED', message: 'Session Expired' })
      }
      // the access token is refused once per token: the frame refreshes
      return json(401, { code: 'SESSION_EXPIRED', message: 'Session Expired' })
    })
    const api = createAuthApi('http://api.test', 'local', session, fetchFn as typeof fetch)
    const w = fakeWindows()
    createFrame({
      win: w.win,
      api,
      parentOrigin: 'http://localhost:5173',
      chainId: 1,
      approve: vi.fn(),
      applyTheme: vi.fn(),
    })
    const updates = () =>
      w.parent.postMessage.mock.calls
        .map(([message]) => message as { type: string; payload?: { token: string } })
        .filter((m) => m.type === '@w3m-frame/SESSION_UPDATE')
        .map((m) => m.payload?.token)
    expect(await api.resume()).toBe(true) // started
    await api.me().catch(() => undefined) // renewed (401 → refresh), then ended (401 → refresh refused)
    await api.me().catch(() => undefined)
    const tokens = updates()
    expect(tokens.length).toBeGreaterThanOrEqual(3)
    expect(tokens.at(-1)).toBe('')
    expect(new Set(tokens.slice(0, -1)).size).toBe(tokens.length - 1)
    for (const token of tokens) expect(token).not.toMatch(/access-/)
    // posted to the checked parent origin only
    expect(w.parent.postMessage.mock.calls.every(([, origin]) => origin === 'http://localhost:5173')).toBe(true)
  })
})

describe('createAuthApi: social login', () => {
  it('redirect and connect carry the project and this device; the session keeps provider and user name', async () => {
    const session = frameSession(openFrameStorage(memoryWindow()))
    const bodies: Record<string, unknown>[] = []
    const fetchFn = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>
      bodies.push(body)
      if (String(url).endsWith('/social/redirect')) return json(200, { uri: 'http://idp.test/auth?state=s' })
      return json(200, {
        token: 't1',
        refreshToken: 'r1',
        expiresAt: 1,
        email: null,
        address: '0xabc',
        authProvider: 'github',
        userName: 'alice',
      })
    })
    const api = createAuthApi('http://api.test', 'local', session, fetchFn as typeof fetch)
    expect(await api.socialRedirect('github')).toEqual({ uri: 'http://idp.test/auth?state=s' })
    await api.socialRedirect('x', 'http://localhost:5173/app')
    await api.socialConnect('http://frame.test/social/callback?code=c&state=s')
    const device = session.deviceId()
    expect(bodies).toEqual([
      { projectId: 'local', deviceId: device, provider: 'github' },
      { projectId: 'local', deviceId: device, provider: 'x', returnTo: 'http://localhost:5173/app' },
      { projectId: 'local', deviceId: device, uri: 'http://frame.test/social/callback?code=c&state=s' },
    ])
    expect(fetchFn.mock.calls.map(([u]) => String(u))).toEqual([
      'http://api.test/auth/v1/social/redirect',
      'http://api.test/auth/v1/social/redirect',
      'http://api.test/auth/v1/social/connect',
    ])
    expect(api.session()).toEqual({
      token: 't1',
      expiresAt: 1,
      email: null,
      address: '0xabc',
      authProvider: 'github',
      userName: 'alice',
    })
  })

  it("a refused connect is the server's message and leaves no session", async () => {
    const session = frameSession(openFrameStorage(memoryWindow()))
    const fetchFn = vi.fn(async () => json(401, { code: 'SOCIAL_LOGIN_FAILED', message: 'Failed to connect' }))
    const api = createAuthApi('http://api.test', 'local', session, fetchFn as typeof fetch)
    await expect(api.socialConnect('http://frame.test/social/callback?code=c&state=s')).rejects.toThrow(
      'Failed to connect',
    )
    expect(api.session()).toBeUndefined()
  })
})

describe('createAuthApi with two tabs', () => {
  it('a refresh that raced another tab (409) is tried once more and gets the session', async () => {
    const session = frameSession(openFrameStorage(memoryWindow()))
    const answers = [
      json(409, { code: 'REFRESH_RACED', message: 'Session was just refreshed; try again' }),
      json(200, { token: 't2', refreshToken: 'r2', expiresAt: 1, email: 'a@b.test', address: '0xabc' }),
    ]
    const fetchFn = vi.fn(async () => answers.shift() as Response)
    const api = createAuthApi('http://api.test', 'local', session, fetchFn as typeof fetch)
    expect(await api.resume()).toBe(true)
    expect(fetchFn).toHaveBeenCalledTimes(2)
    expect(session.get()?.token).toBe('t2')
  })
})

describe('openFrameStorage', () => {
  it('uses partitioned cookies when localStorage is blocked, else memory', () => {
    let jar = ''
    const win = {
      get localStorage(): Storage {
        throw new DOMException('Access is denied for this document.', 'SecurityError')
      },
      document: {
        get cookie() {
          return jar
        },
        set cookie(value: string) {
          expect(value).toContain('Secure; SameSite=None; Partitioned')
          const [pair = ''] = value.split(';')
          const [name] = pair.split('=')
          const rest = jar
            .split('; ')
            .filter((c) => c && !c.startsWith(`${name}=`))
            .concat(/Max-Age=0/.test(value) ? [] : [pair])
          jar = rest.join('; ')
        },
      },
    } as unknown as Window
    const storage = openFrameStorage(win)
    expect(storage.kind).toBe('partitioned-cookie')
    const id = frameSession(storage).deviceId()
    expect(frameSession(openFrameStorage(win)).deviceId()).toBe(id)
    expect(openFrameStorage(memoryWindow()).kind).toBe('memory')
  })
})

describe('createAuthApi: smart accounts', () => {
  it('asks the enabled networks without a session, and me / init / preferred type with it', async () => {
    const session = frameSession(openFrameStorage(memoryWindow()))
    session.set({ token: 't1', expiresAt: 1, email: 'a@b.test', address: '0xabc' })
    const seen: { url: string; method: string; body?: unknown; auth?: string | undefined }[] = []
    const fetchFn = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const headers = init?.headers as Record<string, string> | undefined
      seen.push({
        url: String(url),
        method: init?.method ?? 'GET',
        ...(init?.body ? { body: JSON.parse(String(init.body)) } : {}),
        auth: headers?.authorization,
      })
      const path = new URL(String(url)).pathname
      if (path.endsWith('/smart-account/networks')) return json(200, { smartAccountEnabledNetworks: [31337] })
      if (path.endsWith('/smart-account/init')) return json(200, { address: '0x5a', isDeployed: false })
      if (path.endsWith('/preferred-account')) return json(200, { type: 'eoa', address: '0xabc' })
      return json(200, {
        email: 'a@b.test',
        address: '0x5a',
        accounts: [
          { address: '0xabc', type: 'eoa' },
          { address: '0x5a', type: 'smartAccount' },
        ],
        preferredAccountType: 'smartAccount',
        smartAccountDeployed: true,
      })
    })
    const api = createAuthApi('http://api.test', 'local', session, fetchFn as typeof fetch)
    expect(await api.smartAccountNetworks()).toEqual([31337])
    expect(await api.me({ chainId: 31337, preferredAccountType: 'smartAccount' })).toMatchObject({
      address: '0x5a',
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: true,
      accounts: [
        { address: '0xabc', type: 'eoa' },
        { address: '0x5a', type: 'smartAccount' },
      ],
    })
    expect(await api.initSmartAccount(31337)).toEqual({ address: '0x5a', isDeployed: false })
    expect(await api.setPreferredAccount('eoa', 31337)).toEqual({ type: 'eoa', address: '0xabc' })
    expect(seen).toEqual([
      { url: 'http://api.test/auth/v1/smart-account/networks?projectId=local', method: 'GET', auth: undefined },
      {
        url: 'http://api.test/auth/v1/me',
        method: 'POST',
        body: { chainId: 31337, preferredAccountType: 'smartAccount' },
        auth: 'Bearer t1',
      },
      {
        url: 'http://api.test/auth/v1/smart-account/init',
        method: 'POST',
        body: { chainId: 31337 },
        auth: 'Bearer t1',
      },
      {
        url: 'http://api.test/auth/v1/preferred-account',
        method: 'POST',
        body: { type: 'eoa', chainId: 31337 },
        auth: 'Bearer t1',
      },
    ])
  })

  it('a failed or malformed networks answer is an error (the dialog then keeps an empty list)', async () => {
    const session = frameSession(openFrameStorage(memoryWindow()))
    const answers = [json(500, { message: 'Server Error' }), json(200, { smartAccountEnabledNetworks: ['x'] })]
    const api = createAuthApi('http://api.test', 'local', session, (async () => answers.shift()) as typeof fetch)
    await expect(api.smartAccountNetworks()).rejects.toThrow('Server Error')
    await expect(api.smartAccountNetworks()).rejects.toThrow('no list of networks')
  })
})
