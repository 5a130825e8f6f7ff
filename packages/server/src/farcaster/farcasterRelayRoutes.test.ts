import { createAppClient, createWalletClient, type Unwrapped, viemConnector } from '@farcaster/auth-client'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AuthHarness, FRAME, startAuthHarness } from '../test/authHarness.ts'

const RELAY_KEY = 'relay-key-for-tests-0123456789'
const DOMAIN = new URL(FRAME).host
// the relay never reads a chain: a connector to nowhere proves it
const ethereum = viemConnector({ rpcUrl: 'http://127.0.0.1:9' })
/** An auth-client answer that is not a transport error (HTTP refusals are answers, not errors). */
function ok<T>(result: Unwrapped<T>): T {
  if (result.isError) throw result.error
  return result
}

describe('Farcaster relay (/farcaster/v1/channel…)', () => {
  let h: AuthHarness
  let relay: string
  beforeAll(async () => {
    h = await startAuthHarness(
      { kind: 'pglite', dataDir: undefined },
      {
        config: { farcasterRelayKeys: [RELAY_KEY, 'second-key-0123456789abcdef'], farcasterChannelsPerIpPerMinute: 20 },
      },
    )
    relay = `${h.url}/farcaster`
  }, 60_000)
  afterAll(() => h?.close())

  const app = () => createAppClient({ relay, ethereum })
  const wallet = () => createWalletClient({ relay, ethereum })
  const create = async (args: Parameters<ReturnType<typeof app>['createChannel']>[0]) =>
    ok(await app().createChannel(args))
  const status = async (args: { channelToken: string }) => ok(await app().status(args))
  const authenticate = async (args: Parameters<ReturnType<typeof wallet>['authenticate']>[0]) =>
    ok(await wallet().authenticate(args))
  const signedBody = async (nonce: string) => {
    const signer = privateKeyToAccount(generatePrivateKey())
    const { message } = wallet().buildSignInMessage({
      address: signer.address,
      fid: 7,
      uri: FRAME,
      domain: DOMAIN,
      nonce,
    })
    return { message, signature: await signer.signMessage({ message }), fid: 7 }
  }
  const raw = (path: string, init: RequestInit = {}) => fetch(`${relay}/v1/${path}`, init)

  it('opens a channel with a nonce of its own when none is given, and optional fields kept', async () => {
    const created = await create({
      siweUri: FRAME,
      domain: DOMAIN,
      requestId: 'req-1',
      expirationTime: '2099-01-01T00:00:00.000Z',
      acceptAuthAddress: true,
    })
    expect(created.response.status).toBe(201)
    expect(created.response.headers.get('access-control-allow-origin')).toBe('*')
    expect(created.data.nonce).toMatch(/^[A-Za-z0-9]{8,}$/)
    expect(created.data.channelToken).toMatch(/^[A-Za-z0-9_-]{32}$/)
    const pending = await status({ channelToken: created.data.channelToken })
    expect(pending.response.status).toBe(202)
    expect(pending.data).toMatchObject({
      state: 'pending',
      acceptAuthAddress: true,
      signatureParams: {
        siweUri: FRAME,
        domain: DOMAIN,
        requestId: 'req-1',
        expirationTime: '2099-01-01T00:00:00.000Z',
      },
      metadata: { ip: '127.0.0.1' },
    })
    // the token is stored only as its hash
    const rows = await h.db.selectFrom('farcaster_channels').select('token_hash').execute()
    expect(rows.some((r) => r.token_hash === created.data.channelToken)).toBe(false)
  })

  it('completes with a relay key (any of the configured ones), once; the completed status is given once', async () => {
    const created = await create({ siweUri: FRAME, domain: DOMAIN })
    const { channelToken } = created.data
    const body = await signedBody(created.data.nonce)
    const sent = await authenticate({
      ...body,
      channelToken,
      authKey: 'second-key-0123456789abcdef',
      username: 'bob',
    })
    expect(sent.response.status).toBe(201)
    expect(sent.data).toMatchObject({ state: 'completed', fid: 7, username: 'bob', message: body.message })
    const again = await authenticate({ ...body, channelToken, authKey: RELAY_KEY })
    expect(again.response.status).toBe(409)
    expect(again.data).toMatchObject({ code: 'CHANNEL_COMPLETED' })
    const done = await status({ channelToken })
    expect(done.response.status).toBe(200)
    expect(done.data).toMatchObject({ state: 'completed', signature: body.signature, fid: 7 })
    expect((await status({ channelToken })).response.status).toBe(401)
  })

  it('refuses a wrong or missing relay key, an unknown channel and an expired one', async () => {
    const created = await create({ siweUri: FRAME, domain: DOMAIN })
    const { channelToken } = created.data
    const body = await signedBody(created.data.nonce)
    const wrong = await authenticate({ ...body, channelToken, authKey: `${RELAY_KEY}x` })
    expect(wrong.response.status).toBe(401)
    expect(wrong.data).toEqual({ error: 'Unauthorized', code: 'UNAUTHORIZED', message: 'Unauthorized' })
    const missing = await raw('channel/authenticate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${channelToken}` },
      body: JSON.stringify(body),
    })
    expect(missing.status).toBe(401)
    // still pending: refusals change nothing
    expect((await status({ channelToken })).response.status).toBe(202)

    const unknown = 'A'.repeat(32)
    expect((await status({ channelToken: unknown })).response.status).toBe(401)
    expect((await authenticate({ ...body, channelToken: unknown, authKey: RELAY_KEY })).response.status).toBe(401)
    expect((await raw('channel/status')).status).toBe(401)

    h.clock.now += 10 * 60_000 + 1
    try {
      expect((await status({ channelToken })).response.status).toBe(401)
      expect((await authenticate({ ...body, channelToken, authKey: RELAY_KEY })).response.status).toBe(401)
    } finally {
      h.clock.now = Date.now()
    }
  })

  it('refuses bad bodies (400), big bodies (413) and answers CORS preflights for the Farcaster headers', async () => {
    const post = (body: unknown) =>
      raw('channel', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    expect((await post({ domain: DOMAIN })).status).toBe(400)
    expect((await post({ siweUri: 'javascript:alert(1)', domain: DOMAIN })).status).toBe(400)
    expect((await post({ siweUri: FRAME, domain: 'a b' })).status).toBe(400)
    expect((await post({ siweUri: FRAME, domain: DOMAIN, nonce: 'short' })).status).toBe(400)
    expect((await post({ siweUri: FRAME, domain: DOMAIN, notBefore: 'yesterday' })).status).toBe(400)
    expect((await post([1])).status).toBe(400)
    const big = await post({ siweUri: FRAME, domain: DOMAIN, requestId: 'x'.repeat(20_000) })
    expect(big.status).toBe(413)
    const created = await create({ siweUri: FRAME, domain: DOMAIN })
    const bad = await authenticate({
      ...(await signedBody(created.data.nonce)),
      fid: -1,
      channelToken: created.data.channelToken,
      authKey: RELAY_KEY,
    })
    expect(bad.response.status).toBe(400)
    const preflight = await raw('channel/authenticate', {
      method: 'OPTIONS',
      headers: { origin: 'https://farcaster.example', 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-farcaster-auth-relay-key')
  })

  it('limits channels per caller address (429)', async () => {
    const answers = []
    for (let i = 0; i < 25; i++) answers.push((await create({ siweUri: FRAME, domain: DOMAIN })).response.status)
    expect(answers).toContain(429)
    expect(answers.filter((s) => s === 201).length).toBeLessThanOrEqual(20)
  })
})
