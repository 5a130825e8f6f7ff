// @vitest-environment happy-dom
import type { FrameUser } from '@gangway/protocol'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConstantsUtil } from '../constants.ts'
import { createKit, destroyKit } from '../createKit.ts'
import type { FrameClient } from '../frame/createFrameClient.ts'
import type { Kit } from '../Kit.ts'
import { gangwayDevnetA } from '../networks/index.ts'
import { createTestAdapter } from '../test/createTestAdapter.ts'
import { memoryStorage } from '../test/memoryStorage.ts'
import { connectSocial, SOCIAL_POPUP_FEATURES, SOCIAL_POPUP_NAME } from './connectSocial.ts'
import { openSocialPopup } from './openSocialPopup.ts'
import { connectSocialResult } from './socialLoginFlow.ts'

const FRAME = 'http://localhost:4001'
const RESULT = `${FRAME}/social/callback?code=c1&state=s1`
const ADDRESS = '0x2222222222222222222222222222222222222222'
const USER: FrameUser = {
  email: null,
  address: ADDRESS,
  chainId: 31337,
  accounts: [{ address: ADDRESS, type: 'eoa' }],
  userName: 'alice',
  authProvider: 'github',
}

type Popup = { closed: boolean; close: ReturnType<typeof vi.fn>; location: { href: string } }

