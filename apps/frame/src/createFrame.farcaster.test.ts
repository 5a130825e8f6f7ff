import { createWalletClient, viemConnector } from '@farcaster/auth-client'
import { type FarcasterRegistries, installFarcasterRegistries } from '@gangway/devnet/farcaster'
import { startTestChains } from '@gangway/devnet/testChains'
import { FARCASTER_EXPIRED_MESSAGE } from '@gangway/protocol'
import { spawnTestServer, type TestServer } from '@gangway/server/testing'
import { type LocalAccount, recoverMessageAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createAuthApi } from './createAuthApi.ts'
import { createFarcasterSignIn, FARCASTER_SIGNIN_MS } from './createFarcasterSignIn.ts'
import { type ApprovalRequest, createFrame } from './createFrame.ts'
import { frameSession } from './frameSession.ts'
import { fakeWindows } from './test/fakeWindows.ts'

const RELAY_KEY = 'frame-test-relay-key-0123456789'
const FRAME_ORIGIN = 'http://localhost:4001'
const PARENT = 'http://localhost:5173'

let chains: Awaited<ReturnType<typeof startTestChains>>
let registries: FarcasterRegistries
let server: TestServer
let nextFid = 3000

// the real server (own process) with OP Mainnet's stand-in: an anvil chain with id 10 carrying the registries
beforeAll(async () => {
  chains = await startTestChains([10])
  const opRpcUrl = chains.chains[0]?.rpcUrls.default.http[0] as string
  registries = await installFarcasterRegistries(opRpcUrl)
  server = await spawnTestServer({
    RPC_UPSTREAMS: JSON.stringify({ 'eip155:10': opRpcUrl }),
    FARCASTER_RELAY_KEYS: RELAY_KEY,
    FRAME_ORIGINS: FRAME_ORIGIN,
  })
}, 90_000)
afterAll(async () => {
  await server?.close()
  await chains?.stop()
})

const registeredFid = async () => {
  const custody = privateKeyToAccount(generatePrivateKey())
  const fid = nextFid++
  await registries.register(fid, custody.address)
  return { fid, custody }
}

/** The Farcaster app: opens the link, signs the message the channel asks for and posts it to the relay. */
async function farcasterApp(url: string, signer: LocalAccount, fid: number, username: string) {
  const wallet = createWalletClient({
    relay: `${server.url}/farcaster`,
    ethereum: viemConnector({ rpcUrl: 'http://127.0.0.1:9' }),
  })
  const parsed = wallet.parseSignInURI({ uri: url })
  if (parsed.isError) throw parsed.error
  const res = await fetch(`${server.url}/farcaster/v1/channel/status`, {
    headers: { authorization: `Bearer ${parsed.channelToken}` },
  })
  const pending = (await res.json()) as { signatureParams: { siweUri: string; domain: string; nonce: string } }
  const built = wallet.buildSignInMessage({
    address: signer.address,
    fid,
    uri: pending.signatureParams.siweUri,
    domain: pending.signatureParams.domain,
    nonce: pending.signatureParams.nonce,
  })
  if (built.isError) throw built.error
  const signature = await signer.signMessage({ message: built.message })
  const sent = await wallet.authenticate({
    authKey: RELAY_KEY,
    channelToken: parsed.channelToken,
    message: built.message,
    signature,
    fid,
    username,
  })
  if (sent.isError) throw sent.error
  return { signatureParams: pending.signatureParams, status: sent.response.status }
}

/** The frame as main.tsx makes it, against the real server; the parent is a fake window that records answers. */
function frame(options: { now?: () => number } = {}) {
  const { win, parent, deliver } = fakeWindows()
  const storage = new Map<string, string>()
  const session = frameSession({
    kind: 'memory',
    get: (k) => storage.get(k),
    set: (k, v) => void storage.set(k, v),
  })
  // the browser would send the frame's origin; Node's fetch sends it only when told
  const api = createAuthApi(server.url, 'local', session, (input, init) =>
    fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), origin: FRAME_ORIGIN } }),
  )
  const farcaster = createFarcasterSignIn({
    apiUrl: server.url,
    api,
    parentOrigin: PARENT,
    pollMs: 50,
    ...(options.now ? { now: options.now } : {}),
  })
  const approve = vi.fn(async (_r: ApprovalRequest, _s: AbortSignal) => true)
  createFrame({ win, api, parentOrigin: PARENT, chainId: 10, approve, applyTheme: vi.fn(), farcaster })
  let n = 0
  const request = async (type: string, payload?: unknown) => {
    const id = `r${n++}`
    deliver({ type: `@w3m-app/${type}`, ...(payload === undefined ? {} : { payload }), id })
    await vi.waitFor(() => expect(parent.postMessage.mock.calls.some(([m]) => m.id === id)).toBe(true), {
      timeout: 15_000,
    })
    return parent.postMessage.mock.calls.find(([m]) => m.id === id)?.[0] as {
      type: string
      payload: Record<string, unknown>
    }
  }
  const start = (type: string) => {
    const id = `r${n++}`
    deliver({ type: `@w3m-app/${type}`, id })
    return async () => {
      await vi.waitFor(() => expect(parent.postMessage.mock.calls.some(([m]) => m.id === id)).toBe(true), {
        timeout: 15_000,
      })
      return parent.postMessage.mock.calls.find(([m]) => m.id === id)?.[0] as {
        type: string
        payload: Record<string, unknown>
      }
    }
  }
  return { request, start, farcaster }
}

