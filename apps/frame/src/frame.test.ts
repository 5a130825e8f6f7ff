import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import type { AuthApi } from './createAuthApi.ts'
import { createFrame } from './createFrame.ts'
import { frameAncestors } from './frameAncestors.ts'
import type { FrameSession } from './frameSession.ts'

describe('frameAncestors', () => {
  it('turns allowed origins into a CSP frame-ancestors value', () => {
    expect(frameAncestors(['*', 'https://a.test'])).toBe('*')
    expect(frameAncestors([])).toBe("'none'")
    expect(frameAncestors(['https://app.example.com', 'https://*.example.com'])).toBe(
      'https://app.example.com https://*.example.com',
    )
    expect(frameAncestors(['localhost'])).toContain('http://localhost:* https://localhost:* http://127.0.0.1:*')
    expect(frameAncestors(['shop.test'])).toBe('http://shop.test:* https://shop.test:*')
    expect(frameAncestors(["evil.test; script-src 'unsafe-inline'"])).toBe("'none'")
  })
})

/** A fake parent and frame window pair: what the frame posts, and a way to deliver messages to it. */
function fakeWindows() {
  const parent = { postMessage: vi.fn() }
  const listeners: ((e: MessageEvent) => void)[] = []
  const win = {
    parent,
    addEventListener: (_: string, l: (e: MessageEvent) => void) => listeners.push(l),
    removeEventListener: () => undefined,
    location: { reload: vi.fn() },
  } as unknown as Window
  const deliver = (data: unknown, origin = 'http://localhost:5173', source: unknown = parent) => {
    for (const l of listeners) l({ data, origin, source } as MessageEvent)
  }
  return { win, parent, deliver }
}

const api = {
  me: vi.fn(async () => ({ email: 'a@b.test', address: '0xabc' })),
  rpc: vi.fn(async () => ({ result: '0xsig' })),
  startEmail: vi.fn(async () => ({ action: 'VERIFY_OTP' as const })),
} as unknown as AuthApi
const session = {
  get: () => undefined,
  set: () => undefined,
  deviceId: () => 'd'.repeat(22),
} as unknown as FrameSession

describe('createFrame', () => {
  const setup = (approve = vi.fn(async () => true)) => {
    const w = fakeWindows()
    createFrame({
      win: w.win,
      api,
      session,
      parentOrigin: 'http://localhost:5173',
      chainId: 31337,
      approve,
      applyTheme: vi.fn(),
    })
    return { ...w, approve }
  }
  const answers = (parent: { postMessage: ReturnType<typeof vi.fn> }) =>
    parent.postMessage.mock.calls.map(([message, origin]) => ({ message, origin }))

  it('posts READY to the checked parent origin only', () => {
    const { parent } = setup()
    expect(answers(parent)).toEqual([{ message: { type: '@w3m-frame/READY' }, origin: 'http://localhost:5173' }])
  })

  it('answers valid requests with the same id; ignores other origins, other sources and invalid events', async () => {
    const { parent, deliver } = setup()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    deliver({ type: '@w3m-app/GET_CHAIN_ID', id: 'x' }, 'http://evil.test')
    deliver({ type: '@w3m-app/GET_CHAIN_ID', id: 'y' }, 'http://localhost:5173', {})
    deliver({ type: '@w3m-app/CONNECT_OTP', payload: { otp: 'abc' }, id: 'z' })
    deliver({ type: '@w3m-app/GET_CHAIN_ID', id: 'ok' })
    await vi.waitFor(() => expect(parent.postMessage).toHaveBeenCalledTimes(2))
    expect(answers(parent)[1]).toEqual({
      message: { type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: 31337 }, id: 'ok' },
      origin: 'http://localhost:5173',
    })
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ignored an invalid app event'))
    warn.mockRestore()
  })

  it('asks the visitor before signing; a rejection is an error answer and nothing is signed', async () => {
    const approve = vi.fn(async () => false)
    const { parent, deliver } = setup(approve)
    deliver({ type: '@w3m-app/RPC_REQUEST', payload: { method: 'personal_sign', params: ['0x68', '0xabc'] }, id: 'r' })
    await vi.waitFor(() => expect(parent.postMessage).toHaveBeenCalledTimes(2))
    expect(answers(parent)[1]?.message).toEqual({
      type: '@w3m-frame/RPC_REQUEST_ERROR',
      payload: { message: 'User rejected the request' },
      id: 'r',
    })
    expect(api.rpc).not.toHaveBeenCalled()
    approve.mockImplementation(async () => true)
    deliver({ type: '@w3m-app/RPC_REQUEST', payload: { method: 'personal_sign', params: ['0x68', '0xabc'] }, id: 's' })
    await vi.waitFor(() => expect(parent.postMessage).toHaveBeenCalledTimes(3))
    expect(answers(parent)[2]?.message).toEqual({ type: '@w3m-frame/RPC_REQUEST_SUCCESS', payload: '0xsig', id: 's' })
  })

  it('fuzz: thousands of malformed events from the parent are never acted on', () => {
    const { parent, deliver } = setup()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.mocked(api.rpc).mockClear()
    const names = ['RPC_REQUEST', 'CONNECT_OTP', 'CONNECT_EMAIL', 'SWITCH_NETWORK', 'UPDATE_EMAIL', 'SIGN_OUT_']
    const malformed = fc.oneof(
      fc.anything(),
      fc.record({
        type: fc.oneof(fc.string(), fc.constantFrom(...names.map((n) => `@w3m-app/${n}`), '@w3m-frame/READY')),
        payload: fc.oneof(fc.anything(), fc.record({ method: fc.integer(), otp: fc.string({ maxLength: 5 }) })),
        id: fc.oneof(fc.integer(), fc.object()),
      }),
    )
    fc.assert(
      fc.property(malformed, (data) => {
        deliver(data)
      }),
      { numRuns: 3000 },
    )
    // only READY was ever posted; nothing reached the server
    expect(parent.postMessage).toHaveBeenCalledTimes(1)
    expect(api.rpc).not.toHaveBeenCalled()
    expect(api.startEmail).not.toHaveBeenCalled()
    warn.mockRestore()
  })

  it('RELOAD: answers, then reloads its page (a login left half-way starts over)', async () => {
    vi.useFakeTimers()
    const { win, parent, deliver } = setup()
    const reload = (win.location as unknown as { reload: ReturnType<typeof vi.fn> }).reload
    deliver({ type: '@w3m-app/RELOAD', id: 'r1' })
    await vi.advanceTimersByTimeAsync(0)
    expect(answers(parent).at(-1)).toEqual({
      message: { type: '@w3m-frame/RELOAD_SUCCESS', id: 'r1' },
      origin: 'http://localhost:5173',
    })
    await vi.advanceTimersByTimeAsync(1)
    expect(reload).toHaveBeenCalledTimes(1)
    vi.useRealTimers()
  })
})
