import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseTargets } from '../test/databaseTargets.ts'
import { randomAccount, SITE_A, type SiwxHarness, siwxTestChain, startSiwxHarness } from '../test/siwxHarness.ts'

const DAY = 24 * 60 * 60_000
const upstreams = siwxTestChain()
const account = randomAccount

/**
 * Issue 14 item 4: the server's Sign-in-with-X service — nonce, sign-in verified through the chain's RPC
 * (a viem local account signing an EIP-4361 message for the anvil chain), list, /me, revoke — and every
 * message the verification rules refuse, each storing nothing. On PGlite and on a PostgreSQL server.
 */
describe.each(databaseTargets())('siwx sessions on $name', ({ target }) => {
  let h: SiwxHarness
  beforeAll(async () => {
    h = await startSiwxHarness(await target(), upstreams)
  }, 60_000)
  afterAll(() => h?.close())

  /** Posts a sign-in expected to be refused with `code`; checks that no session was stored. */
  const refused = async (body: unknown, status: number, code: string, options = {}) => {
    const before = await h.count('siwx_sessions')
    const res = await h.post(body, options)
    expect(res.body.code, res.body.message).toBe(code)
    expect(res.status).toBe(status)
    expect(await h.count('siwx_sessions')).toBe(before)
    return res
  }

  it('issues random single-use nonces that expire after 10 minutes, per project', async () => {
    const a = await h.nonce()
    const b = await h.nonce()
    expect(a.nonce).toMatch(/^[0-9a-f]{32}$/)
    expect(a.nonce).not.toBe(b.nonce)
    expect(new Date(a.expiresAt).getTime() - h.clock.now).toBe(10 * 60_000)
    const row = await h.db.selectFrom('siwx_nonces').selectAll().where('nonce', '=', a.nonce).executeTakeFirst()
    expect(row?.project_id).toBe(SITE_A.id)
  })

  it('signs an EOA in: 201 with a token (stored hashed) and the session; /me and the list answer it', async () => {
    const signer = account()
    const signed = await h.signIn(signer, { resources: ['https://app.example.test/terms'], requestId: 'req-1' })
    const res = await h.post(signed)
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const { token, session } = res.body as { token: string; session: Record<string, unknown> }
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(session).toEqual({
      data: signed.data,
      message: signed.message,
      signature: signed.signature,
      expiresAt: new Date(h.clock.now + 7 * DAY).toISOString(),
    })
    expect(res.headers.get('cache-control')).toBe('no-store')
    const row = await h.db
      .selectFrom('siwx_sessions')
      .selectAll()
      .where('nonce', '=', signed.data.nonce)
      .executeTakeFirstOrThrow()
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('base64url'))
    expect(JSON.stringify(row)).not.toContain(token)
    expect(row).toMatchObject({
      project_id: SITE_A.id,
      chain_id: 'eip155:31337',
      account_address: signer.address,
      address_key: signer.address.toLowerCase(),
      domain: SITE_A.domain,
      statement: 'Sign in to the test site',
      resources: ['https://app.example.test/terms'],
      request_id: 'req-1',
      issued_at: signed.data.issuedAt,
      message: signed.message,
      signature: signed.signature,
    })
    // a site's backend: no Origin, one call
    const me = await h.call('GET', '/siwx/v1/me', { token, origin: null })
    expect(me.status).toBe(200)
    expect(me.body).toEqual(session)
    // the list: address case-insensitive for eip155; another chain or address → []
    const list = (chainId: string, address: string) =>
      h.call('GET', `/siwx/v1/sessions?chainId=${chainId}&address=${address}`, { token })
    expect((await list('eip155:31337', signer.address.toLowerCase())).body).toEqual({ sessions: [session] })
    expect((await list('eip155:31338', signer.address)).body).toEqual({ sessions: [] })
    expect((await list('eip155:31337', account().address)).body).toEqual({ sessions: [] })
    expect((await list('nonsense', signer.address)).status).toBe(400)
    // the nonce is used up
    expect(await h.db.selectFrom('siwx_nonces').where('nonce', '=', signed.data.nonce).selectAll().execute()).toEqual(
      [],
    )
  })

  it('answers 401 for no token, a malformed one and an unknown one', async () => {
    const unauthorized = { code: 'UNAUTHORIZED', message: 'Session Expired' }
    expect((await h.call('GET', '/siwx/v1/me')).body).toEqual(unauthorized)
    expect((await h.call('GET', '/siwx/v1/me', { headers: { authorization: 'Basic x' } })).status).toBe(401)
    expect((await h.call('GET', '/siwx/v1/me', { token: 'x'.repeat(43) })).status).toBe(401)
    const list = await h.call('GET', '/siwx/v1/sessions?chainId=eip155:31337&address=0x1', { token: 'y'.repeat(43) })
    expect(list.status).toBe(401)
    expect((await h.call('DELETE', '/siwx/v1/sessions')).status).toBe(401)
  })

  it('revokes a session (idempotently): /me 401, the list empty', async () => {
    const signer = account()
    const { token } = (await h.post(await h.signIn(signer))).body as { token: string }
    expect((await h.call('DELETE', '/siwx/v1/sessions', { token })).status).toBe(204)
    expect((await h.call('DELETE', '/siwx/v1/sessions', { token })).status).toBe(204)
    expect((await h.call('GET', '/siwx/v1/me', { token })).status).toBe(401)
    const list = await h.call('GET', `/siwx/v1/sessions?chainId=eip155:31337&address=${signer.address}`, { token })
    expect(list).toMatchObject({ status: 200, body: { sessions: [] } })
  })

  it('lasts until the message expires, 7 days without one, never more than 30 days; then 401', async () => {
    const capped = await h.post(await h.signIn(account(), { expirationTime: new Date(h.clock.now + 90 * DAY) }))
    expect((capped.body.session as { expiresAt: string }).expiresAt).toBe(
      new Date(h.clock.now + 30 * DAY).toISOString(),
    )
    const short = await h.post(await h.signIn(account(), { expirationTime: new Date(h.clock.now + 60_000) }))
    const token = short.body.token as string
    expect((short.body.session as { expiresAt: string }).expiresAt).toBe(new Date(h.clock.now + 60_000).toISOString())
    expect((await h.call('GET', '/siwx/v1/me', { token })).status).toBe(200)
    h.clock.now += 61_000
    expect((await h.call('GET', '/siwx/v1/me', { token })).status).toBe(401)
    // the sweep deletes what expired (that session, and nonces past their 10 minutes)
    const stale = await h.nonce()
    h.clock.now += 10 * 60_000 + 1
    const swept = await h.siwx.sweepExpired()
    expect(swept.siwxSessions).toBeGreaterThanOrEqual(1)
    expect(swept.siwxNonces).toBeGreaterThanOrEqual(1)
    expect(await h.db.selectFrom('siwx_nonces').where('nonce', '=', stale.nonce).selectAll().execute()).toEqual([])
    expect((await h.call('GET', '/siwx/v1/me', { token: capped.body.token as string })).status).toBe(200)
  })

  it('refuses an expired nonce, a used one and one of another project', async () => {
    const signer = account()
    const late = await h.signIn(signer)
    h.clock.now += 10 * 60_000 + 1000
    await refused(late, 400, 'SIWX_NONCE_INVALID')
    const first = await h.signIn(signer)
    expect((await h.post(first)).status).toBe(201)
    // the same nonce in a new message, properly signed
    await refused(await h.signIn(signer, { nonce: first.data.nonce, statement: 'again' }), 400, 'SIWX_NONCE_INVALID')
    const other = await h.nonce('site-b', 'https://shop.other.test')
    await refused(await h.signIn(signer, { nonce: other.nonce }), 400, 'SIWX_NONCE_INVALID')
    await refused(await h.signIn(signer, { nonce: 'abcdefgh12345678' }), 400, 'SIWX_NONCE_INVALID')
  })

  it('refuses a domain or URI that is not the requesting page’s allowed origin', async () => {
    const signer = account()
    const nonce = (await h.nonce()).nonce
    await refused(
      await h.signIn(signer, { nonce, domain: 'evil.test', uri: 'https://evil.test/login' }),
      403,
      'SIWX_DOMAIN_NOT_ALLOWED',
    )
    await refused(await h.signIn(signer, { nonce, uri: 'https://evil.test/login' }), 403, 'SIWX_DOMAIN_NOT_ALLOWED')
    await refused(await h.signIn(signer, { nonce, uri: 'http://app.example.test/' }), 403, 'SIWX_DOMAIN_NOT_ALLOWED')
    // the nonce survived every refusal: the right message still signs in
    expect((await h.post(await h.signIn(signer, { nonce }))).status).toBe(201)
  })

  it('refuses a wrong chain, an unserved chain and a namespace without a verifier', async () => {
    const signer = account()
    const signed = await h.signIn(signer)
    // data says chain 31338, the signed text says 31337
    await refused({ ...signed, data: { ...signed.data, chainId: 'eip155:31338' } }, 400, 'SIWX_CHAIN_UNSUPPORTED')
    const served = await h.signIn(signer, { chainNumber: 31338 })
    const unserved = await refused(served, 400, 'SIWX_CHAIN_UNSUPPORTED')
    expect(unserved.body.message).toBe('Chain eip155:31338 is not served by this server (served: eip155:31337)')
    const moved = {
      ...signed,
      data: { ...signed.data, chainId: 'eip155:31337' },
      message: signed.message.replace('Chain ID: 31337', 'Chain ID: 1'),
    }
    await refused(moved, 400, 'SIWX_INVALID_MESSAGE')
    // bip122 has a verifier since issue 22; polkadot has none
    const polkadot = { ...signed, data: { ...signed.data, chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182' } }
    const res = await refused(polkadot, 400, 'SIWX_CHAIN_UNSUPPORTED')
    expect(res.body.message).toBe('Sign in with polkadot is not supported')
  })

  it('refuses an expired message, one not valid yet and one issued in the future', async () => {
    const signer = account()
    await refused(await h.signIn(signer, { expirationTime: new Date(h.clock.now - 1000) }), 400, 'SIWX_EXPIRED')
    await refused(await h.signIn(signer, { notBefore: new Date(h.clock.now + 3_600_000) }), 400, 'SIWX_NOT_YET_VALID')
    await refused(await h.signIn(signer, { issuedAt: new Date(h.clock.now + 3_600_000) }), 400, 'SIWX_NOT_YET_VALID')
    // within the 60 s clock skew an issued-at time is accepted
    expect((await h.post(await h.signIn(signer, { issuedAt: new Date(h.clock.now + 30_000) }))).status).toBe(201)
  })

  it('refuses a tampered message and a signature of another address', async () => {
    const signer = account()
    const signed = await h.signIn(signer)
    // text and data changed alike after signing: the signature no longer matches
    const tampered = {
      ...signed,
      data: { ...signed.data, statement: 'Sign in to the evil site' },
      message: signed.message.replace('Sign in to the test site', 'Sign in to the evil site'),
    }
    await refused(tampered, 400, 'SIWX_INVALID_SIGNATURE')
    // only the text changed: it no longer says what data says
    for (const [from, to] of [
      ['Sign in to the test site', 'Sign in elsewhere'],
      [`Nonce: ${signed.data.nonce}`, 'Nonce: 0000000000000000'],
      ['URI: https://app.example.test/login', 'URI: https://app.example.test/other'],
      ['Version: 1', 'Version: 2'],
    ] as const) {
      await refused({ ...signed, message: signed.message.replace(from, to) }, 400, 'SIWX_INVALID_MESSAGE')
    }
    await refused({ ...signed, message: 'hello' }, 400, 'SIWX_INVALID_MESSAGE')
    // another account signs a message naming the signer
    const forged = { ...signed, signature: await account().signMessage({ message: signed.message }) }
    await refused(forged, 400, 'SIWX_INVALID_SIGNATURE')
    await refused({ ...signed, signature: 'not hex' }, 400, 'SIWX_INVALID_SIGNATURE')
    // data naming another address than the text
    await refused(
      { ...signed, data: { ...signed.data, accountAddress: account().address } },
      400,
      'SIWX_INVALID_MESSAGE',
    )
    expect((await h.post(signed)).status).toBe(201)
  })

  it('refuses bodies that are not a sign-in', async () => {
    await refused('not json', 400, 'SIWX_INVALID_MESSAGE')
    await refused({}, 400, 'SIWX_INVALID_MESSAGE')
    const signed = await h.signIn(account())
    const res = await refused({ ...signed, data: { ...signed.data, nonce: 'short' } }, 400, 'SIWX_INVALID_MESSAGE')
    expect(res.body.message).toMatch(/^data\.nonce: /)
  })
})
