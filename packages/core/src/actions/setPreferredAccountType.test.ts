import type { FrameUser } from '@gangway/protocol'
import { describe, expect, it, vi } from 'vitest'
import { createKit, destroyKit } from '../createKit.ts'
import { KitErrorCode } from '../errors/KitError.ts'
import { applyEmbeddedUser } from '../frame/applyEmbeddedUser.ts'
import { createEmbeddedProvider } from '../frame/createEmbeddedProvider.ts'
import type { FrameClient } from '../frame/createFrameClient.ts'
import { preferredEmbeddedAccountType } from '../frame/preferredEmbeddedAccountType.ts'
import type { Kit } from '../Kit.ts'
import { gangwayDevnetA } from '../networks/index.ts'
import { createKitStorage } from '../storage/createKitStorage.ts'
import { createTestAdapter } from '../test/createTestAdapter.ts'
import { memoryStorage } from '../test/memoryStorage.ts'
import { checkIfSmartAccountEnabled } from './checkIfSmartAccountEnabled.ts'
import { connect } from './connect.ts'
import { getSmartAccountEnabledNetworks } from './getSmartAccountEnabledNetworks.ts'
import { setPreferredAccountType } from './setPreferredAccountType.ts'

const EOA = '0x2222222222222222222222222222222222222222'
const SMART = '0x5555555555555555555555555555555555555555'

/**
 * A kit connected through the embedded wallet's connector (`ID_AUTH`), whose provider talks to a stand-in
 * frame that behaves like the real one with smart accounts on 31337: the server keeps the visitor's choice,
 * else uses the type the dialog sends. The provider's `accountsChanged` reaches the adapter's events, as
 * wagmi's connection watcher does.
 */
async function embeddedKit(options: { defaultAccountTypes?: Record<string, string> } = {}) {
  const test = createTestAdapter()
  test.state.chainId = 31337
  test.adapter.getConnectors().push({ id: 'ID_AUTH', type: 'AUTH', chain: 'eip155', name: 'Email' })
  const backend = memoryStorage()
  const kit = createKit({
    projectId: 'local',
    networks: [gangwayDevnetA],
    adapters: [test.adapter],
    storage: backend,
    apiUrl: 'http://127.0.0.1:9',
    ...options,
  } as Parameters<typeof createKit>[0])
  await kit.ready
  let chosen: 'eoa' | 'smartAccount' | undefined
  let networks: () => Promise<number[]> = async () => [31337]
  const requests: { name: string; payload: unknown }[] = []
  const userOf = (payload: { preferredAccountType?: 'eoa' | 'smartAccount' } | undefined): FrameUser => {
    const type = chosen ?? payload?.preferredAccountType ?? 'smartAccount'
    return {
      email: 'a@b.test',
      address: type === 'smartAccount' ? SMART : EOA,
      chainId: 31337,
      accounts: [
        { address: EOA, type: 'eoa' },
        { address: SMART, type: 'smartAccount' },
      ],
      preferredAccountType: type,
      smartAccountDeployed: false,
    }
  }
  const frame = {
    request: vi.fn(async (name: string, payload: unknown) => {
      requests.push({ name, payload })
      if (name === 'GET_USER') return userOf(payload as never)
      if (name === 'SET_PREFERRED_ACCOUNT') {
        chosen = (payload as { type: 'eoa' | 'smartAccount' }).type
        return { type: chosen, address: chosen === 'eoa' ? EOA : SMART }
      }
      if (name === 'GET_SMART_ACCOUNT_ENABLED_NETWORKS') return { smartAccountEnabledNetworks: await networks() }
      throw new Error(`unexpected ${name}`)
    }),
  } as unknown as FrameClient
  let user: FrameUser | undefined
  const provider = createEmbeddedProvider({
    frame: async () => frame,
    loginUsed: () => true,
    chainId: () => 31337,
    approve: (run) => run(),
    onNotAllowed: () => undefined,
    preferredAccountType: () => preferredEmbeddedAccountType(kit),
    onUser(next) {
      user = next
      applyEmbeddedUser(kit, user)
    },
  })
  // as startEmbeddedWallet: the account state follows the user on every change of chains or connections
  kit.stores.chains.subscribe(() => applyEmbeddedUser(kit, user))
  kit.stores.connections.subscribe(() => applyEmbeddedUser(kit, user))
  provider.on('accountsChanged', (accounts) =>
    test.events.accountsChanged(
      'ID_AUTH',
      (accounts as string[]).map((address) => ({ address })),
    ),
  )
  ;(kit as { embedded: Kit['embedded'] }).embedded = {
    provider,
    frame: async () => frame,
    current: () => frame,
    destroy: () => undefined,
  }
  // the login: the wallet connects with the address the frame's user has
  const [address] = (await provider.request({ method: 'eth_requestAccounts' })) as string[]
  test.state.accounts = [address as string]
  await connect(kit, { connectorId: 'ID_AUTH', namespace: 'eip155' })
  return {
    kit,
    requests,
    storage: createKitStorage(backend),
    failNetworks: () => {
      networks = async () => {
        throw new Error('Server Error')
      }
    },
  }
}

