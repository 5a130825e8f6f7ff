import { describe, expect, it, vi } from 'vitest'
import type { AuthApi, MeContext } from './createAuthApi.ts'
import { type ApprovalRequest, createFrame, evmChainNumber } from './createFrame.ts'
import { fakeWindows } from './test/fakeWindows.ts'

const ORIGIN = 'http://localhost:5173'
const EOA = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SMART = '0x1111111111111111111111111111111111111111'

/** The frame with a parent that records answers; the server API is a recording stand-in with smart accounts on 31337. */
function setup() {
  const { win, parent, deliver } = fakeWindows()
  let stored: 'eoa' | 'smartAccount' | undefined
  const api = {
    session: vi.fn(() => undefined),
    resume: vi.fn(async () => true),
    me: vi.fn(async (context: MeContext = {}) => {
      const enabled = context.chainId === 31337
      const type = enabled ? (stored ?? context.preferredAccountType ?? 'smartAccount') : 'eoa'
      return {
        email: 'a@b.test',
        address: type === 'smartAccount' ? SMART : EOA,
        accounts: [
          { address: EOA, type: 'eoa' as const },
          ...(enabled ? [{ address: SMART, type: 'smartAccount' as const }] : []),
        ],
        preferredAccountType: type,
        smartAccountDeployed: false,
      }
    }),
    smartAccountNetworks: vi.fn(async () => [31337, 31338]),
    initSmartAccount: vi.fn(async (_chainId: number) => ({ address: SMART, isDeployed: false })),
    setPreferredAccount: vi.fn(async (type: 'eoa' | 'smartAccount', _chainId: number) => {
      stored = type
      return { type, address: type === 'smartAccount' ? SMART : EOA }
    }),
    rpc: vi.fn(async (_method: string, _params: unknown, _chain: unknown) => ({ result: '0x5151' })),
  }
  createFrame({
    win,
    api: api as unknown as AuthApi,
    parentOrigin: ORIGIN,
    chainId: 31337,
    approve: vi.fn(async (_request: ApprovalRequest, _signal: AbortSignal) => true),
    applyTheme: vi.fn(),
  })
  let n = 0
  const ask = async (type: string, payload?: unknown) => {
    const id = `r${++n}`
    deliver({ type: `@w3m-app/${type}`, ...(payload === undefined ? {} : { payload }), id })
    await vi.waitFor(() => expect(parent.postMessage.mock.calls.some(([m]) => m.id === id)).toBe(true))
    return parent.postMessage.mock.calls.find(([m]) => m.id === id)?.[0]
  }
  return { api, ask, deliver }
}

describe('createFrame: smart accounts', () => {
  it('GET_SMART_ACCOUNT_ENABLED_NETWORKS answers the server’s list; a failure is an error answer', async () => {
    const f = setup()
    expect(await f.ask('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).toMatchObject({
      type: '@w3m-frame/GET_SMART_ACCOUNT_ENABLED_NETWORKS_SUCCESS',
      payload: { smartAccountEnabledNetworks: [31337, 31338] },
    })
    f.api.smartAccountNetworks.mockRejectedValueOnce(new Error('Server Error'))
    expect(await f.ask('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).toMatchObject({
      type: '@w3m-frame/GET_SMART_ACCOUNT_ENABLED_NETWORKS_ERROR',
      payload: { message: 'Server Error' },
    })
  })

  it('GET_USER passes the chain and the dialog’s preferred type; the user carries both accounts', async () => {
    const f = setup()
    const user = await f.ask('GET_USER', { chainId: 31337, preferredAccountType: 'smartAccount' })
    expect(f.api.me).toHaveBeenLastCalledWith({ chainId: 31337, preferredAccountType: 'smartAccount' })
    expect(user.payload).toMatchObject({
      address: SMART,
      chainId: 31337,
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
      accounts: [
        { address: EOA, type: 'eoa' },
        { address: SMART, type: 'smartAccount' },
      ],
    })
    // a CAIP-2 chain id works too; an unknown type is not passed on
    await f.ask('GET_USER', { chainId: 'eip155:31337', preferredAccountType: 'payment' })
    expect(f.api.me).toHaveBeenLastCalledWith({ chainId: 31337, preferredAccountType: 'smartAccount' })
  })

  it('SET_PREFERRED_ACCOUNT stores the choice on the server for the current chain and answers that address', async () => {
    const f = setup()
    await f.ask('SWITCH_NETWORK', { chainId: 'eip155:31337' })
    const set = await f.ask('SET_PREFERRED_ACCOUNT', { type: 'eoa' })
    expect(set).toMatchObject({
      type: '@w3m-frame/SET_PREFERRED_ACCOUNT_SUCCESS',
      payload: { type: 'eoa', address: EOA },
    })
    expect(f.api.setPreferredAccount).toHaveBeenCalledWith('eoa', 31337)
    expect((await f.ask('GET_USER', { chainId: 31337 })).payload).toMatchObject({
      address: EOA,
      preferredAccountType: 'eoa',
    })
    // the server's refusal (a chain without smart accounts) is the answer's message
    f.api.setPreferredAccount.mockRejectedValueOnce(new Error('Smart accounts are not available on this network'))
    expect(await f.ask('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).toMatchObject({
      type: '@w3m-frame/SET_PREFERRED_ACCOUNT_ERROR',
      payload: { message: 'Smart accounts are not available on this network' },
    })
    // an invalid type never reaches the server (dropped; the next request is answered)
    const calls = f.api.setPreferredAccount.mock.calls.length
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    f.deliver({ type: '@w3m-app/SET_PREFERRED_ACCOUNT', payload: { type: 'payment' }, id: 'bad' })
    await f.ask('GET_CHAIN_ID')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ignored an invalid app event'))
    warn.mockRestore()
    expect(f.api.setPreferredAccount).toHaveBeenCalledTimes(calls)
  })

  it('INIT_SMART_ACCOUNT answers the counterfactual address of the current chain', async () => {
    const f = setup()
    expect(await f.ask('INIT_SMART_ACCOUNT')).toMatchObject({
      type: '@w3m-frame/INIT_SMART_ACCOUNT_SUCCESS',
      payload: { address: SMART, isDeployed: false },
    })
    expect(f.api.initSmartAccount).toHaveBeenCalledWith(31337)
    await f.ask('SWITCH_NETWORK', { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
    expect(await f.ask('INIT_SMART_ACCOUNT')).toMatchObject({
      type: '@w3m-frame/INIT_SMART_ACCOUNT_ERROR',
      payload: { message: 'Smart accounts need an EVM network' },
    })
  })

  it('evmChainNumber reads numbers, decimal and hex strings and CAIP-2 ids; nothing else', () => {
    expect([1, '1', '0x7a69', 'eip155:31338', 'solana:x', '', 0, -1, 1.5, 'eip155:abc'].map(evmChainNumber)).toEqual([
      1,
      1,
      31337,
      31338,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ])
  })
})
