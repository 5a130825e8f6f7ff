// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createKit, destroyKit } from '../createKit.ts'
import { gangwayDevnetA, solanaDevnet } from '../networks/index.ts'
import { createTestAdapter } from '../test/createTestAdapter.ts'
import { memoryStorage } from '../test/memoryStorage.ts'
import { createEmbeddedProvider } from './createEmbeddedProvider.ts'
import type { FrameClient } from './createFrameClient.ts'

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('embedded wallet: client-side allow-list (SPEC §5, §8)', () => {
  it("rejects a method outside it without asking the frame: 'Requested RPC call is not allowed', the dialog opens, 'Action not allowed' after 300 ms", async () => {
    const kit = createKit({
      projectId: 'local',
      networks: [gangwayDevnetA],
      adapters: [createTestAdapter().adapter],
      storage: memoryStorage(),
      apiUrl: 'http://127.0.0.1:9',
    })
    await kit.ready
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.useFakeTimers()
    const provider = kit.embedded?.provider
    await expect(provider?.request({ method: 'eth_sign', params: ['0x0', '0x0'] })).rejects.toMatchObject({
      code: 4200,
      message: 'Requested RPC call is not allowed',
    })
    expect(error).toHaveBeenCalledWith('Requested RPC call is not allowed', { method: 'eth_sign' })
    expect(kit.stores.modal.get().open).toBe(true)
    expect(document.querySelector('iframe')).toBeNull() // the frame was never asked (nor loaded)
    vi.advanceTimersByTime(299)
    expect(kit.stores.snack.get().open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(kit.stores.snack.get()).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Action not allowed',
      code: 'RPC_METHOD_NOT_ALLOWED',
    })
    vi.useRealTimers()
    destroyKit(kit)
  })
})

describe('embedded wallet: loading flag while the stored session is checked (SPEC §4)', () => {
  it('is on during IS_CONNECTED + GET_USER and off after', async () => {
    const flags: boolean[] = []
    let answer: (connected: boolean) => void = () => undefined
    const frame = {
      request: (name: string) =>
        name === 'IS_CONNECTED'
          ? new Promise((resolve) => {
              answer = (isConnected) => resolve({ isConnected })
            })
          : Promise.resolve({ address: '0x1111111111111111111111111111111111111111', chainId: 31337 }),
    } as unknown as FrameClient
    const provider = createEmbeddedProvider({
      frame: async () => frame,
      loginUsed: () => true,
      chainId: () => 31337,
      approve: (run) => run(),
      onUser: () => undefined,
      onNotAllowed: () => undefined,
      onSyncing: (on) => flags.push(on),
    })
    const accounts = provider.request({ method: 'eth_accounts' })
    await new Promise((r) => setTimeout(r, 0))
    expect(flags).toEqual([true])
    answer(true)
    expect(await accounts).toEqual(['0x1111111111111111111111111111111111111111'])
    expect(flags).toEqual([true, false])
  })

  it("drives the kit's public loading state", async () => {
    const kit = createKit({
      projectId: 'local',
      networks: [gangwayDevnetA],
      storage: memoryStorage(),
      apiUrl: 'http://127.0.0.1:9',
    })
    kit.storage.saveEmailLogin('visitor@example.com')
    const seen: boolean[] = []
    kit.stores.modal.subscribeKey('loading', (loading) => seen.push(loading))
    // the first eth_accounts after a reload checks the session with the frame (made lazily, here in happy-dom)
    const pending = kit.embedded?.provider.request({ method: 'eth_accounts' }).catch(() => undefined)
    await new Promise((r) => setTimeout(r, 0))
    expect(kit.stores.modal.get().loading).toBe(true)
    destroyKit(kit) // the frame never answers here: destroying it aborts the request
    await pending
    expect(seen).toEqual([true, false])
  })
})

