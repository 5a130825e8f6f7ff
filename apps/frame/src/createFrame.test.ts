import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import type { AuthApi } from './createAuthApi.ts'
import { type ApprovalRequest, createFrame } from './createFrame.ts'
import { fakeWindows } from './test/fakeWindows.ts'

const api = {
  resume: vi.fn(async () => true),
  me: vi.fn(async () => ({ email: 'a@b.test', address: '0xabc' })),
  rpc: vi.fn(async () => ({ result: '0xsig' })),
  startEmail: vi.fn(async () => ({ action: 'VERIFY_OTP' as const })),
} as unknown as AuthApi

describe('createFrame', () => {
  const setup = (approve = vi.fn(async (_request: ApprovalRequest, _signal: AbortSignal) => true)) => {
    const w = fakeWindows()
    createFrame({
      win: w.win,
      api,
      parentOrigin: 'http://localhost:5173',
      chainId: 31337,
      approve,
      applyTheme: vi.fn(),
    })
    return { ...w, approve }
  }
  const answers = (parent: { postMessage: ReturnType<typeof vi.fn> }) =>
    parent.postMessage.mock.calls.map(([message, origin]) => ({ message, origin }))

  it("SPEC §8: with no parent page (the frame opened on its own) it refuses to start: 'W3mFrame: parent is not set'", () => {
    const w = fakeWindows()
    const alone = { ...w.win } as Window & { parent: Window }
    alone.parent = alone
    const start = (win: Window) => () =>
      createFrame({
        win,
        api,
        parentOrigin: 'http://localhost:5173',
        chainId: 1,
        approve: vi.fn(),
        applyTheme: vi.fn(),
      })
    expect(start(alone)).toThrow('W3mFrame: parent is not set')
    expect(start({ ...w.win, parent: null } as unknown as Window)).toThrow('W3mFrame: parent is not set')
    expect(w.parent.postMessage).not.toHaveBeenCalled()
  })

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

  it('asks with the verified parent origin; the name the page gives is only its claim', async () => {
    const approve = vi.fn(async (_request: ApprovalRequest, _signal: AbortSignal) => false)
    const { parent, deliver } = setup(approve)
    deliver({
      type: '@w3m-app/SYNC_DAPP_DATA',
      payload: {
        metadata: { name: 'Uniswap', description: '', url: 'https://app.uniswap.org', icons: [] },
        sdkVersion: '1',
        sdkType: 'appkit',
        projectId: 'local',
      },
      id: 'd',
    })
    deliver({
      type: '@w3m-app/RPC_REQUEST',
      payload: { method: 'personal_sign', params: ['0x6869', '0xabc'] },
      id: 'r',
    })
    await vi.waitFor(() => expect(parent.postMessage).toHaveBeenCalledTimes(3))
    expect(approve.mock.calls[0]?.[0]).toMatchObject({
      origin: 'http://localhost:5173',
      claimedName: 'Uniswap',
      content: { title: 'Sign message', sections: [{ fields: [{ label: 'Message', value: 'hi' }] }] },
    })
  })

  it('typed data sent as an object is parsed, shown in full and signed as the JSON that was shown; malformed is refused unasked', async () => {
    const approve = vi.fn(async (_request: ApprovalRequest, _signal: AbortSignal) => true)
    const { parent, deliver } = setup(approve)
    vi.mocked(api.rpc).mockClear()
    const typed = {
      domain: { name: 'Permit2', chainId: 31337, verifyingContract: '0x000000000022D473030F116dDEE9F6B43aC78BA3' },
      types: {
        Permit: [
          { name: 'spender', type: 'address' },
          { name: 'amount', type: 'uint256' },
        ],
      },
      primaryType: 'Permit',
      message: { spender: '0x1111111111111111111111111111111111111111', amount: '1000' },
    }
    deliver({
      type: '@w3m-app/RPC_REQUEST',
      payload: { method: 'eth_signTypedData_v4', params: ['0xabc', typed] },
      id: 't',
    })
    await vi.waitFor(() => expect(parent.postMessage).toHaveBeenCalledTimes(2))
    const content = JSON.stringify(approve.mock.calls[0]?.[0]?.content)
    expect(content).not.toContain('[object Object]')
    expect(content).toContain('0x1111111111111111111111111111111111111111')
    expect(content).toContain('Permit2')
    expect(api.rpc).toHaveBeenCalledWith('eth_signTypedData_v4', ['0xabc', JSON.stringify(typed)], 31337)
    for (const [bad] of [
      ['{not json', 'Invalid typed data: not JSON'],
      [{ ...typed, primaryType: 'Nope' }, 'Invalid typed data: primaryType is not one of the types'],
      [{ ...typed, message: { spender: 'not-an-address', amount: '1' } }, 'Invalid typed data'],
    ] as const) {
      deliver({
        type: '@w3m-app/RPC_REQUEST',
        payload: { method: 'eth_signTypedData_v4', params: ['0xabc', bad] },
        id: 'x',
      })
    }
    await vi.waitFor(() => expect(parent.postMessage).toHaveBeenCalledTimes(5))
    for (const { message } of answers(parent).slice(2)) {
      expect(message).toMatchObject({
        type: '@w3m-frame/RPC_REQUEST_ERROR',
        payload: { message: expect.stringMatching(/^Invalid typed data/) },
      })
    }
    expect(approve).toHaveBeenCalledTimes(1)
    expect(api.rpc).toHaveBeenCalledTimes(1)
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
