import { freePort } from '@gangway/devnet/freePort'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseTargets } from '../test/databaseTargets.ts'
import {
  randomAccount,
  randomSolanaAccount,
  SITE_A,
  SITE_B,
  type SiwxHarness,
  siwxTestChain,
  startSiwxHarness,
} from '../test/siwxHarness.ts'

const upstreams = siwxTestChain()
const account = randomAccount

/**
 * Issue 14 item 4, written as if attacked: parallel submissions of one nonce, replays, tokens of another
 * project, origins not allowed (CORS included), oversize bodies, the per-address limit, a chain that does
 * not answer. Over loopback HTTP, on PGlite and on a PostgreSQL server (10 pooled connections).
 */
describe.each(databaseTargets())('siwx under attack on $name', ({ target }) => {
  let h: SiwxHarness
  beforeAll(async () => {
    h = await startSiwxHarness(await target(), upstreams)
  }, 60_000)
  afterAll(() => h?.close())

  it('100 parallel submissions of one signed nonce: exactly one session', async () => {
    const signed = await h.signIn(account())
    const answers = await Promise.all(Array.from({ length: 100 }, () => h.post(signed)))
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1)
    const others = answers.filter((a) => a.status !== 201)
    expect(others.every((a) => a.status === 400 && a.body.code === 'SIWX_NONCE_INVALID')).toBe(true)
    const rows = await h.db.selectFrom('siwx_sessions').where('nonce', '=', signed.data.nonce).selectAll().execute()
    expect(rows).toHaveLength(1)
  }, 60_000)

  it('a replayed sign-in (the same signed message again) is refused and stores nothing', async () => {
    const signed = await h.signIn(account())
    expect((await h.post(signed)).status).toBe(201)
    const before = await h.count('siwx_sessions')
    const replay = await h.post(signed)
    expect(replay).toMatchObject({ status: 400, body: { code: 'SIWX_NONCE_INVALID' } })
    expect(await h.count('siwx_sessions')).toBe(before)
  })

  it("a token is its project's only: another project's calls answer 401 and revoke nothing", async () => {
    const signed = await h.signIn(account())
    const { token } = (await h.post(signed)).body as { token: string }
    const asB = { project: SITE_B.id, origin: SITE_B.origin, token }
    expect((await h.call('GET', '/siwx/v1/me', asB)).status).toBe(401)
    const list = `/siwx/v1/sessions?chainId=eip155:31337&address=${signed.data.accountAddress}`
    expect((await h.call('GET', list, asB)).status).toBe(401)
    await h.call('DELETE', '/siwx/v1/sessions', asB)
    expect((await h.call('GET', '/siwx/v1/me', { token })).status).toBe(200)
    // a sign-in for site A's domain sent as project B (whose origins do not include it) is refused
    const crossed = await h.signIn(account(), { nonce: (await h.nonce(SITE_B.id, SITE_B.origin)).nonce })
    const res = await h.post(crossed, { project: SITE_B.id, origin: SITE_A.origin })
    expect(res).toMatchObject({ status: 403, body: { code: 'ORIGIN_NOT_ALLOWED' } })
  })

  it('project B signs in from its wildcard origin', async () => {
    const signed = await h.signIn(account(), { project: SITE_B.id })
    expect((await h.post(signed, { project: SITE_B.id, origin: SITE_B.origin })).status).toBe(201)
  })

  it('an Origin not allowed gets 403 and no CORS headers; preflights answer allowed origins only', async () => {
    const signed = await h.signIn(account())
    const before = await h.count('siwx_sessions')
    const evil = await h.post(signed, { origin: 'https://evil.test' })
    expect(evil).toMatchObject({ status: 403, body: { code: 'ORIGIN_NOT_ALLOWED', message: 'Origin Not Allowed' } })
    expect(evil.headers.get('access-control-allow-origin')).toBeNull()
    expect((await h.call('GET', '/siwx/v1/nonce', { origin: 'https://evil.test' })).status).toBe(403)
    expect((await h.call('GET', '/siwx/v1/nonce', { project: 'nope' })).body.code).toBe('INVALID_PROJECT_ID')
    // a sign-in must come from the page: no Origin, no session
    expect(await h.post(signed, { origin: null })).toMatchObject({ status: 403, body: { code: 'ORIGIN_NOT_ALLOWED' } })
    expect(await h.count('siwx_sessions')).toBe(before)
    const preflight = async (origin: string) =>
      fetch(`${h.url}/siwx/v1/sessions?projectId=${SITE_A.id}`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      })
    expect((await preflight('https://evil.test')).headers.get('access-control-allow-origin')).toBeNull()
    const allowed = await preflight(SITE_A.origin)
    expect(allowed.headers.get('access-control-allow-origin')).toBe(SITE_A.origin)
    expect(allowed.headers.get('access-control-allow-headers')).toContain('authorization')
    const ok = await h.post(signed)
    expect(ok.status).toBe(201)
    expect(ok.headers.get('access-control-allow-origin')).toBe(SITE_A.origin)
  })

  it('a URI with userinfo (https://victim@app…) is refused, EIP-4361 and Solana alike, storing nothing (issue 33 item 13)', async () => {
    const before = await h.count('siwx_sessions')
    for (const uri of [`https://victim@${SITE_A.domain}/login`, `https://victim:secret@${SITE_A.domain}/`]) {
      const res = await h.post(await h.signIn(account(), { uri }))
      expect(res, JSON.stringify(res.body)).toMatchObject({
        status: 400,
        body: { code: 'SIWX_INVALID_MESSAGE', message: 'The URI must not carry a user name or password' },
      })
      const solana = await h.post(await h.signInSolana(randomSolanaAccount(), { uri }))
      expect(solana).toMatchObject({ status: 400, body: { code: 'SIWX_INVALID_MESSAGE' } })
    }
    expect(await h.count('siwx_sessions')).toBe(before)
    const stored = await h.db.selectFrom('siwx_sessions').select('uri').where('uri', 'like', '%@%').execute()
    expect(stored).toEqual([])
  })

  it('an oversize body is refused before it is read; nothing stored', async () => {
    const signed = await h.signIn(account())
    const before = await h.count('siwx_sessions')
    const res = await h.post({ ...signed, padding: 'x'.repeat(70_000) })
    expect(res).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE' } })
    const long = await h.post({ ...signed, message: `${signed.message}${'\n'.repeat(9000)}` })
    expect(long).toMatchObject({ status: 400, body: { code: 'SIWX_INVALID_MESSAGE' } })
    expect(await h.count('siwx_sessions')).toBe(before)
  })
})

