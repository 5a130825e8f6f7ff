// @vitest-environment happy-dom
import { FARCASTER_EXPIRED_MESSAGE } from '@gangway/protocol'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createKit, destroyKit } from '../createKit.ts'
import { AUTH_CONNECTOR_ID } from '../frame/createEmbeddedWallet.ts'
import { FrameError } from '../frame/createFrameClient.ts'
import type { Kit } from '../Kit.ts'
import { gangwayDevnetA } from '../networks/index.ts'
import { createTestAdapter } from '../test/createTestAdapter.ts'
import { memoryStorage } from '../test/memoryStorage.ts'
import { closeModal } from './closeModal.ts'
import { connectFarcaster } from './connectFarcaster.ts'
import { getAccount } from './getAccount.ts'
import { getFarcasterUri } from './getFarcasterUri.ts'
import { openModal } from './openModal.ts'
import { routerPush } from './routerPush.ts'

const ADDRESS = '0x2222222222222222222222222222222222222222'
const URL = 'https://warpcast.com/~/sign-in-with-farcaster?channelToken=t0ken'

/** What the fake frame answers each request with (a function may wait or throw). */
const frameAnswers = vi.hoisted(() => ({ handlers: {} as Record<string, (payload: unknown) => Promise<unknown>> }))

// the secure frame's client: requests answered by the test (the frame itself is tested in apps/frame)
vi.mock('../frame/createFrameClient.ts', async (original) => {
  const actual = await original<typeof import('../frame/createFrameClient.ts')>()
  return {
    ...actual,
    createFrameClient: () => ({
      ready: Promise.resolve(),
      initialised: true,
      request: (name: string, payload: unknown) => {
        const handler = frameAnswers.handlers[name]
        return handler ? handler(payload) : Promise.reject(new actual.FrameError(`no answer for ${name}`))
      },
      reload: async () => undefined,
      abortRpcRequests: () => undefined,
      destroy: () => undefined,
    }),
  }
})

/** A kit with Farcaster on and e-mail off; its test adapter connects ID_AUTH through the embedded provider. */
async function setup() {
  const test = createTestAdapter()
  test.state.chainId = 31337
  const listed = test.adapter.getConnectors()
  test.adapter.getConnectors = () => [
    ...listed,
    { id: AUTH_CONNECTOR_ID, type: 'AUTH', chain: 'eip155', name: 'Email' },
  ]
  const storage = memoryStorage()
  const kit: Kit = createKit({
    projectId: 'local',
    networks: [gangwayDevnetA],
    adapters: [test.adapter],
    storage,
    apiUrl: 'http://127.0.0.1:9',
    features: { email: false, socials: ['farcaster'] },
  })
  const connect = test.adapter.connect.bind(test.adapter)
  // as wagmi's injected connector over the embedded provider: eth_requestAccounts → GET_USER
  test.adapter.connect = async (params) => {
    if (params.connectorId !== AUTH_CONNECTOR_ID) return connect(params)
    const accounts = (await kit.embedded?.provider.request({ method: 'eth_requestAccounts' })) as string[]
    return { connectorId: AUTH_CONNECTOR_ID, accounts: accounts.map((address) => ({ address })), chainId: 31337 }
  }
  await kit.ready
  frameAnswers.handlers = {
    GET_FARCASTER_URI: async () => ({ url: URL, expiresAt: new Date(Date.now() + 600_000).toISOString() }),
    CONNECT_FARCASTER: async () => ({ userName: 'alice', fid: 1002 }),
    GET_USER: async () => ({
      email: null,
      address: ADDRESS,
      chainId: 31337,
      userName: 'alice',
      authProvider: 'farcaster',
      fid: 1002,
    }),
  }
  openModal(kit, { view: 'Connect' })
  routerPush(kit, 'ConnectingFarcaster')
  return { kit, storage, test }
}

let kits: Kit[] = []
afterEach(() => {
  for (const kit of kits) destroyKit(kit)
  kits = []
})
const started = async () => {
  const s = await setup()
  kits.push(s.kit)
  return s
}

