// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createKit, destroyKit } from '../createKit.ts'
import { gangwayDevnetA } from '../networks/index.ts'
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