/** A kit whose embedded wallet's frame is a recording stand-in, and a popup `window.open` hands out. */
async function setup() {
  const test = createTestAdapter()
  test.state.accounts = [ADDRESS]
  test.state.chainId = 31337
  test.adapter.getConnectors().push({ id: 'ID_AUTH', type: 'AUTH', chain: 'eip155', name: 'Email' })
  const kit = createKit({
    projectId: 'local',
    networks: [gangwayDevnetA],
    adapters: [test.adapter],
    storage: memoryStorage(),
    apiUrl: 'http://127.0.0.1:9',
  })
  await kit.ready
  const handlers: Record<string, (payload: unknown) => Promise<unknown>> = {
    GET_SOCIAL_REDIRECT_URI: async () => ({ uri: 'http://localhost:4002/auth?state=s1' }),
    CONNECT_SOCIAL: async () => USER,
    GET_USER: async () => USER,
  }
  const client = {
    request: vi.fn((name: string, payload: unknown) => {
      const handler = handlers[name]
      return handler ? handler(payload) : Promise.reject(new Error(`unexpected ${name}`))
    }),
  }
  ;(kit as { embedded: Kit['embedded'] }).embedded = {
    provider: {} as never,
    frame: async () => client as unknown as FrameClient,
    current: () => client as unknown as FrameClient,
    destroy: () => undefined,
  }
  const popup: Popup = {
    closed: false,
    close: vi.fn(() => {
      popup.closed = true
    }),
    location: { href: '' },
  }
  const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window)
  const post = (data: unknown, origin = FRAME, source: unknown = popup) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }))
  return { kit, test, client, handlers, popup, open, post }
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('connectSocial (SPEC §4 social login)', () => {
  it('opens the 600×800 popup synchronously, sends it to the provider, connects on the frame-origin answer', async () => {
    const { kit, client, popup, open, post } = await setup()
    const done = connectSocial(kit, 'github')
    // before any await: the popup is the click's (popup blockers allow it)
    expect(open).toHaveBeenCalledWith('', SOCIAL_POPUP_NAME, SOCIAL_POPUP_FEATURES)
    expect(SOCIAL_POPUP_FEATURES).toContain('width=600,height=800')
    await vi.waitFor(() => expect(popup.location.href).toBe('http://localhost:4002/auth?state=s1'))
    expect(client.request).toHaveBeenCalledWith('GET_SOCIAL_REDIRECT_URI', { provider: 'github' })
    expect(kit.stores.social.get()).toMatchObject({ provider: 'github', status: 'connecting' })
    const events: unknown[] = []
    kit.events.subscribe((e) => events.push(e.data))
    post({ resultUri: RESULT })
    await done
    expect(events).toContainEqual({ type: 'track', event: 'SOCIAL_LOGIN_SUCCESS', properties: { provider: 'github' } })
    expect(kit.stores.social.get()).toEqual({ provider: undefined, status: 'idle', error: undefined })
    expect(client.request).toHaveBeenCalledWith('CONNECT_SOCIAL', { uri: RESULT, preferredAccountType: 'smartAccount' })
    expect(popup.close).toHaveBeenCalled()
    expect(kit.stores.connections.get().activeConnectorId.eip155).toBe('ID_AUTH')
    expect(kit.stores.chains.get().accounts.eip155).toMatchObject({ isConnected: true, address: ADDRESS })
    destroyKit(kit)
  })

  it('ignores messages from other origins, other windows and without resultUri', async () => {
    const { kit, client, popup, post } = await setup()
    const done = connectSocial(kit, 'google')
    await vi.waitFor(() => expect(popup.location.href).not.toBe(''))
    post({ resultUri: RESULT }, 'http://evil.test')
    post({ resultUri: RESULT }, FRAME, window)
    post({ result: RESULT })
    post('resultUri')
    post({ resultUri: 42 })
    await new Promise((r) => setTimeout(r, 20))
    expect(client.request).not.toHaveBeenCalledWith('CONNECT_SOCIAL', expect.anything())
    post({ resultUri: RESULT })
    await done
    expect(client.request).toHaveBeenCalledWith('CONNECT_SOCIAL', { uri: RESULT, preferredAccountType: 'smartAccount' })
    destroyKit(kit)
  })

  it("closing the popup rejects 'Popup closed' within the polling period, and nothing is connected", async () => {
    const { kit, client, popup } = await setup()
    vi.useFakeTimers()
    const done = connectSocial(kit, 'x')
    const outcome = done.catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(10)
    popup.closed = true
    await vi.advanceTimersByTimeAsync(ConstantsUtil.POPUP_CLOSE_POLL_MS)
    expect(await outcome).toMatchObject({ code: 'POPUP_CLOSED', message: 'Popup closed' })
    expect(client.request).not.toHaveBeenCalledWith('CONNECT_SOCIAL', expect.anything())
    expect(kit.stores.chains.get().accounts.eip155?.isConnected ?? false).toBe(false)
    expect(kit.stores.social.get()).toEqual({
      provider: 'x',
      status: 'error',
      error: { code: 'POPUP_CLOSED', message: 'Popup closed' },
    })
    destroyKit(kit)
  })

  it('takes over a popup its caller opened in the click (options.popup) instead of opening one; null is blocked', async () => {
    const { kit, client, popup, open, post } = await setup()
    const own = openSocialPopup(window)
    open.mockClear()
    const done = connectSocial(kit, 'github', { popup: own })
    expect(open).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(popup.location.href).toBe('http://localhost:4002/auth?state=s1'))
    post({ resultUri: RESULT })
    await done
    expect(client.request).toHaveBeenCalledWith('CONNECT_SOCIAL', { uri: RESULT, preferredAccountType: 'smartAccount' })
    expect(popup.close).toHaveBeenCalled()
    client.request.mockClear()
    await expect(connectSocial(kit, 'github', { popup: null })).rejects.toMatchObject({ code: 'POPUP_BLOCKED' })
    expect(open).not.toHaveBeenCalled()
    expect(client.request).not.toHaveBeenCalled()
    destroyKit(kit)
  })

  it("a blocked popup is 'Could not create social popup' and the frame is not asked", async () => {
    const { kit, client, open } = await setup()
    open.mockImplementation(() => null)
    await expect(connectSocial(kit, 'github')).rejects.toMatchObject({ code: 'POPUP_BLOCKED' })
    expect(client.request).not.toHaveBeenCalled()
    destroyKit(kit)
  })

  it("frame failures: 'Failed to initiate social connection' / 'Failed to connect'; the popup is closed", async () => {
    const first = await setup()
    first.handlers.GET_SOCIAL_REDIRECT_URI = async () => Promise.reject(new Error('SOCIAL_PROVIDER_UNAVAILABLE'))
    await expect(connectSocial(first.kit, 'apple')).rejects.toMatchObject({
      code: 'SOCIAL_INIT_FAILED',
      message: 'Failed to initiate social connection',
    })
    expect(first.popup.close).toHaveBeenCalled()
    destroyKit(first.kit)
    vi.restoreAllMocks()

    const second = await setup()
    second.handlers.CONNECT_SOCIAL = async () => Promise.reject(new Error('This sign-in expired'))
    const done = connectSocial(second.kit, 'discord')
    await vi.waitFor(() => expect(second.popup.location.href).not.toBe(''))
    second.post({ resultUri: RESULT })
    await expect(done).rejects.toMatchObject({ code: 'SOCIAL_CONNECT_FAILED', message: 'Failed to connect' })
    expect(second.popup.close).toHaveBeenCalled()
    expect(second.kit.stores.chains.get().accounts.eip155?.isConnected ?? false).toBe(false)
    destroyKit(second.kit)
  })

  it("closing the dialog rejects 'Modal closed' and closes the popup", async () => {
    const { kit, popup } = await setup()
    kit.stores.modal.set({ open: true })
    const done = connectSocial(kit, 'github')
    await vi.waitFor(() => expect(popup.location.href).not.toBe(''))
    kit.stores.modal.set({ open: false })
    await expect(done).rejects.toMatchObject({ code: 'MODAL_CLOSED' })
    expect(popup.close).toHaveBeenCalled()
    destroyKit(kit)
  })
})

describe('connectSocialResult (Telegram: result_uri)', () => {
  it('reads result_uri, removes it from the address (other parameters and the hash kept), then connects', async () => {
    const { kit, client } = await setup()
    window.history.replaceState(null, '', `/app?tab=2&result_uri=${encodeURIComponent(RESULT)}&x=1#top`)
    expect(await connectSocialResult(kit)).toBe(true)
    expect(window.location.search).toBe('?tab=2&x=1')
    expect(window.location.hash).toBe('#top')
    expect(client.request).toHaveBeenCalledWith('CONNECT_SOCIAL', { uri: RESULT, preferredAccountType: 'smartAccount' })
    expect(kit.stores.connections.get().activeConnectorId.eip155).toBe('ID_AUTH')
    // without the parameter nothing happens
    expect(await connectSocialResult(kit)).toBe(false)
    expect(client.request).toHaveBeenCalledTimes(1)
    destroyKit(kit)
  })
})
