import { createServer as createHttpServer, type Server as HttpServer } from 'node:http'
import { createServer, type Server } from 'node:net'
import { freePort } from '@gangway/devnet/freePort'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashToken } from '../auth/hashToken.ts'
import { type AuthHarness, startAuthHarness } from '../test/authHarness.ts'
import { signSessionToken } from './sessionToken.ts'

/**
 * Issue 13 items 6 and 8 on e-mail login, and what must keep holding: each attack against a server the
 * test starts (loopback HTTP, PGlite), bounded in count.
 */
describe('mail bombing and device rows', () => {
  let h: AuthHarness
  beforeAll(async () => {
    h = await startAuthHarness(
      { kind: 'pglite', dataDir: undefined },
      { config: { authMailRequestsPerIpPerHour: 100 } },
    )
  }, 60_000)
  afterAll(() => h?.close())

  it('20 requests for one address mail it 10 device links; the unconfirmed rows are swept after expiry', async () => {
    const victim = 'victim@example.test'
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        h.call('/auth/v1/email', { projectId: 'local', email: victim, deviceId: h.deviceId() }),
      ),
    )
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10)
    const refused = answers.filter((a) => a.status === 429)
    expect(refused).toHaveLength(10)
    expect(refused[0]?.body).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many e-mails to this address. Try again after 60 minutes',
    })
    await h.mailTo(victim, 9)
    await new Promise((r) => setTimeout(r, 200))
    expect(h.mailsTo(victim)).toHaveLength(10)
    const rows = () => h.db.selectFrom('auth_devices').select('device_id').where('email', '=', victim).execute()
    expect(await rows()).toHaveLength(10)
    // the links expire after 15 minutes; the sweep deletes what was never confirmed
    h.clock.now += 15 * 60_000 + 1
    expect((await h.service.sweepExpired()).devices).toBe(10)
    expect(await rows()).toEqual([])
  })

  it('a device link opened by a mail scanner (GET) approves nothing; the page names the site; a link works once', async () => {
    const email = 'scanned@example.test'
    const base = { projectId: 'local', email, deviceId: h.deviceId() }
    expect((await h.call('/auth/v1/email', base)).body).toEqual({ action: 'VERIFY_DEVICE' })
    const mail = await h.mailTo(email, 0)
    expect(mail.subject).toBe('Approve this device for Local demo')
    expect(mail.text).toContain('Someone is logging in to Local demo as scanned@example.test on a new device')
    const link = (/(http:\/\/\S+)/.exec(mail.text)?.[1] ?? '').replace('http://localhost:4000', h.url)
    for (let i = 0; i < 3; i++) {
      const page = await fetch(link)
      expect(page.status).toBe(200)
      expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
      const text = await page.text()
      expect(text).toContain('Approve this device for Local demo?')
      // the address, with line-break opportunities at @ and . only (addressMarkup)
      expect(text.replace(/<[^>]+>/g, '')).toContain('scanned@example.test')
      expect(text).toContain('<span class="nowrap">scanned@</span><wbr>')
      expect(text).toContain('<form method="post" action="/auth/v1/device/approve">')
    }
    expect((await h.call('/auth/v1/device', base)).body).toEqual({ approved: false })
    expect((await h.approveByLink(link)).text).toContain('Device approved')
    expect((await h.call('/auth/v1/device', base)).body).toEqual({ approved: true })
    const again = await h.approveByLink(link)
    expect(again.status).toBe(400)
    expect(again.text).toContain('This link is no longer valid')
    // names in the page are escaped
    const forged = await fetch(`${h.url}/auth/v1/device/approve?token=%22%3E%3Cscript%3E`)
    expect(forged.status).toBe(400)
    expect(await forged.text()).not.toContain('<script>')
  })
})

describe('per-IP limits on login', () => {
  let h: AuthHarness
  beforeAll(async () => {
    h = await startAuthHarness(
      { kind: 'pglite', dataDir: undefined },
      { config: { authMailRequestsPerIpPerHour: 5, authCodeChecksPerIpPerHour: 8 } },
    )
  }, 60_000)
  afterAll(() => h?.close())

  it('one caller cannot mail many addresses, nor guess codes across many addresses', async () => {
    const answers = []
    for (let i = 0; i < 7; i++) {
      answers.push(
        await h.call('/auth/v1/email', {
          projectId: 'local',
          email: `spread${i}@example.test`,
          deviceId: h.deviceId(),
        }),
      )
    }
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429, 429])
    expect(answers[5]?.body).toEqual({ code: 'RATE_LIMITED', message: 'Rate Limited' })
    expect(Number(answers[5]?.headers.get('retry-after'))).toBeGreaterThan(3000)
    expect(h.mailsTo('spread5@example.test')).toEqual([])
    const guesses = []
    for (let i = 0; i < 10; i++) {
      guesses.push(
        (
          await h.call('/auth/v1/otp', {
            projectId: 'local',
            email: `spread${i}@example.test`,
            deviceId: h.deviceId(),
            otp: '123456',
          })
        ).status,
      )
    }
    expect(guesses.slice(0, 8).every((s) => s === 403)).toBe(true) // not approved: checked, refused
    expect(guesses.slice(8)).toEqual([429, 429])
  })
})

