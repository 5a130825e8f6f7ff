import type { FrameUser } from '@gangway/protocol'
import { describe, expect, it, vi } from 'vitest'
import { createEmbeddedProvider } from './createEmbeddedProvider.ts'
import type { FrameClient } from './createFrameClient.ts'

const EOA = '0x2222222222222222222222222222222222222222'
const SMART = '0x5555555555555555555555555555555555555555'

/** A provider over a stand-in frame where 31337 has smart accounts and 1 has not. */
function setup(preferred: 'eoa' | 'smartAccount' | 'none' = 'smartAccount') {
  let chain = 31337
  const request = vi.fn(async (name: string, payload: unknown): Promise<unknown> => {
    if (name === 'SWITCH_NETWORK') {
      chain = (payload as { chainId: number }).chainId
      return { chainId: chain }
    }
    if (name === 'GET_USER') {
      const type =
        chain === 31337
          ? ((payload as { preferredAccountType?: 'eoa' | 'smartAccount' }).preferredAccountType ?? 'eoa')
          : 'eoa'
      return {
        address: type === 'smartAccount' ? SMART : EOA,
        chainId: chain,
        preferredAccountType: type,
      } satisfies FrameUser
    }
    if (name === 'RPC_REQUEST') return '0xok'
    return undefined
  })
  const approved: string[] = []
  const provider = createEmbeddedProvider({
    frame: async () => ({ request }) as unknown as FrameClient,
    loginUsed: () => true,
    chainId: () => 31337,
    approve: (run) => {
      approved.push('asked')
      return run()
    },
    onUser: () => undefined,
    onNotAllowed: () => undefined,
    preferredAccountType: () => (preferred === 'none' ? undefined : preferred),
  })
  return { provider, request, approved }
}

describe('embedded provider: account types (issue 20)', () => {
  it('GET_USER carries the preferred type; a switch to a chain without smart accounts reports the EOA', async () => {
    const { provider, request } = setup()
    const changes: unknown[] = []
    provider.on('accountsChanged', (accounts) => changes.push(accounts))
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([SMART])
    expect(request).toHaveBeenCalledWith('GET_USER', { chainId: 31337, preferredAccountType: 'smartAccount' })
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
    expect(request).toHaveBeenLastCalledWith('GET_USER', { chainId: 1, preferredAccountType: 'smartAccount' })
    expect(changes).toEqual([[EOA]])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([EOA])
    // no preferred type: none is sent
    const plain = setup('none')
    await plain.provider.request({ method: 'eth_requestAccounts' })
    expect(plain.request).toHaveBeenCalledWith('GET_USER', { chainId: 31337 })
  })

  it('wallet_sendCalls goes to the frame only through the approval; the status and capabilities do not wait', async () => {
    const { provider, request, approved } = setup()
    await provider.request({ method: 'eth_requestAccounts' })
    await provider.request({ method: 'wallet_sendCalls', params: [{ calls: [{ to: EOA }] }] })
    expect(approved).toEqual(['asked'])
    await provider.request({ method: 'wallet_getCallsStatus', params: ['0x01'] })
    await provider.request({ method: 'wallet_getCapabilities', params: [SMART] })
    expect(approved).toEqual(['asked'])
    expect(
      request.mock.calls.filter(([name]) => name === 'RPC_REQUEST').map(([, p]) => (p as { method: string }).method),
    ).toEqual(['wallet_sendCalls', 'wallet_getCallsStatus', 'wallet_getCapabilities'])
  })

  it('eth_sendRawTransaction (signed elsewhere, only broadcast) is allowed and asks no approval; eth_sign is refused', async () => {
    const { provider, request, approved } = setup()
    await provider.request({ method: 'eth_requestAccounts' })
    expect(await provider.request({ method: 'eth_sendRawTransaction', params: ['0x02f8'] })).toBe('0xok')
    expect(approved).toEqual([])
    expect(request).toHaveBeenLastCalledWith('RPC_REQUEST', {
      method: 'eth_sendRawTransaction',
      params: ['0x02f8'],
      chainId: 31337,
      chainNamespace: 'eip155',
    })
    await expect(provider.request({ method: 'eth_sign', params: [EOA, '0x00'] })).rejects.toMatchObject({ code: 4200 })
  })

  it("EIP-2255's wallet_revokePermissions signs out", async () => {
    const { provider, request } = setup()
    await provider.request({ method: 'eth_requestAccounts' })
    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(request).toHaveBeenLastCalledWith('SIGN_OUT', undefined)
    expect(provider.user()).toBeUndefined()
  })
})