describe('embedded wallet: sign out (SPEC §4)', () => {
  it('forgets the saved login before the frame has answered SIGN_OUT, so a reload meanwhile stays signed out', async () => {
    const users: (string | undefined)[] = []
    let signedOut: () => void = () => undefined
    const asked: string[] = []
    const frame = {
      request: (name: string) => {
        asked.push(name)
        if (name === 'SIGN_OUT') return new Promise<void>((resolve) => (signedOut = resolve))
        if (name === 'IS_CONNECTED') return Promise.resolve({ isConnected: true })
        return Promise.resolve({ address: '0x1111111111111111111111111111111111111111', chainId: 31337 })
      },
    } as unknown as FrameClient
    const provider = createEmbeddedProvider({
      frame: async () => frame,
      loginUsed: () => true,
      chainId: () => 31337,
      approve: (run) => run(),
      onUser: (user) => users.push(user?.address),
      onNotAllowed: () => undefined,
      onSyncing: () => undefined,
    })
    expect(await provider.request({ method: 'eth_accounts' })).toEqual(['0x1111111111111111111111111111111111111111'])
    const revoked = provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    await new Promise((r) => setTimeout(r, 0))
    expect(asked).toContain('SIGN_OUT')
    expect(users.at(-1)).toBeUndefined() // forgotten while SIGN_OUT is still open
    signedOut()
    expect(await revoked).toBeNull()
  })
})