describe('Farcaster sign-in (SPEC §4 "Farcaster login shows a URL in the dialog")', () => {
  it('getFarcasterUri answers the link and when it expires; connectFarcaster connects the embedded wallet as a Farcaster account', async () => {
    const { kit } = await started()
    const before = Date.now()
    const uri = await getFarcasterUri(kit)
    expect(uri.url).toBe(URL)
    expect(uri.expiresAt).toBeGreaterThan(before + 590_000)
    await expect(connectFarcaster(kit, { expiresAt: uri.expiresAt })).resolves.toEqual({ userName: 'alice', fid: 1002 })
    const account = getAccount(kit, 'eip155')
    expect(account).toMatchObject({
      isConnected: true,
      address: ADDRESS,
      socialProvider: 'farcaster',
      embeddedWalletInfo: {
        user: { username: 'alice', fid: 1002 },
        authProvider: 'farcaster',
        accountType: 'eoa',
        isSmartAccountDeployed: false,
      },
    })
    expect(account.embeddedWalletInfo?.user.email).toBeUndefined()
    // the frame is made at the next start and the session restored: the login-used flag, no e-mail
    expect(kit.storage.isLoginEmailUsed()).toBe(true)
    expect(kit.storage.getEmail()).toBeUndefined()
    expect(kit.storage.getSocialUsername()).toBe('alice')
    expect(kit.stores.router.get().history.map((h) => h.view)).toEqual(['Account'])
  })

  it('a frame without expiresAt: the link counts 10 minutes from when it was asked', async () => {
    const { kit } = await started()
    frameAnswers.handlers.GET_FARCASTER_URI = async () => ({ url: URL })
    const before = Date.now()
    const { expiresAt } = await getFarcasterUri(kit)
    expect(expiresAt - before).toBeGreaterThanOrEqual(600_000)
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(600_000)
  })

  it("a refused sign-in (e.g. an impostor signer) is 'Failed to connect to farcaster' and connects nothing", async () => {
    const { kit } = await started()
    frameAnswers.handlers.CONNECT_FARCASTER = async () => {
      throw new FrameError(
        'The Farcaster sign-in was refused: signer 0xabc is not an auth address or owner of fid 1002',
      )
    }
    const { expiresAt } = await getFarcasterUri(kit)
    const error = await connectFarcaster(kit, { expiresAt }).catch((e: unknown) => e)
    expect(error).toMatchObject({
      name: 'KitError',
      code: 'FARCASTER_CONNECT_FAILED',
      message: 'Failed to connect to farcaster',
    })
    expect(((error as Error).cause as Error).message).toContain('is not an auth address or owner of fid 1002')
    expect(getAccount(kit, 'eip155').isConnected).toBe(false)
    expect(kit.storage.isLoginEmailUsed()).toBe(false)
  })

  it("no link (the frame or relay failed) is 'Failed to connect to farcaster' too", async () => {
    const { kit } = await started()
    frameAnswers.handlers.GET_FARCASTER_URI = async () => {
      throw new FrameError('Failed to connect to farcaster: the relay answered 429')
    }
    await expect(getFarcasterUri(kit)).rejects.toMatchObject({
      code: 'FARCASTER_CONNECT_FAILED',
      message: 'Failed to connect to farcaster',
    })
  })

  it('expiry: the frame saying the link expired, or the link running out first, is FARCASTER_URL_EXPIRED', async () => {
    const { kit } = await started()
    frameAnswers.handlers.CONNECT_FARCASTER = async () => {
      throw new FrameError(FARCASTER_EXPIRED_MESSAGE)
    }
    await expect(connectFarcaster(kit, { expiresAt: Date.now() + 60_000 })).rejects.toMatchObject({
      code: 'FARCASTER_URL_EXPIRED',
    })
    // the frame never answers: the dialog's own clock ends the wait at expiresAt
    frameAnswers.handlers.CONNECT_FARCASTER = () => new Promise(() => undefined)
    await expect(connectFarcaster(kit, { expiresAt: Date.now() + 30 })).rejects.toMatchObject({
      code: 'FARCASTER_URL_EXPIRED',
      message: 'Failed to connect to farcaster',
    })
    await expect(connectFarcaster(kit, { expiresAt: Date.now() - 1 })).rejects.toMatchObject({
      code: 'FARCASTER_URL_EXPIRED',
    })
    expect(getAccount(kit, 'eip155').isConnected).toBe(false)
  })

  it("closing the dialog while waiting answers 'Modal closed'", async () => {
    const { kit } = await started()
    frameAnswers.handlers.CONNECT_FARCASTER = () => new Promise(() => undefined)
    const { expiresAt } = await getFarcasterUri(kit)
    const waiting = connectFarcaster(kit, { expiresAt })
    await new Promise((r) => setTimeout(r, 0)) // the frame is asked
    closeModal(kit)
    await expect(waiting).rejects.toMatchObject({ code: 'MODAL_CLOSED', message: 'Modal closed' })
  })

  it('the embedded wallet exists with Farcaster on even when e-mail login is off', async () => {
    const { kit } = await started()
    expect(kit.embedded).toBeDefined()
  })
})
