import { verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { describe, expect, it, vi } from 'vitest'
import { connect } from '../actions/connect.ts'
import { disconnect } from '../actions/disconnect.ts'
import { requestSIWXSignMessage } from '../actions/requestSIWXSignMessage.ts'
import { createKit } from '../createKit.ts'
import { gangwayDevnetA } from '../networks/index.ts'
import { resolveOptions } from '../options/resolveOptions.ts'
import { createTestAdapter } from '../test/createTestAdapter.ts'
import { memoryStorage } from '../test/memoryStorage.ts'
import { createSIWEConfig } from './createSIWEConfig.ts'
import { deferredSIWX } from './deferredSIWX.ts'
import { mapToSIWX } from './mapToSIWX.ts'
import type { SIWEConfig, SIWECreateMessageArgs, SIWESession } from './SIWEConfig.ts'

const wallet = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')

/** A site's SIWE config as AppKit documents it: a backend kept in memory, signatures checked with viem. */
function siteSIWE(extra: Partial<SIWEConfig> = {}) {
  let session: SIWESession | null = null
  const calls: string[] = []
  const created: SIWECreateMessageArgs[] = []
  const config: SIWEConfig = {
    getNonce: async (address) => {
      calls.push(`getNonce:${address}`)
      return 'abcdef123456'
    },
    getMessageParams: async () => {
      calls.push('getMessageParams')
      return { domain: 'localhost', uri: 'http://localhost/', chains: [31337], statement: 'Please sign in' }
    },
    createMessage: (args) => {
      calls.push('createMessage')
      created.push(args)
      const address = args.address.split(':')[4] // did:pkh:eip155:<chain>:<address>
      return createSiweMessage({
        address: address as `0x${string}`,
        chainId: args.chainId,
        domain: args.domain,
        uri: args.uri,
        version: args.version,
        nonce: args.nonce,
        ...(args.statement ? { statement: args.statement } : {}),
        ...(args.iat ? { issuedAt: new Date(args.iat) } : {}),
      })
    },
    verifyMessage: async ({ message, signature }) => {
      calls.push('verifyMessage')
      const ok = await verifyMessage({ address: wallet.address, message, signature: signature as `0x${string}` })
      if (ok) session = { address: wallet.address, chainId: 31337 }
      return ok
    },
    getSession: async () => {
      calls.push('getSession')
      return session
    },
    signOut: async () => {
      calls.push('signOut')
      session = null
      return true
    },
    onSignIn: (s) => calls.push(`onSignIn:${s?.address}:${s?.chainId}`),
    onSignOut: () => calls.push('onSignOut'),
    ...extra,
  }
  return {
    config,
    calls,
    created,
    set: (s: SIWESession | null) => {
      session = s
    },
  }
}

describe.each([
  ['mapToSIWX', mapToSIWX],
  // what createKit uses for a siweConfig: the same mapping, its code loaded on the first sign-in call
  ['deferredSIWX', deferredSIWX],
] as const)('%s: siweConfig keeps working as a SIWXConfig (AppKit 1.8)', (_, map) => {
  it('createMessage: getMessageParams + getNonce(address); its text is the site createMessage with a did:pkh address', async () => {
    const site = siteSIWE()
    const siwx = map(createSIWEConfig(site.config))
    const message = await siwx?.createMessage({ chainId: 'eip155:31337', accountAddress: wallet.address })
    expect(site.calls).toEqual(['getMessageParams', `getNonce:${wallet.address}`])
    expect(message).toMatchObject({
      nonce: 'abcdef123456',
      version: '1',
      domain: 'localhost',
      uri: 'http://localhost/',
      statement: 'Please sign in',
      accountAddress: wallet.address,
      chainId: 'eip155:31337',
    })
    const text = message?.toString() ?? ''
    expect(site.created[0]).toMatchObject({ chainId: 31337, address: `did:pkh:eip155:31337:${wallet.address}` })
    expect(text).toContain('localhost wants you to sign in with your Ethereum account:')
  })

  it('addSession asks verifyMessage and calls onSignIn; a message that does not verify is refused', async () => {
    const site = siteSIWE()
    const siwx = map(site.config)
    const message = await siwx?.createMessage({ chainId: 'eip155:31337', accountAddress: wallet.address })
    const text = message?.toString() ?? ''
    const data = { ...message } as never
    const other = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
    const forged = await other.signMessage({ message: text })
    await expect(siwx?.addSession({ data, message: text, signature: forged })).rejects.toThrow(
      'Failed to verify message',
    )
    await siwx?.addSession({ data, message: text, signature: await wallet.signMessage({ message: text }) })
    expect(site.calls.filter((c) => c.startsWith('verifyMessage') || c.startsWith('onSignIn'))).toEqual([
      'verifyMessage',
      'verifyMessage',
      `onSignIn:${wallet.address}:31337`,
    ])
  })

  it('getSessions answers the site session when network and account match (unless the flags say otherwise)', async () => {
    const site = siteSIWE()
    const strict = map(site.config)
    site.set({ address: wallet.address.toLowerCase(), chainId: 31337 })
    expect(await strict?.getSessions('eip155:31337', wallet.address)).toHaveLength(1)
    expect(await strict?.getSessions('eip155:1', wallet.address)).toEqual([])
    expect(await strict?.getSessions('eip155:31337', '0x0000000000000000000000000000000000000001')).toEqual([])
    const loose = map({ ...site.config, signOutOnNetworkChange: false, signOutOnAccountChange: false })
    expect(await loose?.getSessions('eip155:1', '0x0000000000000000000000000000000000000001')).toHaveLength(1)
    site.set(null)
    expect(await strict?.getSessions('eip155:31337', wallet.address)).toEqual([])
    // SIWE is EVM only: other namespaces count as signed in
    expect(await strict?.getSessions('solana:abc', 'x')).toHaveLength(1)
  })

  it('a broken session (no address) counts as none, named on the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const site = siteSIWE()
    site.set({ address: '', chainId: 31337 })
    expect(await map(site.config)?.getSessions('eip155:31337', wallet.address)).toEqual([])
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })

  it('revokeSession and setSessions([]) call signOut then onSignOut; flags map to getRequired / signOutOnDisconnect', async () => {
    const site = siteSIWE()
    const siwx = map(site.config)
    await siwx?.revokeSession('eip155:31337', wallet.address)
    await siwx?.setSessions([])
    expect(site.calls).toEqual(['signOut', 'onSignOut', 'signOut', 'onSignOut'])
    expect(siwx?.getRequired?.()).toBe(true)
    expect(siwx?.signOutOnDisconnect).toBe(true)
    const relaxed = map({ ...site.config, required: false, signOutOnDisconnect: false })
    expect(relaxed?.getRequired?.()).toBe(false)
    expect(relaxed?.signOutOnDisconnect).toBe(false)
    expect(map({ ...site.config, enabled: false })).toBeUndefined()
  })
})