describe('siwx limits and the chain', () => {
  it('nonces and sign-ins per address: 429 with Retry-After past the limit', async () => {
    const h = await startSiwxHarness({ kind: 'pglite', dataDir: undefined }, upstreams, {
      siwxSigninsPerIpPerMinute: 3,
    })
    try {
      const signed = await h.signIn(account())
      await h.nonce()
      expect((await h.post(signed)).status).toBe(201)
      const nonces = await h.count('siwx_nonces')
      const limited = await h.call('GET', '/siwx/v1/nonce')
      expect(limited).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED', message: 'Rate Limited' } })
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(await h.count('siwx_nonces')).toBe(nonces)
      expect((await h.post(signed)).status).toBe(429)
      // reads are not counted against it: a site's backend checks tokens as often as it needs
      expect((await h.call('GET', '/siwx/v1/me', { token: 'z'.repeat(43) })).status).toBe(401)
    } finally {
      await h.close()
    }
  })

  it('checks signatures through the chain: an unreachable RPC is SIWX_CHAIN_UNAVAILABLE, never a session', async () => {
    const dead = { 'eip155:31337': `http://127.0.0.1:${await freePort()}` }
    const h = await startSiwxHarness({ kind: 'pglite', dataDir: undefined }, dead)
    try {
      const signed = await h.signIn(account())
      const forged = { ...signed, signature: await account().signMessage({ message: signed.message }) }
      const res = await h.post(forged)
      expect(res).toMatchObject({ status: 502, body: { code: 'SIWX_CHAIN_UNAVAILABLE' } })
      expect(await h.count('siwx_sessions')).toBe(0)
    } finally {
      await h.close()
    }
  }, 30_000)
})
