import { describe, expect, it, vi } from 'vitest'
import type { AuthApi } from './createAuthApi.ts'
import { type ApprovalRequest, createFrame } from './createFrame.ts'
import type { LiveSession } from './frameSession.ts'
import { fakeWindows } from './test/fakeWindows.ts'

const ORIGIN = 'http://localhost:5173'
const RESULT = 'http://localhost:4001/social/callback?code=c1&state=s1'

/** The frame with a recording parent and a stand-in server API that keeps a session like the real one. */
function setup() {
  const { win, parent, deliver } = fakeWindows()
  let live: LiveSession | undefined
  const api = {
    session: vi.fn(() => live),
    resume: vi.fn(async () => Boolean(live)),
    me: vi.fn(async () => ({ email: null, address: '0xabc', authProvider: live?.authProvider ?? 'email' })),
    socialRedirect: vi.fn(async (provider: string, _returnTo?: string) => ({
      uri: `http://localhost:4002/auth?provider=${provider}`,
    })),
    socialConnect: vi.fn(async (_uri: string) => {
      live = { token: 't', expiresAt: 1, email: null, address: '0xabc', authProvider: 'github', userName: 'alice' }
    }),
    rpc: vi.fn(async () => ({ result: '0x5151' })),
  }
  const approve = vi.fn(async (_request: ApprovalRequest, _signal: AbortSignal) => true)
  createFrame({
    win,
    api: api as unknown as AuthApi,
    parentOrigin: ORIGIN,
    chainId: 31337,
    approve,
    applyTheme: vi.fn(),
  })
  const answer = async (type: string, payload: unknown, id: string) => {
    const before = parent.postMessage.mock.calls.length
    deliver({ type, payload, id })
    await vi.waitFor(() => expect(parent.postMessage.mock.calls.length).toBeGreaterThan(before))
    const [message, origin] = parent.postMessage.mock.calls[before] as [Record<string, unknown>, string]
    expect(origin).toBe(ORIGIN)
    return message
  }
  return { api, answer, approve, deliver }
}

describe('createFrame: social login', () => {
  it("GET_SOCIAL_REDIRECT_URI answers the server's authorization URL for the provider", async () => {
    const { api, answer } = setup()
    expect(await answer('@w3m-app/GET_SOCIAL_REDIRECT_URI', { provider: 'github' }, 'r1')).toEqual({
      type: '@w3m-frame/GET_SOCIAL_REDIRECT_URI_SUCCESS',
      payload: { uri: 'http://localhost:4002/auth?provider=github' },
      id: 'r1',
    })
    expect(api.socialRedirect).toHaveBeenCalledWith('github', undefined)
  })

  it("takes a returnTo on the parent's own origin only (Telegram's way back)", async () => {
    const { api, answer } = setup()
    const ok = await answer(
      '@w3m-app/GET_SOCIAL_REDIRECT_URI',
      { provider: 'x', returnTo: `${ORIGIN}/app?tab=1` },
      'r1',
    )
    expect(ok.type).toBe('@w3m-frame/GET_SOCIAL_REDIRECT_URI_SUCCESS')
    expect(api.socialRedirect).toHaveBeenCalledWith('x', `${ORIGIN}/app?tab=1`)
    for (const returnTo of ['https://evil.test/', 'javascript:alert(1)', `${ORIGIN}.evil.test/`, 'nope']) {
      const refused = await answer('@w3m-app/GET_SOCIAL_REDIRECT_URI', { provider: 'x', returnTo }, 'r2')
      expect(refused).toEqual({
        type: '@w3m-frame/GET_SOCIAL_REDIRECT_URI_ERROR',
        payload: { message: 'returnTo must be a page of this site' },
        id: 'r2',
      })
    }
    expect(api.socialRedirect).toHaveBeenCalledTimes(1)
  })

  it('a provider the protocol does not know (farcaster has its own flow) is never sent to the server', async () => {
    const { api, answer, deliver } = setup()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    deliver({ type: '@w3m-app/GET_SOCIAL_REDIRECT_URI', payload: { provider: 'farcaster' }, id: 'bad' })
    // the invalid event is dropped unanswered: the next answer is the one asked after it
    expect((await answer('@w3m-app/GET_CHAIN_ID', undefined, 'after')).id).toBe('after')
    expect(api.socialRedirect).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ignored an invalid app event'))
    warn.mockRestore()
  })

  it('CONNECT_SOCIAL signs in with the result URI and answers the user with provider and user name', async () => {
    const { api, answer } = setup()
    const message = await answer('@w3m-app/CONNECT_SOCIAL', { uri: RESULT, chainId: 31338 }, 'c1')
    expect(api.socialConnect).toHaveBeenCalledWith(RESULT)
    expect(message).toEqual({
      type: '@w3m-frame/CONNECT_SOCIAL_SUCCESS',
      payload: {
        email: null,
        address: '0xabc',
        chainId: 31338,
        accounts: [{ address: '0xabc', type: 'eoa' }],
        userName: 'alice',
        preferredAccountType: 'eoa',
        smartAccountDeployed: false,
        authProvider: 'github',
      },
      id: 'c1',
    })
    // after a reload the session comes back through refresh: GET_USER says the same
    const user = await answer('@w3m-app/GET_USER', undefined, 'u1')
    expect(user.payload).toMatchObject({ userName: 'alice', authProvider: 'github', address: '0xabc' })
  })

  it("the server's refusal is the error answer ('Failed to connect'), and no session is made", async () => {
    const { api, answer } = setup()
    api.socialConnect.mockRejectedValueOnce(new Error('Failed to connect'))
    expect(await answer('@w3m-app/CONNECT_SOCIAL', { uri: RESULT }, 'c1')).toEqual({
      type: '@w3m-frame/CONNECT_SOCIAL_ERROR',
      payload: { message: 'Failed to connect' },
      id: 'c1',
    })
    expect(api.me).not.toHaveBeenCalled()
  })
})