describe('mapToSIWX in a kit', () => {
  it('createKit: siweConfig drives the dialog — prompt, sign, verify, no prompt on reload, sign out on disconnect', async () => {
    const site = siteSIWE()
    const storage = memoryStorage()
    const test = createTestAdapter()
    test.state.chainId = 31337
    test.state.accounts = [wallet.address]
    test.state.signer = (message) => wallet.signMessage({ message })
    const start = async () => {
      const kit = createKit({
        projectId: 'local',
        networks: [gangwayDevnetA],
        adapters: [test.adapter],
        storage,
        siweConfig: createSIWEConfig(site.config),
      })
      await kit.ready
      return kit
    }
    const settle = () => new Promise((r) => setTimeout(r, 10))
    const kit = await start()
    await connect(kit, { connectorId: 'dev.gangway.wallet' })
    // the siweConfig's mapping loads on the first sign-in call (deferredSIWX): the prompt comes once it is in
    await vi.waitFor(() => expect(kit.stores.router.get().history[0]?.view).toBe('SIWXSignMessage'), {
      timeout: 5000,
      interval: 10,
    })
    await requestSIWXSignMessage(kit)
    expect(kit.stores.modal.get().open).toBe(false)
    expect(site.calls).toContain(`onSignIn:${wallet.address}:31337`)
    const reloaded = await start()
    await settle()
    expect(reloaded.stores.modal.get().open).toBe(false)
    site.calls.length = 0
    await disconnect(reloaded)
    expect(site.calls).toEqual(['signOut', 'onSignOut'])
  })

  it('resolveOptions refuses a siweConfig or siwx missing a function, and both together', () => {
    const base = { projectId: 'local', networks: [gangwayDevnetA] }
    const { signOut: _, ...noSignOut } = siteSIWE().config
    expect(() => resolveOptions({ ...base, siweConfig: noSignOut as never })).toThrow(
      'createKit: siweConfig needs signOut (a SIWEConfig)',
    )
    expect(() => resolveOptions({ ...base, siwx: { createMessage: async () => ({}) } as never })).toThrow(
      'createKit: siwx needs addSession, revokeSession, setSessions, getSessions (a SIWXConfig)',
    )
    expect(resolveOptions({ ...base, siweConfig: siteSIWE().config }).siwx?.getRequired?.()).toBe(true)
  })
})