/** An SMTP "server" that accepts connections and never says a word. */
function silentSmtp(port: number): Promise<Server> {
  return new Promise((resolve) => {
    const server = createServer(() => undefined)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })
}

describe('SMTP down', () => {
  let refusedPort: number
  let silent: Server
  let silentPort: number
  beforeAll(async () => {
    refusedPort = await freePort()
    silentPort = await freePort()
    silent = await silentSmtp(silentPort)
  })
  afterAll(() => {
    silent?.close()
  })

  for (const kind of ['refused', 'silent'] as const) {
    it(`(${kind}) answers at once that the mail could not be sent, keeps no code, and lets the visitor retry`, async () => {
      const port = kind === 'refused' ? refusedPort : silentPort
      const h = await startAuthHarness({ kind: 'pglite', dataDir: undefined }, { smtpUrl: `smtp://127.0.0.1:${port}` })
      try {
        const email = `${kind}@example.test`
        const fresh = { projectId: 'local', email, deviceId: h.deviceId() }
        const started = Date.now()
        const link = await h.call('/auth/v1/email', fresh)
        expect(link).toMatchObject({
          status: 503,
          body: { code: 'MAIL_FAILED', message: 'The e-mail could not be sent. Try again later' },
        })
        // the harness's mailer gives up after 1 s (SMTP_TIMEOUT_MS); nodemailer's own defaults are minutes
        expect(Date.now() - started).toBeLessThan(5000)
        expect(await h.db.selectFrom('auth_devices').selectAll().where('email', '=', email).execute()).toEqual([])
        // a device approved before: the code is not kept, so asking again is not "try again after 27 s"
        const known = { ...fresh, deviceId: h.deviceId() }
        await h.db
          .insertInto('auth_devices')
          .values({
            project_id: 'local',
            email,
            device_id: known.deviceId,
            approve_hash: hashToken('x'),
            approved_at: new Date(h.clock.now),
            expires_at: new Date(h.clock.now),
          })
          .execute()
        for (let i = 0; i < 2; i++) {
          expect((await h.call('/auth/v1/email', known)).body.code).toBe('MAIL_FAILED')
          expect(await h.db.selectFrom('auth_codes').selectAll().where('email', '=', email).execute()).toEqual([])
        }
      } finally {
        await h.close()
      }
    }, 30_000)
  }
})