describe('smart accounts of the embedded wallet (issue 20)', () => {
  it('by default (SPEC: eip155 smartAccount) the login asks for the smart account; allAccounts lists both', async () => {
    const { kit, requests } = await embeddedKit()
    expect(requests[0]).toEqual({ name: 'GET_USER', payload: { chainId: 31337, preferredAccountType: 'smartAccount' } })
    expect(kit.stores.chains.get().accounts.eip155).toMatchObject({
      address: SMART,
      caipAddress: `eip155:31337:${SMART}`,
      preferredAccountType: 'smartAccount',
      allAccounts: [
        { address: EOA, type: 'eoa' },
        { address: SMART, type: 'smartAccount' },
      ],
      embeddedWalletInfo: { accountType: 'smartAccount', isSmartAccountDeployed: false },
    })
    destroyKit(kit)
  })

  it("defaultAccountTypes: { eip155: 'eoa' } asks for the EOA", async () => {
    const { kit, requests } = await embeddedKit({ defaultAccountTypes: { eip155: 'eoa' } })
    expect(requests[0]?.payload).toEqual({ chainId: 31337, preferredAccountType: 'eoa' })
    expect(kit.stores.chains.get().accounts.eip155).toMatchObject({ address: EOA, preferredAccountType: 'eoa' })
    destroyKit(kit)
  })

  it('setPreferredAccountType switches the address and type, keeps the choice and emits SET_PREFERRED_ACCOUNT_TYPE', async () => {
    const { kit, requests, storage } = await embeddedKit()
    const events: unknown[] = []
    kit.events.subscribe((e) => events.push(e.data))
    const loading: boolean[] = []
    kit.stores.modal.subscribe((s) => loading.push(s.loading))
    await setPreferredAccountType(kit, 'eoa', 'eip155')
    expect(requests.map((r) => r.name).slice(-2)).toEqual(['SET_PREFERRED_ACCOUNT', 'GET_USER'])
    expect(requests.at(-2)?.payload).toEqual({ type: 'eoa' })
    expect(kit.stores.chains.get().accounts.eip155).toMatchObject({
      address: EOA,
      caipAddress: `eip155:31337:${EOA}`,
      preferredAccountType: 'eoa',
      allAccounts: [
        { address: EOA, type: 'eoa' },
        { address: SMART, type: 'smartAccount' },
      ],
      embeddedWalletInfo: { accountType: 'eoa' },
    })
    expect(storage.getPreferredAccountTypes()).toEqual({ eip155: 'eoa' })
    expect(loading).toEqual([true, false])
    expect(events).toContainEqual({
      type: 'track',
      event: 'SET_PREFERRED_ACCOUNT_TYPE',
      properties: { accountType: 'eoa', network: 'eip155:31337' },
    })
    // and back; the next GET_USER sends the stored choice
    await setPreferredAccountType(kit, 'smartAccount', 'eip155')
    expect(kit.stores.chains.get().accounts.eip155?.address).toBe(SMART)
    expect(requests.at(-1)?.payload).toEqual({ chainId: 31337, preferredAccountType: 'smartAccount' })
    destroyKit(kit)
  })

  it('refuses other namespaces and other connectors', async () => {
    const { kit } = await embeddedKit()
    await expect(setPreferredAccountType(kit, 'eoa', 'solana')).rejects.toMatchObject({
      code: KitErrorCode.ACCOUNT_TYPE_UNAVAILABLE,
    })
    kit.stores.connections.set((s) => ({ activeConnectorId: { ...s.activeConnectorId, eip155: 'injected' } }))
    await expect(setPreferredAccountType(kit, 'eoa', 'eip155')).rejects.toThrow(
      'Only the embedded wallet of an EVM network can switch account type',
    )
    destroyKit(kit)
  })

  it('enabled networks: kept as a comma list; an error resets them to empty (SPEC §4)', async () => {
    const { kit, storage, failNetworks } = await embeddedKit()
    expect(await getSmartAccountEnabledNetworks(kit)).toEqual([31337])
    expect(storage.getSmartAccountEnabledNetworks()).toEqual([31337])
    expect(checkIfSmartAccountEnabled(kit)).toBe(true)
    failNetworks()
    await expect(getSmartAccountEnabledNetworks(kit)).rejects.toThrow('Server Error')
    expect(storage.getSmartAccountEnabledNetworks()).toEqual([])
    expect(kit.stores.chains.get().smartAccountEnabledNetworks).toEqual([])
    expect(checkIfSmartAccountEnabled(kit)).toBe(false)
    destroyKit(kit)
  })
})
