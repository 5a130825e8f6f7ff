import { createAppClient, createWalletClient, type Unwrapped, viemConnector } from '@farcaster/auth-client'
import { type FarcasterRegistries, installFarcasterRegistries } from '@gangway/devnet/farcaster'
import { startTestChains } from '@gangway/devnet/testChains'
import { type LocalAccount, recoverMessageAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_PROJECT } from '../../projects/ProjectInput.ts'
import { projectStore } from '../../projects/projectStore.ts'
import { type AuthHarness, FRAME, startAuthHarness } from '../../test/authHarness.ts'
import { databaseTargets } from '../../test/databaseTargets.ts'

const RELAY_KEY = 'test-relay-key-0123456789abcdef'
/** The dapp's site (on the local project's allowed origins): the frame names it in the message, as SIWF intends. */
const SITE = 'http://localhost:5173'
const DOMAIN = new URL(SITE).host
const randomAccount = () => privateKeyToAccount(generatePrivateKey())
/** An auth-client answer that is not a transport error (HTTP refusals are answers, not errors). */
function ok<T>(result: Unwrapped<T>): T {
  if (result.isError) throw result.error
  return result
}

let chains: Awaited<ReturnType<typeof startTestChains>>
let opRpcUrl: string
let registries: FarcasterRegistries
let nextFid = 1000
/** A fresh fid whose custody is a fresh key, registered in the stand-in IdRegistry. */
const registeredFid = async () => {
  const custody = randomAccount()
  const fid = nextFid++
  await registries.register(fid, custody.address)
  return { fid, custody }
}

// OP Mainnet stand-in: an anvil chain with chain id 10 and the registries at their real addresses
beforeAll(async () => {
  chains = await startTestChains([10])
  opRpcUrl = chains.chains[0]?.rpcUrls.default.http[0] as string
  registries = await installFarcasterRegistries(opRpcUrl)
}, 60_000)
afterAll(() => chains?.stop())