describe('frame: Farcaster sign-in against the real server and relay', () => {
  it("GET_FARCASTER_URI answers our relay's link; CONNECT_FARCASTER waits for the Farcaster app, then the session is the e-mail login's kind (GET_USER, RPC, sign-out)", async () => {
    const { fid, custody } = await registeredFid()
    const f = frame()
    const uri = await f.request('GET_FARCASTER_URI')
    expect(uri.type).toBe('@w3m-frame/GET_FARCASTER_URI_SUCCESS')
    const url = uri.payload.url as string
    expect(url).toMatch(/^https:\/\/warpcast\.com\/~\/sign-in-with-farcaster\?channelToken=/)
    expect(Date.parse(uri.payload.expiresAt as string) - Date.now()).toBeGreaterThan(FARCASTER_SIGNIN_MS - 5_000)
    const connected = f.start('CONNECT_FARCASTER')
    await new Promise((r) => setTimeout(r, 200)) // the frame is polling a pending channel
    const app = await farcasterApp(url, custody, fid, 'alice')
    // the message is for the parent's site (the visitor signs in to the dapp, not to the frame)
    expect(app.signatureParams).toMatchObject({ siweUri: PARENT, domain: 'localhost:5173' })
    expect(await connected()).toEqual({
      type: '@w3m-frame/CONNECT_FARCASTER_SUCCESS',
      payload: { userName: 'alice', fid },
      id: expect.any(String),
    })
    const user = await f.request('GET_USER', { chainId: 10 })
    expect(user.type).toBe('@w3m-frame/GET_USER_SUCCESS')
    expect(user.payload).toMatchObject({ email: null, userName: 'alice', authProvider: 'farcaster', fid, chainId: 10 })
    const address = user.payload.address as `0x${string}`
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const signed = await f.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x6869', address], chainId: 10 })
    expect(signed.type).toBe('@w3m-frame/RPC_REQUEST_SUCCESS')
    expect(await recoverMessageAddress({ message: 'hi', signature: signed.payload as unknown as `0x${string}` })).toBe(
      address,
    )
    expect((await f.request('SIGN_OUT')).type).toBe('@w3m-frame/SIGN_OUT_SUCCESS')
    expect((await f.request('IS_CONNECTED')).payload).toEqual({ isConnected: false })
  })

  it("an impostor (not the fid's custody) is refused by the server: CONNECT_FARCASTER_ERROR, no session", async () => {
    const { fid } = await registeredFid()
    const impostor = privateKeyToAccount(generatePrivateKey())
    const f = frame()
    const url = (await f.request('GET_FARCASTER_URI')).payload.url as string
    const connected = f.start('CONNECT_FARCASTER')
    await farcasterApp(url, impostor, fid, 'mallory')
    const answer = await connected()
    expect(answer.type).toBe('@w3m-frame/CONNECT_FARCASTER_ERROR')
    expect(answer.payload.message).toContain('is not an auth address or owner of fid')
    expect((await f.request('IS_CONNECTED')).payload).toEqual({ isConnected: false })
  })

  it('a link no Farcaster app used expires: CONNECT_FARCASTER answers the expiry text; a new link replaces the old one', async () => {
    let shift = 0
    const f = frame({ now: () => Date.now() + shift })
    const first = await f.request('GET_FARCASTER_URI')
    const waiting = f.start('CONNECT_FARCASTER')
    const second = await f.request('GET_FARCASTER_URI')
    expect(second.payload.url).not.toBe(first.payload.url)
    expect((await waiting()).payload.message).toMatch(/a new sign-in was started/)
    const expiring = f.start('CONNECT_FARCASTER')
    shift = FARCASTER_SIGNIN_MS + 1
    expect(await expiring()).toMatchObject({
      type: '@w3m-frame/CONNECT_FARCASTER_ERROR',
      payload: { message: FARCASTER_EXPIRED_MESSAGE },
    })
    // without a link, there is nothing to wait for
    expect((await f.request('CONNECT_FARCASTER')).payload.message).toMatch(/ask for the Farcaster link first/)
  })
})