describe('what must keep holding', () => {
  let h: AuthHarness
  beforeAll(async () => {
    h = await startAuthHarness({ kind: 'pglite', dataDir: undefined })
  }, 60_000)
  afterAll(() => h?.close())

  it('does not tell whether an address has an account', async () => {
    await h.login('member@example.test')
    const member = await h.call('/auth/v1/email', {
      projectId: 'local',
      email: 'member@example.test',
      deviceId: h.deviceId(),
    })
    const stranger = await h.call('/auth/v1/email', {
      projectId: 'local',
      email: 'stranger@example.test',
      deviceId: h.deviceId(),
    })
    expect(member.status).toBe(stranger.status)
    expect(member.body).toEqual(stranger.body)
    expect(member.body).toEqual({ action: 'VERIFY_DEVICE' })
  })

  it('refuses forged, altered, expired and foreign tokens', async () => {
    const { session, device } = await h.login('tokens@example.test')
    const [, body] = session.token.split('.')
    const claims = JSON.parse(Buffer.from(body as string, 'base64url').toString()) as { sid: string; exp: number }
    const me = (token: string, d = device) => h.call('/auth/v1/me', {}, h.authed(token, d))
    expect((await me(session.token)).status).toBe(200)
    const forgedKey = signSessionToken(Buffer.alloc(32, 7), {
      sid: claims.sid,
      pid: 'local',
      did: device,
      exp: claims.exp,
    })
    const altered = `v1.${Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 1e9 })).toString('base64url')}.${session.token.split('.')[2]}`
    for (const token of [forgedKey, altered, `v1.${body}.`, 'v1..', 'nonsense', `${session.token}x`]) {
      expect(await me(token)).toMatchObject({ status: 401, body: { code: 'SESSION_EXPIRED' } })
    }
    expect((await me(session.token, h.deviceId())).status).toBe(401)
    h.clock.now += 15 * 60_000 + 1
    expect((await me(session.token)).status).toBe(401)
  })

  it('never answers a private key', async () => {
    const { session, device } = await h.login('keys@example.test')
    const headers = h.authed(session.token, device)
    const texts = [JSON.stringify(session)]
    for (const [path, body] of [
      ['/auth/v1/me', {}],
      ['/auth/v1/rpc', { method: 'eth_accounts', params: [], chainId: 1 }],
      ['/auth/v1/rpc', { method: 'personal_sign', params: ['0x68690a', session.address], chainId: 1 }],
      ['/auth/v1/rpc', { method: 'eth_signTypedData_v4', params: [session.address, '{not json'], chainId: 1 }],
      ['/auth/v1/rpc', { method: 'eth_sign', params: [session.address, '0x00'], chainId: 1 }],
      ['/auth/v1/refresh', { refreshToken: session.refreshToken }],
    ] as const) {
      texts.push(JSON.stringify((await h.call(path, body, headers)).body))
    }
    const row = await h.db
      .selectFrom('auth_wallets')
      .selectAll()
      .where('address', '=', session.address)
      .executeTakeFirstOrThrow()
    const key = h.envelope
      .decrypt({ ciphertext: row.encrypted_key, wrappedKey: row.wrapped_key })
      .slice(2)
      .toLowerCase()
    for (const text of texts) expect(text.toLowerCase()).not.toContain(key)
    expect(JSON.stringify(row).toLowerCase()).not.toContain(key)
  })
})

describe('embedded wallet RPC', () => {
  let h: AuthHarness
  let hanging: HttpServer
  beforeAll(async () => {
    // a chain node that takes requests and never answers
    hanging = createHttpServer(() => undefined)
    await new Promise<void>((r) => hanging.listen(0, '127.0.0.1', () => r()))
    const port = (hanging.address() as { port: number }).port
    h = await startAuthHarness(
      { kind: 'pglite', dataDir: undefined },
      { config: { rpcUpstreams: { 'eip155:31337': `http://127.0.0.1:${port}` }, rpcTimeoutMs: 300, rpcRetries: 1 } },
    )
  }, 60_000)
  afterAll(async () => {
    await h?.close()
    hanging?.closeAllConnections()
    hanging?.close()
  })

  it('gives up on a chain that does not answer after the proxy timeout and retries', async () => {
    const { session, device } = await h.login('slowchain@example.test')
    const rpc = (method: string, params: unknown) =>
      h.call('/auth/v1/rpc', { method, params, chainId: 31337 }, h.authed(session.token, device))
    const started = Date.now()
    expect(await rpc('eth_blockNumber', [])).toMatchObject({
      status: 502,
      body: { code: 'RPC_FAILED', message: 'The chain did not answer. Try again later' },
    })
    const elapsed = Date.now() - started
    expect(elapsed).toBeGreaterThanOrEqual(2 * 300)
    expect(elapsed).toBeLessThan(5000)
    const status = await rpc('wallet_getCallsStatus', [`0x${'ab'.repeat(32)}`])
    expect(status.status).toBeLessThan(500)
  }, 30_000)

  it('answers 400, not 500, to typed data that is not EIP-712 JSON', async () => {
    const { session, device } = await h.login('typed@example.test')
    const rpc = (params: unknown) =>
      h.call(
        '/auth/v1/rpc',
        { method: 'eth_signTypedData_v4', params, chainId: 31337 },
        h.authed(session.token, device),
      )
    expect(await rpc([session.address, '{not json'])).toMatchObject({
      status: 400,
      body: { code: 'INVALID_REQUEST', message: 'typed data must be EIP-712 JSON' },
    })
    expect((await rpc([session.address, '"a string"'])).status).toBe(400)
    expect(
      (await rpc([session.address, JSON.stringify({ types: {}, primaryType: 'Nope', message: {} })])).body,
    ).toMatchObject({
      code: 'INVALID_REQUEST',
    })
    expect(
      (
        await rpc([
          session.address,
          JSON.stringify({ types: { A: [{ name: 'x', type: 'uint256' }] }, primaryType: 'A', message: { x: 'abc' } }),
        ])
      ).status,
    ).toBe(400)
  })
})
