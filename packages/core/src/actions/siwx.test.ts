import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import { createKit } from '../createKit.ts'
import { gangwayDevnetA, gangwayDevnetB, mainnet } from '../networks/index.ts'
import type { StorageBackend } from '../storage/createKitStorage.ts'
import { createTestAdapter } from '../test/createTestAdapter.ts'
import { memorySIWX } from '../test/memorySIWX.ts'
import { memoryStorage } from '../test/memoryStorage.ts'
import { cancelSIWXSignMessage } from './cancelSIWXSignMessage.ts'
import { connect } from './connect.ts'
import { createEmbeddedSIWXMessage } from './createEmbeddedSIWXMessage.ts'
import { disconnect } from './disconnect.ts'
import { getAccount } from './getAccount.ts'
import { initializeSIWX } from './initializeSIWX.ts'
import { openModal } from './openModal.ts'
import { requestSIWXSignMessage } from './requestSIWXSignMessage.ts'
import { safeCloseModal } from './safeCloseModal.ts'
import { switchNetwork } from './switchNetwork.ts'

// anvil's first dev key: a real EOA whose signatures viem's verifyMessage checks
const wallet = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')

async function setup(
  options: {
    siwx?: ReturnType<typeof memorySIWX>
    storage?: StorageBackend
    test?: ReturnType<typeof createTestAdapter>
  } = {},
) {
  const test = options.test ?? createTestAdapter()
  test.state.chainId = 31337
  test.state.accounts = [wallet.address]
  test.state.signer = (message) => wallet.signMessage({ message })
  const siwx = options.siwx ?? memorySIWX()
  const kit = createKit({
    projectId: 'local',
    networks: [gangwayDevnetA, gangwayDevnetB, mainnet],
    defaultNetwork: gangwayDevnetA,
    adapters: [test.adapter],
    storage: options.storage ?? memoryStorage(),
    metadata: { name: 'Test Site', description: '', url: 'http://localhost', icons: [] },
    siwx: siwx.config,
  })
  await kit.ready
  const events: string[] = []
  kit.events.subscribe((e) => events.push(e.data.event))
  return { kit, test, siwx, events }
}

