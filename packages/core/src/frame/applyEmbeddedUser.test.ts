import type { FrameUser } from '@gangway/protocol'
import { describe, expect, it } from 'vitest'
import { connect } from '../actions/connect.ts'
import { disconnect } from '../actions/disconnect.ts'
import { createKit, destroyKit } from '../createKit.ts'
import { gangwayDevnetA } from '../networks/index.ts'
import { createKitStorage } from '../storage/createKitStorage.ts'
import { createTestAdapter } from '../test/createTestAdapter.ts'
import { memoryStorage } from '../test/memoryStorage.ts'
import { applyEmbeddedUser, saveEmbeddedLogin } from './applyEmbeddedUser.ts'

const ADDRESS = '0x2222222222222222222222222222222222222222'
const user = (over: Partial<FrameUser> = {}): FrameUser => ({
  email: null,
  address: ADDRESS,
  chainId: 31337,
  userName: 'alice',
  authProvider: 'github',
  ...over,
})

async function connectedKit() {
  const test = createTestAdapter()
  test.state.accounts = [ADDRESS]
  test.state.chainId = 31337
  test.adapter.getConnectors().push({ id: 'ID_AUTH', type: 'AUTH', chain: 'eip155', name: 'Email' })
  const backend = memoryStorage()
  const kit = createKit({
    projectId: 'local',
    networks: [gangwayDevnetA],
    adapters: [test.adapter],
    storage: backend,
    apiUrl: 'http://127.0.0.1:9',
  })
  await kit.ready
  await connect(kit, { connectorId: 'ID_AUTH', namespace: 'eip155' })
  return { kit, storage: createKitStorage(backend) }
}

describe('embedded login state (SPEC §3, §4)', () => {
  it('a social login: socialProvider, embeddedWalletInfo (username, authProvider), wallet info social', async () => {
    const { kit } = await connectedKit()
    applyEmbeddedUser(kit, user())
    expect(kit.stores.chains.get().accounts.eip155).toMatchObject({
      socialProvider: 'github',
      embeddedWalletInfo: {
        user: { username: 'alice' },
        authProvider: 'github',
        accountType: 'eoa',
        isSmartAccountDeployed: false,
      },
    })
    expect(kit.stores.connections.get().walletInfo).toMatchObject({ name: 'Email', social: 'github' })
    // an e-mail login: authProvider 'email' (the default), no socialProvider, no social on the wallet info
    applyEmbeddedUser(kit, user({ authProvider: 'email', email: 'a@b.test', userName: null }))
    const account = kit.stores.chains.get().accounts.eip155
    expect(account?.embeddedWalletInfo).toEqual({
      user: { email: 'a@b.test' },
      authProvider: 'email',
      accountType: 'eoa',
      isSmartAccountDeployed: false,
    })
    expect(account?.socialProvider).toBeUndefined()
    expect(kit.stores.connections.get().walletInfo?.social).toBeUndefined()
    // an older frame without authProvider is an e-mail login
    applyEmbeddedUser(kit, user({ authProvider: undefined, email: 'a@b.test' }))
    expect(kit.stores.chains.get().accounts.eip155?.embeddedWalletInfo?.authProvider).toBe('email')
    destroyKit(kit)
  })

  it('SPEC §3 "user": the signed-in user is the account’s top-level `user`; a disconnect clears it', async () => {
    const { kit } = await connectedKit()
    const smart = '0x3333333333333333333333333333333333333333'
    applyEmbeddedUser(
      kit,
      user({
        authProvider: 'email',
        email: 'a@b.test',
        userName: null,
        accounts: [
          { address: ADDRESS, type: 'eoa' },
          { address: smart, type: 'smartAccount' },
        ],
        preferredAccountType: 'eoa',
        smartAccountDeployed: true,
      }),
    )
    expect(kit.stores.chains.get().accounts.eip155?.user).toEqual({
      email: 'a@b.test',
      accounts: [
        { address: ADDRESS, type: 'eoa' },
        { address: smart, type: 'smartAccount' },
      ],
      preferredAccountType: 'eoa',
      smartAccountDeployed: true,
    })
    await disconnect(kit)
    expect(kit.stores.chains.get().accounts.eip155?.user).toBeUndefined()
    destroyKit(kit)
  })

  it('storage keeps the social username and the login flag; disconnect / failed check clears them', async () => {
    const { kit, storage } = await connectedKit()
    saveEmbeddedLogin(kit, user())
    expect(storage.getSocialUsername()).toBe('alice')
    expect(storage.isLoginEmailUsed()).toBe(true)
    expect(storage.getEmail()).toBeUndefined()
    saveEmbeddedLogin(kit, user({ authProvider: 'google', email: 'a@gmail.test', userName: 'Alice' }))
    expect(storage.getEmail()).toBe('a@gmail.test')
    saveEmbeddedLogin(kit, undefined)
    expect(storage.getSocialUsername()).toBeUndefined()
    expect(storage.isLoginEmailUsed()).toBe(false)
    expect(storage.getEmail()).toBeUndefined()
    // an e-mail login after a social one forgets the social username
    saveEmbeddedLogin(kit, user())
    saveEmbeddedLogin(kit, user({ authProvider: 'email', email: 'b@b.test' }))
    expect(storage.getSocialUsername()).toBeUndefined()
    expect(storage.getEmail()).toBe('b@b.test')
    destroyKit(kit)
  })
})