describe.each(databaseTargets())('Farcaster sign-in ($name)', ({ target }) => {
  let h: AuthHarness
  let appClient: ReturnType<typeof createAppClient>
  let walletClient: ReturnType<typeof createWalletClient>
  beforeAll(async () => {
    h = await startAuthHarness(await target(), {
      config: { rpcUpstreams: { 'eip155:10': opRpcUrl }, farcasterRelayKeys: [RELAY_KEY] },
    })
    const relay = `${h.url}/farcaster`
    appClient = createAppClient({ relay, ethereum: viemConnector({ rpcUrl: opRpcUrl }) })
    walletClient = createWalletClient({ relay, ethereum: viemConnector({ rpcUrl: opRpcUrl }) })
  }, 60_000)
  afterAll(() => h?.close())

  const count = async () => ({
    users: Number(
      (
        await h.db
          .selectFrom('auth_users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    accounts: Number(
      (
        await h.db
          .selectFrom('auth_identities')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    wallets: Number(
      (
        await h.db
          .selectFrom('auth_wallets')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  })

  /** The frame's first step: a nonce for its device, then a channel on our relay with the auth-client. */
  const startSignIn = async (device = h.deviceId()) => {
    const issued = await h.call('/auth/v1/farcaster/nonce', { projectId: 'local', deviceId: device })
    expect(issued.status).toBe(200)
    const channel = await appClient.createChannel({
      siweUri: SITE,
      domain: DOMAIN,
      nonce: issued.body.nonce as string,
    })
    expect(channel.isError).toBe(false)
    expect(channel.response.status).toBe(201)
    return { device, channel: channel.data }
  }

  /** The Farcaster app: reads the link, builds the SIWF message, signs it and posts it to the relay. */
  const farcasterApp = async (
    url: string,
    signer: LocalAccount,
    fid: number,
    overrides: { nonce?: string; domain?: string; uri?: string; authKey?: string; username?: string } = {},
  ) => {
    const { channelToken } = ok(walletClient.parseSignInURI({ uri: url }))
    const nonce = overrides.nonce ?? ok(await appClient.status({ channelToken })).data.nonce
    const built = ok(
      walletClient.buildSignInMessage({
        address: signer.address,
        fid,
        uri: overrides.uri ?? SITE,
        domain: overrides.domain ?? DOMAIN,
        nonce,
      }),
    )
    const signature = await signer.signMessage({ message: built.message })
    const sent = ok(
      await walletClient.authenticate({
        authKey: overrides.authKey ?? RELAY_KEY,
        channelToken,
        message: built.message,
        signature,
        fid,
        username: overrides.username ?? `user${fid}`,
        displayName: 'Dev User',
        bio: '',
        pfpUrl: 'https://example.test/pfp.png',
      }),
    )
    return { sent, message: built.message, signature }
  }

  /** The frame's last step: the completed channel status, then connect. */
  const finish = async (device: string, channelToken: string) => {
    const done = ok(await appClient.watchStatus({ channelToken, interval: 20, timeout: 5000 }))
    expect(done.response.status).toBe(200)
    const { message, signature, username } = done.data
    return h.call('/auth/v1/farcaster/connect', { projectId: 'local', deviceId: device, message, signature, username })
  }

  it('the auth-client completes a channel on our relay; connect gives an embedded-wallet session; the same fid gets the same wallet', async () => {
    const { fid, custody } = await registeredFid()
    const { device, channel } = await startSignIn()
    expect(channel.url).toBe(
      `https://warpcast.com/~/sign-in-with-farcaster?channelToken=${encodeURIComponent(channel.channelToken)}`,
    )
    const pending = ok(await appClient.status({ channelToken: channel.channelToken }))
    expect(pending.response.status).toBe(202)
    expect(pending.data).toMatchObject({
      state: 'pending',
      nonce: channel.nonce,
      signatureParams: { siweUri: SITE, domain: DOMAIN, nonce: channel.nonce },
      acceptAuthAddress: false,
    })

    const { sent } = await farcasterApp(channel.url, custody, fid, { username: 'alice' })
    expect(sent.response.status).toBe(201)
    expect(sent.data).toMatchObject({ state: 'completed', fid, username: 'alice' })
    // a channel completes once
    const again = await farcasterApp(channel.url, custody, fid, { nonce: channel.nonce })
    expect(again.sent.response.status).toBe(409)

    const before = await count()
    const session = await finish(device, channel.channelToken)
    expect(session.status).toBe(200)
    expect(session.body).toMatchObject({ email: null, authProvider: 'farcaster', fid, userName: 'alice' })
    expect(session.body.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(session.headers.get('set-cookie')).toContain('gangway_refresh_local=')
    expect(await count()).toEqual({
      users: before.users + 1,
      accounts: before.accounts + 1,
      wallets: before.wallets + 1,
    })
    // the completed status was given once: the channel is closed
    expect(ok(await appClient.status({ channelToken: channel.channelToken })).response.status).toBe(401)

    // the session is the e-mail login's kind: /me, the embedded wallet signing, refresh
    const token = session.body.token as string
    const me = await h.call('/auth/v1/me', {}, h.authed(token, device))
    expect(me.body).toEqual({
      email: null,
      address: session.body.address,
      authProvider: 'farcaster',
      userName: 'alice',
      fid,
    })
    const signed = await h.call(
      '/auth/v1/rpc',
      { method: 'personal_sign', params: ['0x68656c6c6f', session.body.address], chainId: 'eip155:10' },
      h.authed(token, device),
    )
    expect(signed.status).toBe(200)
    expect(await recoverMessageAddress({ message: 'hello', signature: signed.body.result as `0x${string}` })).toBe(
      session.body.address,
    )
    const refreshed = await h.call(
      '/auth/v1/refresh',
      { refreshToken: session.body.refreshToken },
      { 'x-gangway-device': device },
    )
    expect(refreshed.body).toMatchObject({ email: null, address: session.body.address, authProvider: 'farcaster', fid })

    // the same fid, another device, another day: the same wallet, no new user
    const second = await startSignIn()
    await farcasterApp(second.channel.url, custody, fid, { username: 'alice2' })
    const secondSession = await finish(second.device, second.channel.channelToken)
    expect(secondSession.status).toBe(200)
    expect(secondSession.body).toMatchObject({ address: session.body.address, fid, userName: 'alice2' })
    expect(await count()).toEqual({
      users: before.users + 1,
      accounts: before.accounts + 1,
      wallets: before.wallets + 1,
    })
  })

  it('an auth address of the fid (KeyRegistry key type 2) signs in as the fid', async () => {
    const { fid } = await registeredFid()
    const authAddress = randomAccount()
    await registries.addAuthAddress(fid, authAddress.address)
    const { device, channel } = await startSignIn()
    await farcasterApp(channel.url, authAddress, fid)
    const session = await finish(device, channel.channelToken)
    expect(session.status).toBe(200)
    expect(session.body).toMatchObject({ authProvider: 'farcaster', fid })
  })

  it('an impostor signer (not the fid’s custody) is refused, creates nothing and leaves the nonce usable', async () => {
    const { fid, custody } = await registeredFid()
    const impostor = randomAccount()
    const { device, channel } = await startSignIn()
    const { sent } = await farcasterApp(channel.url, impostor, fid)
    expect(sent.response.status).toBe(201) // the relay checks no signature: connect does
    const before = await count()
    const refused = await finish(device, channel.channelToken)
    expect(refused.status).toBe(401)
    expect(refused.body).toEqual({
      code: 'FARCASTER_INVALID',
      message: `The Farcaster sign-in was refused: Invalid resource: signer ${impostor.address} is not an auth address or owner of fid ${fid}.`,
    })
    expect(await count()).toEqual(before)

    // a custody key of ANOTHER fid is an impostor too
    const other = await registeredFid()
    const second = await h.call('/auth/v1/farcaster/connect', {
      projectId: 'local',
      deviceId: device,
      ...(await signed(other.custody, fid, channel.nonce)),
    })
    expect(second.status).toBe(401)
    expect(second.body.code).toBe('FARCASTER_INVALID')
    expect(await count()).toEqual(before)

    // the nonce was not used up: the real custody signs in with it
    const good = await h.call('/auth/v1/farcaster/connect', {
      projectId: 'local',
      deviceId: device,
      ...(await signed(custody, fid, channel.nonce)),
    })
    expect(good.status).toBe(200)
    expect(good.body).toMatchObject({ fid })
  })

  /** A SIWF message for `fid` signed by `signer` (as the Farcaster app builds it). */
  const signed = async (
    signer: LocalAccount,
    fid: number,
    nonce: string,
    fields: { domain?: string; uri?: string } = {},
  ) => {
    const { message } = ok(
      walletClient.buildSignInMessage({
        address: signer.address,
        fid,
        uri: fields.uri ?? SITE,
        domain: fields.domain ?? DOMAIN,
        nonce,
      }),
    )
    return { message, signature: await signer.signMessage({ message }) }
  }

  it('connect refuses a nonce of another device, a used or expired nonce, another site and bad bodies — creating nothing', async () => {
    const { fid, custody } = await registeredFid()
    const { device, channel } = await startSignIn()
    const body = await signed(custody, fid, channel.nonce)
    const before = await count()
    const connect = (extra: Record<string, unknown>) =>
      h.call('/auth/v1/farcaster/connect', { projectId: 'local', ...extra })

    // the QR code's channel token lets anyone read the signed message; the nonce is good only on its device
    const stolen = await connect({ deviceId: h.deviceId(), ...body })
    expect(stolen.status).toBe(401)
    expect(stolen.body.code).toBe('FARCASTER_NONCE_INVALID')
    // a nonce the server never issued
    const made = await connect({ deviceId: device, ...(await signed(custody, fid, 'abcdefgh12345678')) })
    expect(made.body.code).toBe('FARCASTER_NONCE_INVALID')
    // a message for another site (domain and URI not the frame's or the project's)
    const evil = await connect({
      deviceId: device,
      ...(await signed(custody, fid, channel.nonce, { domain: 'evil.example', uri: 'https://evil.example/login' })),
    })
    expect(evil.status).toBe(401)
    expect(evil.body).toEqual({
      code: 'FARCASTER_INVALID',
      message: 'The Farcaster sign-in was refused: it is for evil.example, not this site',
    })
    // a domain that is not the URI's host
    const mixed = await connect({
      deviceId: device,
      ...(await signed(custody, fid, channel.nonce, { domain: 'localhost:9999' })),
    })
    expect(mixed.body.code).toBe('FARCASTER_INVALID')
    // a tampered text
    const tampered = await connect({
      deviceId: device,
      ...body,
      message: body.message.replace(`fid/${fid}`, `fid/${fid + 1}`),
    })
    expect(tampered.status).toBe(401)
    // bad bodies
    expect((await connect({ deviceId: device, message: body.message, signature: 'nope' })).status).toBe(400)
    expect((await connect({ deviceId: device, message: 5, signature: body.signature })).status).toBe(400)
    expect((await connect({ deviceId: 'short', ...body })).status).toBe(400)
    expect((await connect({ deviceId: device, message: 'hello', signature: body.signature })).body.code).toBe(
      'FARCASTER_INVALID',
    )
    expect((await h.call('/auth/v1/farcaster/connect', { projectId: 'nope', deviceId: device, ...body })).status).toBe(
      403,
    )
    expect(await count()).toEqual(before)

    // used once; then the nonce is gone
    expect((await connect({ deviceId: device, ...body })).status).toBe(200)
    const replay = await connect({ deviceId: device, ...body })
    expect(replay.status).toBe(401)
    expect(replay.body.code).toBe('FARCASTER_NONCE_INVALID')

    // expired after 10 minutes
    const late = await startSignIn()
    const lateBody = await signed(custody, fid, late.channel.nonce)
    h.clock.now += 10 * 60_000 + 1
    try {
      const expired = await connect({ deviceId: late.device, ...lateBody })
      expect(expired.body.code).toBe('FARCASTER_NONCE_INVALID')
    } finally {
      h.clock.now = Date.now()
    }
  })

  it('a sign-in names its project’s site: the shared frame origin, another project’s site or a URI with userinfo is refused (issue 33 items 5, 13)', async () => {
    // the attacker's project and device: the nonce is theirs; the victim scans the QR the attacker relays
    await projectStore(h.db).upsert({
      ...LOCAL_PROJECT,
      id: 'other',
      name: 'Other',
      allowedOrigins: ['https://other.example'],
    })
    const { fid, custody } = await registeredFid()
    const device = h.deviceId()
    const issued = await h.call('/auth/v1/farcaster/nonce', { projectId: 'other', deviceId: device })
    const nonce = issued.body.nonce as string
    const before = await count()
    const connect = async (fields: { domain: string; uri: string }) =>
      h.call('/auth/v1/farcaster/connect', {
        projectId: 'other',
        deviceId: device,
        ...(await signed(custody, fid, nonce, fields)),
      })
    // the frame's origin is every project's: a message naming it does not say which site it signs in to
    const shared = await connect({ domain: new URL(FRAME).host, uri: FRAME })
    expect(shared.status).toBe(401)
    expect(shared.body).toEqual({
      code: 'FARCASTER_INVALID',
      message: `The Farcaster sign-in was refused: it is for ${new URL(FRAME).host}, not this site`,
    })
    // signed for the local project's site, presented at the other project
    const local = await connect({ domain: DOMAIN, uri: SITE })
    expect(local.body.code).toBe('FARCASTER_INVALID')
    // userinfo in the URI names someone else on the site
    const userinfo = await connect({ domain: 'other.example', uri: 'https://victim@other.example/' })
    expect(userinfo.body).toEqual({
      code: 'FARCASTER_INVALID',
      message: 'The Farcaster sign-in was refused: the URI must not carry a user name or password',
    })
    expect(await count()).toEqual(before)
    // the nonce was not used up: a message naming the project's own site signs in
    const own = await connect({ domain: 'other.example', uri: 'https://other.example/' })
    expect(own.status).toBe(200)
    expect(own.body).toMatchObject({ authProvider: 'farcaster', fid })
  })

  it('parallel connects of one signed message give one session', async () => {
    const { fid, custody } = await registeredFid()
    const { device, channel } = await startSignIn()
    const body = await signed(custody, fid, channel.nonce)
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        h.call('/auth/v1/farcaster/connect', { projectId: 'local', deviceId: device, ...body }),
      ),
    )
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    expect(answers.filter((a) => a.status === 401)).toHaveLength(9)
    const rows = await h.db.selectFrom('auth_identities').selectAll().where('subject', '=', String(fid)).execute()
    expect(rows).toHaveLength(1)
  })
})

describe('Farcaster sign-in without OP Mainnet', () => {
  it('an unreachable upstream answers 502 and creates nothing; no upstream answers 503', async () => {
    const down = await startAuthHarness(
      { kind: 'pglite', dataDir: undefined },
      { config: { rpcUpstreams: { 'eip155:10': 'http://127.0.0.1:9' }, rpcRetries: 0, rpcTimeoutMs: 2000 } },
    )
    const none = await startAuthHarness({ kind: 'pglite', dataDir: undefined })
    try {
      const signer = randomAccount()
      const device = down.deviceId()
      const { nonce } = (await down.call('/auth/v1/farcaster/nonce', { projectId: 'local', deviceId: device }))
        .body as {
        nonce: string
      }
      const { message } = createWalletClient({
        ethereum: viemConnector({ rpcUrl: 'http://127.0.0.1:9' }),
      }).buildSignInMessage({
        address: signer.address,
        fid: 5,
        uri: SITE,
        domain: DOMAIN,
        nonce,
      })
      const body = { projectId: 'local', deviceId: device, message, signature: await signer.signMessage({ message }) }
      const unavailable = await down.call('/auth/v1/farcaster/connect', body)
      expect(unavailable.status).toBe(502)
      expect(unavailable.body.code).toBe('FARCASTER_CHAIN_UNAVAILABLE')
      expect(await down.db.selectFrom('auth_users').selectAll().execute()).toEqual([])

      const device2 = none.deviceId()
      const n2 = (await none.call('/auth/v1/farcaster/nonce', { projectId: 'local', deviceId: device2 })).body
        .nonce as string
      const m2 = message.replace(nonce, n2)
      const off = await none.call('/auth/v1/farcaster/connect', {
        projectId: 'local',
        deviceId: device2,
        message: m2,
        signature: await signer.signMessage({ message: m2 }),
      })
      expect(off.status).toBe(503)
      expect(off.body.code).toBe('PROVIDER_NOT_CONFIGURED')
    } finally {
      await Promise.all([down.close(), none.close()])
    }
  })
})
