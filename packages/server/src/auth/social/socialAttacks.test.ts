import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_PROJECT } from '../../projects/ProjectInput.ts'
import { projectStore } from '../../projects/projectStore.ts'
import { newDevice, REDIRECT, type SocialHarness, startSocialHarness } from '../../test/socialHarness.ts'

let h: SocialHarness
let app: ReturnType<SocialHarness['app']>
let tamper: { server: Server; url: string; mode: string }

/**
 * A man in the middle of Google's token endpoint: it forwards the exchange to the local provider and
 * replaces the id_token with one signed by the provider's own key but wrong in one way (`mode`).
 */
async function startTamperingTokenEndpoint(target: string) {
  const state = { mode: 'none' }
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const upstream = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': String(req.headers['content-type']) },
      body: Buffer.concat(chunks),
    })
    const body = (await upstream.json()) as Record<string, unknown>
    if (typeof body.id_token === 'string') {
      const claims = JSON.parse(Buffer.from(body.id_token.split('.')[1] as string, 'base64url').toString()) as Record<
        string,
        unknown
      >
      const now = Math.floor(Date.now() / 1000)
      const changed: Record<string, Record<string, unknown>> = {
        audience: { ...claims, aud: 'someone-else' },
        issuer: { ...claims, iss: 'https://accounts.example.com' },
        nonce: { ...claims, nonce: 'not-the-nonce' },
        expired: { ...claims, iat: now - 7200, exp: now - 3600 },
        future: { ...claims, iat: now + 3600, exp: now + 7200 },
        signature: claims,
        none: claims,
      }
      let token = await h.idp.signIdToken(changed[state.mode] ?? claims)
      if (state.mode === 'signature') token = `${token.slice(0, -6)}${token.endsWith('AAAAAA') ? 'BBBBBB' : 'AAAAAA'}`
      body.id_token = token
    }
    res.writeHead(upstream.status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/token`,
    set mode(value: string) {
      state.mode = value
    },
    get mode() {
      return state.mode
    },
  }
}

/** issue 33 item 4: a victim's 100-character address, and verified provider addresses that only look like theirs. */
const VICTIM = `${'v'.repeat(60)}@${'a'.repeat(27)}.example.com`
const LOOKALIKES = [
  // cut to 100 characters, this was the victim's address
  { id: 'longer', email: `${VICTIM}.evil.io` },
  // lower-cased with Unicode rules, the Kelvin sign K (U+212A) is an ASCII k
  { id: 'kelvin', email: '\u212Aelly@example.com' },
  // past the 254 characters an address can have
  { id: 'huge', email: `${'h'.repeat(64)}@${'d'.repeat(200)}.example.com` },
].map((u, i) => ({ ...u, name: u.id, handle: u.id, emailVerified: true, number: 2001 + i }))

beforeAll(async () => {
  h = await startSocialHarness({ users: LOOKALIKES })
  app = h.app()
  tamper = await startTamperingTokenEndpoint(`${h.idp.url}/token`)
}, 30_000)
afterAll(async () => {
  tamper?.server.close()
  await h?.close()
})

/** Runs `attempt` and checks it created no user, identity or session. */
async function createsNothing(attempt: () => Promise<{ status: number; body: { code?: string } }>) {
  const before = await h.counts()
  const res = await attempt()
  expect(await h.counts()).toEqual(before)
  return res
}

describe('social login refuses, and creates nothing', () => {
  it('a forged state', async () => {
    const res = await createsNothing(() =>
      h.connect(app, newDevice(), `${REDIRECT}?code=abc&state=${'x'.repeat(43)}&iss=${encodeURIComponent(h.idp.url)}`),
    )
    expect(res).toMatchObject({ status: 400, body: { code: 'SOCIAL_STATE_INVALID' } })
  })

  it('a replayed result (the state is single use), also 10 in parallel → one session', async () => {
    const deviceId = newDevice()
    const uri = await h.login(await h.start(app, 'github', deviceId), 'alice')
    const results = await Promise.all(Array.from({ length: 10 }, () => h.connect(app, deviceId, uri)))
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    expect(results.filter((r) => r.body.code === 'SOCIAL_STATE_INVALID')).toHaveLength(9)
    const again = await createsNothing(() => h.connect(app, deviceId, uri))
    expect(again).toMatchObject({ status: 400, body: { code: 'SOCIAL_STATE_INVALID' } })
  })

  it("a replayed code under another sign-in's state (PKCE binds the code to its own verifier)", async () => {
    const deviceId = newDevice()
    const stolen = new URL(await h.login(await h.start(app, 'google', deviceId), 'alice'))
    const other = new URL(await h.start(app, 'google', deviceId))
    stolen.searchParams.set('state', other.searchParams.get('state') as string)
    const res = await createsNothing(() => h.connect(app, deviceId, stolen.href))
    expect(res).toMatchObject({ status: 401, body: { code: 'SOCIAL_LOGIN_FAILED', message: 'Failed to connect' } })
  })

  it('a result presented from another device (not used up: its own device then signs in)', async () => {
    const deviceId = newDevice()
    const uri = await h.login(await h.start(app, 'x', deviceId), 'alice')
    const res = await createsNothing(() => h.connect(app, newDevice(), uri))
    expect(res).toMatchObject({ status: 400, body: { code: 'SOCIAL_STATE_INVALID' } })
    expect((await h.connect(app, deviceId, uri)).status).toBe(200)
  })

  it('a state of another project', async () => {
    const deviceId = newDevice()
    const uri = await h.login(await h.start(app, 'x', deviceId), 'alice')
    const res = await createsNothing(() => h.call(app, '/auth/v1/social/connect', { projectId: 'nope', deviceId, uri }))
    expect(res.status).toBe(403)
    const { projectStore } = await import('../../projects/projectStore.ts')
    const { LOCAL_PROJECT } = await import('../../projects/ProjectInput.ts')
    await projectStore(h.database.db).create({ ...LOCAL_PROJECT, id: 'other', name: 'other' })
    const other = await createsNothing(() => h.connect(app, deviceId, uri, 'other'))
    expect(other).toMatchObject({ status: 400, body: { code: 'SOCIAL_STATE_INVALID' } })
  })

  it('an expired state (after 10 minutes)', async () => {
    const deviceId = newDevice()
    const uri = await h.login(await h.start(app, 'discord', deviceId), 'alice')
    h.clock.offset = 10 * 60_000 + 1000
    try {
      const res = await createsNothing(() => h.connect(app, deviceId, uri))
      expect(res).toMatchObject({ status: 400, body: { code: 'SOCIAL_STATE_INVALID' } })
    } finally {
      h.clock.offset = 0
    }
  })

  it('the visitor cancelling at the provider (error=access_denied)', async () => {
    const deviceId = newDevice()
    const uri = await h.login(await h.start(app, 'facebook', deviceId), 'alice', true)
    expect(new URL(uri).searchParams.get('error')).toBe('access_denied')
    const res = await createsNothing(() => h.connect(app, deviceId, uri))
    expect(res).toMatchObject({ status: 401, body: { code: 'SOCIAL_LOGIN_FAILED' } })
  })

  for (const mode of ['audience', 'issuer', 'nonce', 'expired', 'future', 'signature']) {
    it(`an id_token with the wrong ${mode}`, async () => {
      const tampered = h.app({ google: { tokenEndpoint: tamper.url } })
      const deviceId = newDevice()
      const uri = await h.login(await h.start(tampered, 'google', deviceId), 'alice')
      tamper.mode = mode
      const res = await createsNothing(() => h.connect(tampered, deviceId, uri))
      expect(res).toMatchObject({ status: 401, body: { code: 'SOCIAL_LOGIN_FAILED' } })
    })
  }

  it('…while the same man in the middle passing the id_token through is accepted (the checks, not the proxy, refuse)', async () => {
    const tampered = h.app({ google: { tokenEndpoint: tamper.url } })
    tamper.mode = 'none'
    const res = await h.signIn(tampered, 'google', 'alice')
    expect(res.status).toBe(200)
  })

  it("Apple's client secret signed with another key is refused by Apple", async () => {
    const { generateKeyPairSync } = await import('node:crypto')
    const wrong = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' })
    const other = h.app({ apple: { privateKey: wrong.toString() } })
    const deviceId = newDevice()
    const uri = await h.login(await h.start(other, 'apple', deviceId), 'alice')
    const res = await createsNothing(() => h.connect(other, deviceId, uri))
    expect(res).toMatchObject({ status: 401, body: { code: 'SOCIAL_LOGIN_FAILED' } })
  })

  it('a provider that does not answer → 502, nothing created', async () => {
    const down = h.app({ github: { tokenEndpoint: 'http://127.0.0.1:9/token' } })
    const deviceId = newDevice()
    const uri = await h.login(await h.start(down, 'github', deviceId), 'alice')
    const res = await createsNothing(() => h.connect(down, deviceId, uri))
    expect(res).toMatchObject({ status: 502, body: { code: 'SOCIAL_PROVIDER_FAILED' } })
  })

  it('bad requests: other redirect, oversized uri, unknown or unconfigured provider, bad device, other origin', async () => {
    const deviceId = newDevice()
    const uri = await h.login(await h.start(app, 'github', deviceId), 'alice')
    const elsewhere = uri.replace(REDIRECT, 'https://evil.example/social/callback')
    expect(await createsNothing(() => h.connect(app, deviceId, elsewhere))).toMatchObject({ status: 400 })
    expect(await createsNothing(() => h.connect(app, deviceId, `${uri}&pad=${'a'.repeat(9000)}`))).toMatchObject({
      status: 400,
    })
    for (const provider of ['myspace', 'constructor', 42]) {
      const res = await h.call(app, '/auth/v1/social/redirect', { projectId: 'local', deviceId, provider })
      expect(res).toMatchObject({ status: 400, body: { code: 'SOCIAL_PROVIDER_UNAVAILABLE' } })
    }
    const onlyGoogle = h.app({}, { only: ['google'] })
    const unconfigured = await h.call(onlyGoogle, '/auth/v1/social/redirect', {
      projectId: 'local',
      deviceId,
      provider: 'x',
    })
    expect(unconfigured).toMatchObject({ status: 400, body: { code: 'SOCIAL_PROVIDER_UNAVAILABLE' } })
    const bad = await h.call(app, '/auth/v1/social/redirect', { projectId: 'local', deviceId: 'short', provider: 'x' })
    expect(bad).toMatchObject({ status: 400, body: { code: 'INVALID_REQUEST' } })
    const foreign = await h.call(
      app,
      '/auth/v1/social/redirect',
      { projectId: 'local', deviceId, provider: 'x' },
      { origin: 'https://evil.example' },
    )
    expect(foreign.status).toBe(403)
    const huge = await h.call(
      app,
      '/auth/v1/social/connect',
      JSON.stringify({ projectId: 'local', pad: 'a'.repeat(70_000) }),
    )
    expect(huge.status).toBe(413)
    // the uri is used up by nothing above: it still signs in
    expect((await h.connect(app, deviceId, uri)).status).toBe(200)
  })

  it('per-address limit on starts and connects (429 with Retry-After)', async () => {
    const limited = h.app({}, { socialPerIpPerHour: 3 })
    const deviceId = newDevice()
    for (let i = 0; i < 3; i++) {
      const res = await h.call(limited, '/auth/v1/social/redirect', { projectId: 'local', deviceId, provider: 'x' })
      expect(res.status).toBe(200)
    }
    const res = await h.call(limited, '/auth/v1/social/redirect', { projectId: 'local', deviceId, provider: 'x' })
    expect(res).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } })
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('linking a verified e-mail never takes a look-alike address (issue 33 item 4)', () => {
  it('a longer address cut to the victim’s, a Kelvin-sign K and an over-long address link to no e-mail wallet', async () => {
    await projectStore(h.database.db).create({ ...LOCAL_PROJECT, id: 'lookalike', name: 'lookalike' })
    const linked = h.app({ google: { linkVerifiedEmail: true }, github: { linkVerifiedEmail: true } })
    const walletOf = async (email: string) => {
      const id = crypto.randomUUID()
      await h.database.db.insertInto('auth_users').values({ id, project_id: 'lookalike', email }).execute()
      return (await h.auth.walletOf(id)).address
    }
    const victim = await walletOf(VICTIM)
    const kelly = await walletOf('kelly@example.com')
    const users = async () =>
      (
        await h.database.db
          .selectFrom('auth_users')
          .select('email')
          .where('project_id', '=', 'lookalike')
          .orderBy('email')
          .execute()
      ).map((u) => u.email)
    const before = await users()

    for (const provider of ['google', 'github']) {
      const longer = await h.signIn(linked, provider, 'longer', newDevice(), 'lookalike')
      expect(longer.status).toBe(200)
      expect(longer.body.address).not.toBe(victim)
      // linked on the exact address the provider verified, never a shortened one
      expect(longer.body.email).toBe(`${VICTIM}.evil.io`)
      const kelvin = await h.signIn(linked, provider, 'kelvin', newDevice(), 'lookalike')
      expect(kelvin.status).toBe(200)
      expect(kelvin.body.address).not.toBe(kelly)
      expect(kelvin.body.email).toBeNull()
      const huge = await h.signIn(linked, provider, 'huge', newDevice(), 'lookalike')
      expect(huge.status).toBe(200)
      expect(huge.body.email).toBeNull()
    }
    // no e-mail user was made for a shortened or folded address; the exact longer one is the only new one
    expect(await users()).toEqual([...before, `${VICTIM}.evil.io`, null, null, null, null].sort(nullsLast))
  })
})

const nullsLast = (a: string | null, b: string | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1