/** The kit checks sign-in a macrotask after a connection change. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 2))
}
const view = (kit: Awaited<ReturnType<typeof setup>>['kit']) => {
  const { history } = kit.stores.router.get()
  return kit.stores.modal.get().open ? history[history.length - 1]?.view : 'closed'
}
const chainA = `eip155:31337:${wallet.address}`

describe('sign in with X: the flow (issue 14)', () => {
  it('hands the config its context at createKit: auth tokens in the kit storage, client id, networks, wallet', async () => {
    const storage = memoryStorage()
    const { kit, siwx } = await setup({ storage })
    const context = siwx.log.context
    expect(context).toMatchObject({ projectId: 'local', apiUrl: 'http://localhost:4000' })
    expect(context?.metadata?.name).toBe('Test Site')
    expect(context?.networks.map((n) => n.caipNetworkId)).toEqual(['eip155:31337', 'eip155:31338', 'eip155:1'])
    expect(context?.clientId()).toBe(kit.storage.getClientId())
    context?.authTokens.set('gangway-siwx', 'bearer-1')
    expect(storage.getItem('@gangway/auth_tokens')).toBe('{"gangway-siwx":"bearer-1"}')
    expect(context?.authTokens.get('gangway-siwx')).toBe('bearer-1')
    expect(context?.walletInfo()).toBeUndefined()
    await connect(kit, { connectorId: 'dev.gangway.wallet' })
    expect(context?.walletInfo()).toEqual({ name: 'Gangway Dev Wallet' })
  })

  it('connect without a session → the dialog asks to sign (SIWXSignMessage)', async () => {
    const { kit, siwx } = await setup()
    openModal(kit)
    await connect(kit, { connectorId: 'dev.gangway.wallet' })
    await settle()
    expect(siwx.log.getSessions).toEqual([chainA])
    expect(view(kit)).toBe('SIWXSignMessage')
    expect(kit.stores.router.get().history).toHaveLength(1)
  })

  it('sign → the signature is verified, the session stored, the dialog closed, SIWX_AUTH_SUCCESS', async () => {
    const { kit, test, siwx, events } = await setup()
    await connect(kit, { connectorId: 'dev.gangway.wallet' })
    await settle()
    await requestSIWXSignMessage(kit)
    expect(test.state.signed).toHaveLength(1)
    expect(test.state.signed[0]).toContain(`${wallet.address}\n\nSign in to the test site`)
    expect(siwx.sessions).toHaveLength(1)
    expect(siwx.sessions[0]?.data).toMatchObject({ accountAddress: wallet.address, chainId: 'eip155:31337' })
    expect(Object.keys(siwx.sessions[0]?.data ?? {})).not.toContain('toString')
    expect(view(kit)).toBe('closed')
    expect(events).toContain('CLICK_SIGN_SIWX_MESSAGE')
    expect(events).toContain('SIWX_AUTH_SUCCESS')
    expect(kit.stores.siwx.get().status).toBe('idle')
  })

  it('the wallet declines → its rejection in a snackbar, nothing stored, the view stays', async () => {
    const { kit, test, siwx, events } = await setup()
    await connect(kit, { connectorId: 'dev.gangway.wallet' })
    await settle()
    test.state.signError = Object.assign(new Error('User rejected the request.\n\nDetails: …'), { code: 4001 })
    await requestSIWXSignMessage(kit)
    expect(siwx.sessions).toHaveLength(0)
    expect(view(kit)).toBe('SIWXSignMessage')
    expect(kit.stores.snack.get()).toMatchObject({
      open: true,
      variant: 'error',
      message: 'User rejected the request.',
    })
    expect(events).toContain('SIWX_AUTH_ERROR')
    expect(getAccount(kit).isConnected).toBe(true)
  })

  it('any other failure → "Error signing message", nothing stored (a signature that does not verify)', async () => {
    const { kit, test, siwx } = await setup()
    await connect(kit, { connectorId: 'dev.gangway.wallet' })
    await settle()
    const other = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
    test.state.signer = (message) => other.signMessage({ message })
    await requestSIWXSignMessage(kit)
    expect(siwx.sessions).toHaveLength(0)
    expect(view(kit)).toBe('SIWXSignMessage')
    expect(kit.stores.snack.get()).toMatchObject({
      open: true,
      message: 'Error signing message',
      code: 'SIWX_SIGN_FAILED',
    })
  })

  it('one wallet prompt at a time: a second Sign while the first is open asks nothing more', async () => {
    const { kit, test, siwx } = await setup()
    await connect(kit, { connectorId: 'dev.gangway.wallet' })
    await settle()
    let open: () => void = () => undefined
    test.state.gate = new Promise((r) => {
      open = r
    })
    const first = requestSIWXSignMessage(kit)
    await vi.waitFor(() => expect(test.state.signed).toHaveLength(1))
    expect(kit.stores.siwx.get().status).toBe('signing')
    await requestSIWXSignMessage(kit)
    expect(test.state.signed).toHaveLength(1)
    open()
    await first
    expect(siwx.sessions).toHaveLength(1)
  })

  it('cancel when required → disconnected; when not required → still connected, dialog closed', async () => {
    const required = await setup({ siwx: memorySIWX({ required: true }) })
    await connect(required.kit, { connectorId: 'dev.gangway.wallet' })
    await settle()
    await cancelSIWXSignMessage(required.kit)
    expect(getAccount(required.kit).isConnected).toBe(false)
    expect(view(required.kit)).toBe('closed')
    expect(required.events).toContain('CLICK_CANCEL_SIWX')

    const optional = await setup({ siwx: memorySIWX({ required: false }) })
    await connect(optional.kit, { connectorId: 'dev.gangway.wallet' })
    await settle()
    expect(view(optional.kit)).toBe('SIWXSignMessage')
    await cancelSIWXSignMessage(optional.kit)
    expect(getAccount(optional.kit).isConnected).toBe(true)
    expect(view(optional.kit)).toBe('closed')
    expect(optional.siwx.sessions).toHaveLength(0)
  })

  it('closing the dialog on SIWXSignMessage only closes (issue 36): still connected, and the prompt comes back on open', async () => {
    const { kit } = await setup({ siwx: memorySIWX({ required: true }) })
    await connect(kit, { connectorId: 'dev.gangway.wallet' })
    await settle()
    expect(view(kit)).toBe('SIWXSignMessage')
    safeCloseModal(kit)
    await settle()
    expect(view(kit)).toBe('closed')
    expect(getAccount(kit).isConnected).toBe(true)
    openModal(kit)
    expect(view(kit)).toBe('SIWXSignMessage')
    // the view's Cancel is the decision: it disconnects when sign-in is required
    await cancelSIWXSignMessage(kit)
    await vi.waitFor(() => expect(getAccount(kit).isConnected).toBe(false))
  })

  it('reload with a valid session asks nothing; without one it asks again', async () => {
    const storage = memoryStorage()
    const siwx = memorySIWX()
    const test = createTestAdapter()
    const first = await setup({ storage, siwx, test })
    await connect(first.kit, { connectorId: 'dev.gangway.wallet' })
    await settle()
    await requestSIWXSignMessage(first.kit)
    // reload: a new kit on the same storage and config
    const again = await setup({ storage, siwx, test })
    expect(getAccount(again.kit).isConnected).toBe(true)
    await settle()
    expect(siwx.log.getSessions.filter((s) => s === chainA)).toHaveLength(2)
    expect(view(again.kit)).toBe('closed')

    await siwx.config.setSessions([])
    const third = await setup({ storage, siwx, test })
    await settle()
    expect(view(third.kit)).toBe('SIWXSignMessage')
  })

  it('a connection recorded again (a repeated accountsChanged) does not ask twice', async () => {
    const { kit, test, siwx } = await setup()
    await connect(kit, { connectorId: 'dev.gangway.wallet' })
    test.events.accountsChanged('dev.gangway.wallet', [{ address: wallet.address }])
    await settle()
    test.events.accountsChanged('dev.gangway.wallet', [{ address: wallet.address }])
    await settle()
    expect(siwx.log.getSessions).toEqual([chainA])
    await initializeSIWX(kit)
    expect(siwx.log.getSessions).toEqual([chainA])
  })

  it('switching network asks nothing when the address signed in on another of the site’s networks (issue 36)', async () => {
    const { kit, siwx } = await setup()
    await connect(kit, { connectorId: 'dev.gangway.wallet' })
    await settle()
    await requestSIWXSignMessage(kit)
    await switchNetwork(kit, gangwayDevnetB)
    await settle()
    // the server is still asked (a session there is used as it is), but no prompt opens
    expect(siwx.log.getSessions).toEqual([chainA, `eip155:31338:${wallet.address}`])
    expect(view(kit)).toBe('closed')
    expect(siwx.sessions.map((s) => s.data.chainId)).toEqual(['eip155:31337'])
    await switchNetwork(kit, gangwayDevnetA)
    await settle()
    expect(view(kit)).toBe('closed')
  })

  it('a wallet-side switch to a network the identity signed in on closes an open prompt', async () => {
    const { kit, test, siwx } = await setup({ siwx: memorySIWX({ required: false }) })
    await connect(kit, { connectorId: 'dev.gangway.wallet' })
    await settle()
    expect(view(kit)).toBe('SIWXSignMessage')
    test.events.chainChanged('dev.gangway.wallet', 31338)
    await settle()
    expect(view(kit)).toBe('SIWXSignMessage')
    await requestSIWXSignMessage(kit)
    expect(view(kit)).toBe('closed')
    openModal(kit, { view: 'SIWXSignMessage' })
    test.events.chainChanged('dev.gangway.wallet', 31337)
    await settle()
    expect(view(kit)).toBe('closed')
    expect(siwx.sessions).toHaveLength(1)
  })

  it('disconnect revokes the session of the connected address and network first', async () => {
    const { kit, siwx } = await setup()
    await connect(kit, { connectorId: 'dev.gangway.wallet' })
    await settle()
    await requestSIWXSignMessage(kit)
    await disconnect(kit)
    expect(siwx.log.revoked).toEqual([chainA])
    expect(siwx.sessions).toHaveLength(0)
  })

  it('disconnect on another network revokes the session signed on the first one too (issue 36)', async () => {
    const { kit, siwx } = await setup()
    await connect(kit, { connectorId: 'dev.gangway.wallet' })
    await settle()
    await requestSIWXSignMessage(kit)
    await switchNetwork(kit, gangwayDevnetB)
    await settle()
    await disconnect(kit)
    expect(siwx.log.revoked).toEqual([`eip155:31338:${wallet.address}`, chainA])
    expect(siwx.sessions).toHaveLength(0)
  })

  it('disconnect keeps the session with signOutOnDisconnect: false', async () => {
    const { kit, siwx } = await setup({ siwx: memorySIWX({ signOutOnDisconnect: false }) })
    await connect(kit, { connectorId: 'dev.gangway.wallet' })
    await settle()
    await requestSIWXSignMessage(kit)
    await disconnect(kit)
    expect(siwx.log.revoked).toEqual([])
    expect(siwx.sessions).toHaveLength(1)
  })

  it('a wallet-side disconnect closes an open prompt; connecting again asks again', async () => {
    const { kit, test, siwx } = await setup({ siwx: memorySIWX({ required: false }) })
    await connect(kit, { connectorId: 'dev.gangway.wallet' })
    await settle()
    expect(view(kit)).toBe('SIWXSignMessage')
    test.events.disconnected('dev.gangway.wallet')
    await settle()
    expect(view(kit)).toBe('closed')
    await connect(kit, { connectorId: 'dev.gangway.wallet' })
    await settle()
    expect(siwx.log.getSessions).toEqual([chainA, chainA])
    expect(view(kit)).toBe('SIWXSignMessage')
  })

  it('a config that fails to answer → disconnected, Connect with SPEC §8 text, SIWX_AUTH_ERROR', async () => {
    const { kit, siwx, events } = await setup()
    siwx.log.failGetSessions = new Error('server down')
    await connect(kit, { connectorId: 'dev.gangway.wallet' })
    await settle()
    expect(getAccount(kit).isConnected).toBe(false)
    expect(view(kit)).toBe('Connect')
    expect(kit.stores.snack.get()).toMatchObject({
      open: true,
      variant: 'error',
      message: 'A problem occurred while trying initialize authentication',
    })
    expect(events).toContain('SIWX_AUTH_ERROR')
  })

  it('a network the site does not support is not asked about', async () => {
    const { kit, test, siwx } = await setup()
    test.state.chainId = 5
    await connect(kit, { connectorId: 'dev.gangway.wallet', namespace: 'eip155' }).catch(() => undefined)
    test.events.chainChanged('dev.gangway.wallet', 5)
    await settle()
    expect(siwx.log.getSessions.some((s) => s.startsWith('eip155:5:'))).toBe(false)
    // with no prompt pending, opening the dialog shows the account, not a sign-in prompt about no account
    expect(kit.stores.siwx.get().pending).toBeUndefined()
    openModal(kit)
    expect(view(kit)).not.toBe('SIWXSignMessage')
  })

  it('builds the embedded wallet message with the "<<AccountAddress>>" placeholder (data + text)', async () => {
    const { kit } = await setup()
    const message = await createEmbeddedSIWXMessage(kit, 'eip155:31337')
    expect(message).toMatchObject({
      accountAddress: '<<AccountAddress>>',
      chainId: 'eip155:31337',
      domain: 'localhost',
    })
    expect(message?.serializedMessage).toContain('\n<<AccountAddress>>\n')
    expect(await createEmbeddedSIWXMessage(kit, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBeUndefined()
  })

  it('the actions refuse to run without siwx or without a connected account (typed errors)', async () => {
    const test = createTestAdapter()
    const kit = createKit({ projectId: 'local', networks: [gangwayDevnetA], adapters: [test.adapter] })
    await kit.ready
    await expect(requestSIWXSignMessage(kit)).rejects.toMatchObject({ code: 'SIWX_NOT_ENABLED' })
    const { kit: withSiwx } = await setup()
    await expect(requestSIWXSignMessage(withSiwx)).rejects.toMatchObject({ code: 'NOT_CONNECTED' })
  })
})
