import { SIWX_ACCOUNT_PLACEHOLDER } from '@gangway/protocol'
import { hexToString } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import type { AuthApi } from './createAuthApi.ts'
import { type ApprovalRequest, createFrame } from './createFrame.ts'
import { fakeWindows } from './test/fakeWindows.ts'

const ORIGIN = 'http://localhost:5173'
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const siwxMessage = (domain = 'localhost:5173') => ({
  accountAddress: SIWX_ACCOUNT_PLACEHOLDER,
  chainId: 'eip155:31337',
  domain,
  uri: `http://${domain}/`,
  version: '1',
  nonce: 'n0nce12345',
  serializedMessage: [
    `${domain} wants you to sign in with your Ethereum account:`,
    SIWX_ACCOUNT_PLACEHOLDER,
    '',
    `URI: http://${domain}/`,
    'Version: 1',
    'Chain ID: 31337',
    'Nonce: n0nce12345',
    'Issued At: 2026-11-23T05:00:00.000Z',
  ].join('\n'),
})

/** The frame with a parent window that records answers; the server API is a recording stand-in. */
function setup() {
  const { win, parent, deliver } = fakeWindows()
  const api = {
    session: vi.fn(() => undefined),
    resume: vi.fn(async () => false),
    me: vi.fn(async () => ({ email: 'a@b.test', address: ADDRESS.toLowerCase() })),
    verifyOtp: vi.fn(async () => undefined),
    startEmail: vi.fn(async () => ({ action: 'VERIFY_OTP' as const })),
    rpc: vi.fn(async (_method: string, _params: unknown, _chain: unknown) => ({ result: '0x5151' })),
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
  const answer = async (id: string) => {
    await vi.waitFor(() => expect(parent.postMessage.mock.calls.some(([m]) => m.id === id)).toBe(true))
    return parent.postMessage.mock.calls.find(([m]) => m.id === id)?.[0]
  }
  return { api, approve, deliver, answer }
}

const login = async (f: ReturnType<typeof setup>) => {
  f.deliver({ type: '@w3m-app/CONNECT_EMAIL', payload: { email: 'a@b.test' }, id: 'e' })
  await f.answer('e')
  f.deliver({ type: '@w3m-app/CONNECT_OTP', payload: { otp: '123456' }, id: 'o' })
  expect((await f.answer('o')).type).toBe('@w3m-frame/CONNECT_OTP_SUCCESS')
}

describe('createFrame: sign in with X at login (one step)', () => {
  it('right after the login, signs the sign-in message for the parent without asking again', async () => {
    const f = setup()
    await login(f)
    f.deliver({ type: '@w3m-app/GET_USER', payload: { chainId: 31337, siwxMessage: siwxMessage() }, id: 'u' })
    const { type, payload } = await f.answer('u')
    expect(type).toBe('@w3m-frame/GET_USER_SUCCESS')
    expect(f.approve).not.toHaveBeenCalled()
    expect(payload.signature).toBe('0x5151')
    expect(payload.message.split('\n')[1]).toBe(ADDRESS)
    expect(payload.siwxMessage).toMatchObject({ accountAddress: ADDRESS, serializedMessage: payload.message })
    const [method, params, chain] = f.api.rpc.mock.calls[0] ?? []
    expect([method, chain]).toEqual(['personal_sign', 31337])
    expect(hexToString((params as [`0x${string}`])[0])).toBe(payload.message)
  })

  it('a sign-in message at any other time is asked for in the frame, like every signature', async () => {
    const f = setup()
    await login(f)
    f.deliver({ type: '@w3m-app/GET_USER', payload: { siwxMessage: siwxMessage() }, id: 'u1' })
    await f.answer('u1')
    f.deliver({ type: '@w3m-app/GET_USER', payload: { siwxMessage: siwxMessage() }, id: 'u2' })
    await f.answer('u2')
    expect(f.approve).toHaveBeenCalledTimes(1)
    expect(f.approve.mock.calls[0]?.[0].content.title).toBe('Sign in to localhost:5173')
    f.approve.mockImplementation(async () => false)
    f.deliver({ type: '@w3m-app/GET_USER', payload: { siwxMessage: siwxMessage() }, id: 'u3' })
    expect(await f.answer('u3')).toMatchObject({
      type: '@w3m-frame/GET_USER_ERROR',
      payload: { message: 'User rejected the request' },
    })
    expect(f.api.rpc).toHaveBeenCalledTimes(2)
  })

  it('attack: a sign-in for another site is refused and nothing is signed, even right after the login', async () => {
    const f = setup()
    await login(f)
    f.deliver({ type: '@w3m-app/GET_USER', payload: { siwxMessage: siwxMessage('bank.example') }, id: 'x' })
    expect(await f.answer('x')).toMatchObject({
      type: '@w3m-frame/GET_USER_ERROR',
      payload: { message: 'The sign-in is for bank.example, not this site' },
    })
    expect(f.api.rpc).not.toHaveBeenCalled()
    expect(f.approve).not.toHaveBeenCalled()
  })
})