describe('embedded wallet: the frame’s own failures as the visitor sees them (SPEC §8, issue 37 item 3)', () => {
  const kitWithFrame = () =>
    createKit({
      projectId: 'local',
      networks: [gangwayDevnetA],
      storage: memoryStorage(),
      apiUrl: 'http://127.0.0.1:9',
      frameUrl: 'http://127.0.0.1:9/frame/',
    })
  /** What the frame page posts to this page (its origin, its window as the source). */
  // happy-dom loads no iframe page: the frame's window is a stand-in that only receives posts
  const fromFrame = (client: FrameClient, data: unknown) => {
    if (!client.iframe.contentWindow) {
      Object.defineProperty(client.iframe, 'contentWindow', { value: { postMessage: vi.fn() } })
    }
    window.dispatchEvent(
      new MessageEvent('message', { data, origin: 'http://127.0.0.1:9', source: client.iframe.contentWindow }),
    )
  }

  it('the login frame’s chains (issue 37 item 13): it starts on the active EVM network, reads through the server’s /v1', async () => {
    const kit = kitWithFrame()
    await kit.ready
    const client = await kit.embedded?.frame()
    const query = new URL(client?.iframe.src ?? '').searchParams
    expect(query.get('chainId')).toBe('31337')
    expect(query.get('projectId')).toBe('local')
    expect(new URL(query.get('rpcUrl') ?? '').searchParams.get('chainId')).toBe('eip155:31337')
    expect(new URL(query.get('rpcUrl') ?? '').origin).toBe('http://127.0.0.1:9')
    destroyKit(kit)
  })

  it('…and on a Solana network the frame (EVM only) starts on the site’s first EVM network, not a chain the site lacks', async () => {
    const kit = createKit({
      projectId: 'local',
      networks: [solanaDevnet, gangwayDevnetA],
      storage: memoryStorage(),
      apiUrl: 'http://127.0.0.1:9',
      frameUrl: 'http://127.0.0.1:9/frame/',
    })
    await kit.ready
    expect(kit.stores.chains.get().activeNetwork.chainNamespace).toBe('solana')
    const client = await kit.embedded?.frame()
    const query = new URL(client?.iframe.src ?? '').searchParams
    expect(query.get('chainId')).toBe('31337')
    destroyKit(kit)
  })

  it("a frame that never signals READY: after 20 s the 'Unable to load email login dependency' alert, its requests rejected", async () => {
    const kit = kitWithFrame()
    await kit.ready
    vi.useFakeTimers()
    const client = (await kit.embedded?.frame()) as FrameClient
    const pending = client.request('IS_CONNECTED', undefined)
    const caught = expect(pending).rejects.toThrow('iframe_load_failed')
    await vi.advanceTimersByTimeAsync(19_999)
    expect(kit.stores.alert.get().open).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await caught
    expect(kit.stores.alert.get()).toMatchObject({
      open: true,
      code: 'IFRAME_LOAD_FAILED',
      message: 'Unable to load email login dependency',
    })
    destroyKit(kit)
  })

  it("a connect request the frame leaves unanswered: after 120 s the 'Something went wrong' alert", async () => {
    const kit = kitWithFrame()
    await kit.ready
    vi.useFakeTimers()
    const client = (await kit.embedded?.frame()) as FrameClient
    fromFrame(client, { type: '@w3m-frame/READY' })
    await vi.advanceTimersByTimeAsync(500)
    const connect = client.request('CONNECT_EMAIL', { email: 'visitor@example.com' })
    const caught = expect(connect).rejects.toThrow('iframe_request_timeout')
    await vi.advanceTimersByTimeAsync(120_000)
    await caught
    expect(kit.stores.alert.get()).toMatchObject({
      open: true,
      code: 'IFRAME_REQUEST_TIMEOUT',
      message: 'Something went wrong',
    })
    destroyKit(kit)
  })

  it('SESSION_UPDATE (SPEC §3): a session the frame ended by itself signs the visitor out; a renewed one re-reads the user', async () => {
    const kit = kitWithFrame()
    await kit.ready
    const address = '0x2222222222222222222222222222222222222222'
    const client = (await kit.embedded?.frame()) as FrameClient
    fromFrame(client, { type: '@w3m-frame/READY' })
    await new Promise((r) => setTimeout(r, 550))
    const frameWindow = client.iframe.contentWindow as unknown as { postMessage: ReturnType<typeof vi.fn> }
    const asked = (name: string) =>
      frameWindow.postMessage.mock.calls
        .map(([m]) => m as { type: string; id: string })
        .filter((m) => m.type === `@w3m-app/${name}`)
    /** Answers the frame's `n`-th request of `name` (1-based) once it was posted. */
    const answer = async (name: string, n: number, payload: unknown) => {
      await vi.waitFor(() => {
        const request = asked(name)[n - 1]
        if (!request) throw new Error(`${name} #${n} not asked yet`)
        fromFrame(client, { type: `@w3m-frame/${name}_SUCCESS`, payload, id: request.id })
      })
    }
    const provider = kit.embedded?.provider
    const requested = provider?.request({ method: 'eth_requestAccounts' })
    await answer('GET_USER', 1, { address, chainId: 31337, email: 'a@b.test' })
    expect(await requested).toEqual([address])
    const changes: unknown[] = []
    provider?.on('accountsChanged', (accounts) => changes.push(accounts))
    // renewed: the user is read again
    fromFrame(client, { type: '@w3m-frame/SESSION_UPDATE', payload: { token: 'marker-2' } })
    await answer('GET_USER', 2, { address, chainId: 31337, email: 'new@b.test' })
    await vi.waitFor(() => expect(provider?.user()?.email).toBe('new@b.test'))
    // ended: signed out, the saved login forgotten, wagmi and the kit told
    fromFrame(client, { type: '@w3m-frame/SESSION_UPDATE', payload: { token: '' } })
    expect(changes).toEqual([[]])
    expect(provider?.user()).toBeUndefined()
    expect(kit.storage.isLoginEmailUsed()).toBe(false)
    // a page's own message of that shape (not from the frame) changes nothing
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: '@w3m-frame/SESSION_UPDATE', payload: { token: '' } },
        origin: 'http://127.0.0.1:9',
        source: window,
      }),
    )
    expect(changes).toEqual([[]])
    destroyKit(kit)
  })

  it("a page the project does not allow: the 'unverified domain' alert when the frame is made, and again instead of the load failure", async () => {
    const kit = kitWithFrame()
    await kit.ready
    // what `checkAllowedOrigins` read from the server at start: this page is not on the list
    kit.cache.set('allowedOrigins', { at: Date.now(), value: ['https://shop.example.com'] })
    vi.useFakeTimers()
    const client = (await kit.embedded?.frame()) as FrameClient
    expect(kit.stores.alert.get()).toMatchObject({ open: true, code: 'UNVERIFIED_DOMAIN' })
    kit.stores.alert.set({ open: false })
    const caught = expect(client.request('IS_CONNECTED', undefined)).rejects.toThrow('iframe_load_failed')
    await vi.advanceTimersByTimeAsync(20_000)
    await caught
    expect(kit.stores.alert.get()).toMatchObject({
      open: true,
      code: 'UNVERIFIED_DOMAIN',
      message: 'Unverified Domain: e-mail and social login need this site on the project’s allowed origins',
    })
    destroyKit(kit)
  })
})
