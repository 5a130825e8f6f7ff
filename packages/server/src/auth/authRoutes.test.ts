import { randomBytes } from 'node:crypto'
import { startTestChains } from '@gangway/devnet/testChains'
import {
  createTestClient,
  http,
  parseEther,
  publicActions,
  recoverMessageAddress,
  recoverTypedDataAddress,
  walletActions,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../createApp.ts'
import { type OpenDatabase, openDatabase } from '../db/openDatabase.ts'
import { LOCAL_PROJECT } from '../projects/ProjectInput.ts'
import { projectStore } from '../projects/projectStore.ts'
import { serveApp } from '../test/serveApp.ts'
import { testConfig } from '../test/testConfig.ts'
import { createAuthService } from './createAuthService.ts'
import { createMailer } from './createMailer.ts'
import { createEnvelope } from './envelope.ts'
import { type MailCatcher, startMailCatcher } from './startMailCatcher.ts'

const FRAME = 'http://localhost:4001'
let database: OpenDatabase
let catcher: MailCatcher
let chains: Awaited<ReturnType<typeof startTestChains>>
let rpcUrl: string
let clock = Date.now()
const envelope = createEnvelope(randomBytes(32))
let app: ReturnType<typeof createApp>

beforeAll(async () => {
  ;[database, catcher, chains] = await Promise.all([
    openDatabase({ kind: 'pglite', dataDir: undefined }),
    startMailCatcher(),
    startTestChains([31337]),
  ])
  rpcUrl = chains.chains[0]?.rpcUrls.default.http[0] as string
  await projectStore(database.db).create(LOCAL_PROJECT)
  const service = createAuthService({
    db: database.db,
    mailer: createMailer(catcher.url, 'Gangway <login@localhost>'),
    envelope,
    publicUrl: 'http://localhost:4000',
    now: () => clock,
  })
  app = createApp({
    db: database.db,
    config: testConfig({ rpcUpstreams: { 'eip155:31337': rpcUrl } }),
    auth: { service, frameOrigins: [FRAME], catcher },
  })
}, 60_000)
afterAll(async () => {
  await catcher?.close()
  await database?.close()
  await chains?.stop()
})

const call = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await app.request(path, {
    method: 'POST',
    headers: { origin: FRAME, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { message?: string } }
}
/** The newest mail to `to`, waiting for it to arrive over SMTP (after `after` mails to that address). */
async function mailTo(to: string, after: number) {
  for (let i = 0; i < 100; i++) {
    const mails = catcher.messages().filter((m) => m.to.includes(to))
    if (mails.length > after) return mails[0] as (typeof mails)[number]
    await new Promise((r) => setTimeout(r, 20))
  }
  throw new Error(`no mail to ${to}`)
}
const mailCount = (to: string) => catcher.messages().filter((m) => m.to.includes(to)).length
const codeIn = (mail: { subject: string }) => /(\d{6})/.exec(mail.subject)?.[1] as string
const deviceId = () => randomBytes(16).toString('base64url')

/** Opens a mailed device link (a confirm page: the GET approves nothing) and confirms it with the page's POST. */
async function approveByLink(link: string) {
  const path = link.replace('http://localhost:4000', '')
  const confirm = await app.request(path)
  expect(confirm.status).toBe(200)
  const page = await confirm.text()
  expect(page).toContain('Approve this device for Local demo')
  const token = /name="token" value="([^"]+)"/.exec(page)?.[1] as string
  const approve = await app.request('/auth/v1/device/approve', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
  })
  expect(approve.status).toBe(200)
  expect(await approve.text()).toContain('Device approved')
}

/** Logs `email` in on a fresh device through device approval; answers the session and the device. */
async function login(email: string) {
  const device = deviceId()
  const base = { projectId: 'local', email, deviceId: device }
  const seen = mailCount(email)
  expect((await call('/auth/v1/email', base)).body).toEqual({ action: 'VERIFY_DEVICE' })
  const link = /(http:\/\/\S+)/.exec((await mailTo(email, seen)).text)?.[1] as string
  expect((await call('/auth/v1/device', base)).body).toEqual({ approved: false })
  await approveByLink(link)
  expect((await call('/auth/v1/device', base)).body).toEqual({ approved: true })
  const code = codeIn(await mailTo(email, seen + 1))
  const session = await call('/auth/v1/otp', { ...base, otp: code })
  expect(session.status).toBe(200)
  return { session: session.body as { token: string; refreshToken: string; address: string }, device, base }
}
const authed = (token: string, device: string) => ({ authorization: `Bearer ${token}`, 'x-gangway-device': device })

describe('e-mail login over SMTP', () => {
  it('approves a new device by mailed link, then logs in with the mailed code; keys are stored encrypted', async () => {
    const { session, device, base } = await login('alice@example.test')
    expect(session.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(session).toMatchObject({ email: 'alice@example.test', authProvider: 'email', userName: null })
    const me = await call('/auth/v1/me', {}, authed(session.token, device))
    expect(me.body).toEqual({
      email: 'alice@example.test',
      address: session.address,
      authProvider: 'email',
      userName: null,
    })
    // a known device goes straight to a code
    clock += 31_000
    expect((await call('/auth/v1/email', base)).body).toEqual({ action: 'VERIFY_OTP' })
    const row = await database.db
      .selectFrom('auth_wallets')
      .selectAll()
      .where('address', '=', session.address)
      .executeTakeFirstOrThrow()
    expect(row.encrypted_key).not.toMatch(/^0x/)
    const key = envelope.decrypt({ ciphertext: row.encrypted_key, wrappedKey: row.wrapped_key })
    expect(key).toMatch(/^0x[0-9a-f]{64}$/)
    expect(row.encrypted_key).not.toContain(key.slice(2, 20))
    const { privateKeyToAccount } = await import('viem/accounts')
    expect(privateKeyToAccount(key as `0x${string}`).address).toBe(session.address)
  })

  it('gates a new code for 30 s, expires codes, and locks after 5 wrong ones', async () => {
    const { base } = await login('bob@example.test')
    clock += 31_000
    const seen = mailCount('bob@example.test')
    expect((await call('/auth/v1/email', base)).body).toEqual({ action: 'VERIFY_OTP' })
    const code = codeIn(await mailTo('bob@example.test', seen))
    const again = await call('/auth/v1/email', base)
    expect(again).toEqual({
      status: 429,
      body: { code: 'RESEND_TOO_SOON', message: 'Please try again after 30 seconds' },
    })
    clock += 10_000
    expect((await call('/auth/v1/email', base)).body.message).toBe('Please try again after 20 seconds')
    for (let i = 0; i < 4; i++) {
      const wrong = await call('/auth/v1/otp', { ...base, otp: code === '000000' ? '111111' : '000000' })
      expect(wrong).toEqual({ status: 400, body: { code: 'INVALID_CODE', message: 'Invalid code' } })
    }
    const fifth = await call('/auth/v1/otp', { ...base, otp: code === '000000' ? '111111' : '000000' })
    expect(fifth.status).toBe(429)
    expect(fifth.body.code).toBe('LOCKED')
    expect((await call('/auth/v1/otp', { ...base, otp: code })).body.code).toBe('LOCKED')
    expect((await call('/auth/v1/email', base)).body.code).toBe('LOCKED')
    clock += 15 * 60_000
    const fresh = mailCount('bob@example.test')
    expect((await call('/auth/v1/email', base)).body).toEqual({ action: 'VERIFY_OTP' })
    const next = codeIn(await mailTo('bob@example.test', fresh))
    clock += 10 * 60_000
    expect((await call('/auth/v1/otp', { ...base, otp: next })).body).toEqual({
      code: 'CODE_EXPIRED',
      message: 'The code has expired. Ask for a new one',
    })
  })

  it('refuses bad e-mail addresses and other origins, writing nothing', async () => {
    const before = catcher.messages().length
    const bad = await call('/auth/v1/email', { projectId: 'local', email: 'not-an-email', deviceId: deviceId() })
    expect(bad).toEqual({ status: 400, body: { code: 'INVALID_EMAIL', message: 'Invalid email' } })
    // one key for the e-mail login and social linking (issue 33 item 4): a non-ASCII local part (the Kelvin
    // sign, which Unicode lower-casing turned into kelly@…) and a 255-character address are refused, not folded or cut
    for (const email of ['\u212Aelly@example.test', `${'k'.repeat(64)}@${'d'.repeat(177)}.example.test`]) {
      const refused = await call('/auth/v1/email', { projectId: 'local', email, deviceId: deviceId() })
      expect(refused).toEqual({ status: 400, body: { code: 'INVALID_EMAIL', message: 'Invalid email' } })
    }
    expect((await call('/auth/v1/email', { projectId: 'nope', email: 'a@b.test', deviceId: deviceId() })).status).toBe(
      403,
    )
    const foreign = await app.request('/auth/v1/email', {
      method: 'POST',
      headers: { origin: 'http://evil.test', 'content-type': 'application/json' },
      body: JSON.stringify({ projectId: 'local', email: 'a@b.test', deviceId: deviceId() }),
    })
    expect(foreign.status).toBe(403)
    expect(catcher.messages().length).toBe(before)
    const devices = await database.db
      .selectFrom('auth_devices')
      .select('email')
      .where('email', '=', 'a@b.test')
      .execute()
    expect(devices).toEqual([])
  })
})

describe('sessions', () => {
  it('refresh, bind to the device, and sign out revokes', async () => {
    const { session, device } = await login('carol@example.test')
    expect((await call('/auth/v1/me', {}, authed(session.token, deviceId()))).status).toBe(401)
    const refreshed = await call(
      '/auth/v1/refresh',
      { refreshToken: session.refreshToken },
      { 'x-gangway-device': device },
    )
    const next = refreshed.body as { token: string; refreshToken: string }
    expect(refreshed.status).toBe(200)
    // the rotated token used again at once is taken for a second tab racing the first: 409, nothing revoked
    expect(
      (await call('/auth/v1/refresh', { refreshToken: session.refreshToken }, { 'x-gangway-device': device })).status,
    ).toBe(409)
    expect((await call('/auth/v1/me', {}, authed(next.token, device))).status).toBe(200)
    expect((await call('/auth/v1/signout', {}, authed(next.token, device))).status).toBe(200)
    expect(await call('/auth/v1/me', {}, authed(next.token, device))).toEqual({
      status: 401,
      body: { code: 'SESSION_EXPIRED', message: 'Session Expired' },
    })
  })
})

describe('the refresh cookie (how the frame keeps its session when third-party storage is blocked)', () => {
  it('refresh answers set an HttpOnly partitioned cookie; a refresh with only that cookie works; sign-out clears it', async () => {
    const { session, device } = await login('cookie@example.test')
    const refresh = (cookie: string) =>
      app.request('/auth/v1/refresh', {
        method: 'POST',
        headers: { origin: FRAME, 'content-type': 'application/json', 'x-gangway-device': device, cookie },
        body: JSON.stringify({ projectId: 'local' }),
      })
    const first = await refresh(`gangway_refresh_local=${session.refreshToken}`)
    expect(first.status).toBe(200)
    expect(first.headers.get('access-control-allow-credentials')).toBe('true')
    const cookie = first.headers.get('set-cookie') as string
    expect(cookie).toMatch(
      /^gangway_refresh_local=[\w-]+; Max-Age=2592000; Path=\/auth\/v1; HttpOnly; Secure; SameSite=None; Partitioned$/,
    )
    const next = (await first.json()) as { token: string; refreshToken: string }
    expect(cookie).toContain(next.refreshToken)
    // the old one was rotated away (used again at once: a racing tab, 409); no cookie and no token is no session
    expect((await refresh(`gangway_refresh_local=${session.refreshToken}`)).status).toBe(409)
    expect((await refresh('')).status).toBe(401)
    const out = await app.request('/auth/v1/signout', {
      method: 'POST',
      headers: { origin: FRAME, 'content-type': 'application/json', ...authed(next.token, device) },
      body: '{}',
    })
    expect(out.status).toBe(200)
    expect(out.headers.get('set-cookie')).toMatch(/^gangway_refresh_local=; Max-Age=0; Path=\/auth\/v1;.*Partitioned/)
    const preflight = await app.request('/auth/v1/refresh', {
      method: 'OPTIONS',
      headers: { origin: FRAME, 'access-control-request-method': 'POST' },
    })
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true')
  })
})

describe('CORS of /auth/v1 (issue 33 item 11)', () => {
  it('preflights answer the frame origins only: another origin gets no CORS headers, let alone credentials', async () => {
    const server = await serveApp(app)
    try {
      const preflight = (path: string, origin: string) =>
        fetch(`${server.url}${path}`, {
          method: 'OPTIONS',
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type, authorization, x-gangway-device',
          },
        })
      for (const path of ['/auth/v1/refresh', '/auth/v1/rpc', '/auth/v1/me', '/auth/v1/farcaster/connect']) {
        for (const origin of ['https://evil.example', 'http://localhost:5173', 'null']) {
          const res = await preflight(path, origin)
          expect(res.status, `${path} ${origin}`).toBe(403)
          expect(res.headers.get('access-control-allow-origin'), `${path} ${origin}`).toBeNull()
          expect(res.headers.get('access-control-allow-credentials'), `${path} ${origin}`).toBeNull()
        }
        const frame = await preflight(path, FRAME)
        expect(frame.status).toBe(204)
        expect(frame.headers.get('access-control-allow-origin')).toBe(FRAME)
        expect(frame.headers.get('access-control-allow-credentials')).toBe('true')
        expect(frame.headers.get('access-control-allow-headers')).toContain('x-gangway-device')
      }
      // other routes keep answering any origin's preflight (the request itself is checked against the project)
      const other = await preflight('/getWallets', 'https://evil.example')
      expect(other.headers.get('access-control-allow-origin')).toBe('https://evil.example')
      expect(other.headers.get('access-control-allow-credentials')).toBeNull()
    } finally {
      await server.close()
    }
  })
})

describe('embedded wallet RPC', () => {
  it('signs messages and typed data, sends transactions, broadcasts raw ones, proxies reads, refuses the rest', async () => {
    const { session, device } = await login('dave@example.test')
    const headers = authed(session.token, device)
    const rpc = (method: string, params: unknown) => call('/auth/v1/rpc', { method, params, chainId: 31337 }, headers)
    const address = session.address as `0x${string}`

    const signed = await rpc('personal_sign', ['0x68656c6c6f', address])
    expect(await recoverMessageAddress({ message: 'hello', signature: signed.body.result as `0x${string}` })).toBe(
      address,
    )
    const typed = {
      domain: { name: 'Gangway', version: '1', chainId: 31337 },
      types: { EIP712Domain: [{ name: 'name', type: 'string' }], Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'hi' },
    }
    const typedSig = await rpc('eth_signTypedData_v4', [address, JSON.stringify(typed)])
    const { EIP712Domain: _, ...types } = typed.types
    expect(
      await recoverTypedDataAddress({
        ...typed,
        types,
        primaryType: 'Mail',
        signature: typedSig.body.result as `0x${string}`,
      }),
    ).toBe(address)

    const funder = createTestClient({
      mode: 'anvil',
      transport: http(rpcUrl),
      account: mnemonicToAccount('test test test test test test test test test test test junk'),
    })
      .extend(publicActions)
      .extend(walletActions)
    await funder.waitForTransactionReceipt({
      hash: await funder.sendTransaction({ chain: null, to: address, value: parseEther('1') }),
    })
    expect((await rpc('eth_getBalance', [address, 'latest'])).body.result).toBe('0xde0b6b3a7640000')
    const to = '0x000000000000000000000000000000000000dEaD'
    const sent = await rpc('eth_sendTransaction', [{ from: address, to, value: '0x2386f26fc10000' }])
    const receipt = await funder.waitForTransactionReceipt({ hash: sent.body.result as `0x${string}` })
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
    const calls = await rpc('wallet_sendCalls', [
      {
        calls: [
          { to, value: '0x1' },
          { to, value: '0x2' },
        ],
      },
    ])
    const status = await rpc('wallet_getCallsStatus', [(calls.body.result as { id: string }).id])
    expect((status.body.result as { receipts: unknown[] }).receipts).toHaveLength(2)

    expect((await rpc('wallet_sendCalls', [{ calls: [{ to: 'dead', value: '0x1' }] }])).body.message).toBe(
      'to must start with 0x',
    )
    expect((await rpc('wallet_sendCalls', [{ calls: [{ to, data: 'abc' }] }])).body.message).toBe(
      'data must start with 0x',
    )
    // a transaction signed elsewhere (the devnet's second account) is only broadcast: the key takes no part
    const other = mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex: 1 })
    const raw = await other.signTransaction({
      chainId: 31337,
      type: 'eip1559',
      to,
      value: 3n,
      nonce: await funder.getTransactionCount({ address: other.address }),
      gas: 21_000n,
      maxFeePerGas: 10_000_000_000n,
      maxPriorityFeePerGas: 1n,
    })
    const broadcast = await rpc('eth_sendRawTransaction', [raw])
    expect(broadcast.status).toBe(200)
    const rawReceipt = await funder.waitForTransactionReceipt({ hash: broadcast.body.result as `0x${string}` })
    expect(rawReceipt.from.toLowerCase()).toBe(other.address.toLowerCase())
    expect(await rpc('eth_sign', [address, '0x00'])).toEqual({
      status: 400,
      body: { code: 'RPC_NOT_ALLOWED', message: 'Requested RPC call is not allowed' },
    })
    expect(
      (await call('/auth/v1/rpc', { method: 'personal_sign', params: ['0x00', address], chainId: 31337 })).status,
    ).toBe(401)
  }, 60_000)
})

describe('update e-mail', () => {
  it('confirms the current address, then the new one', async () => {
    const { session, device } = await login('erin@example.test')
    const headers = authed(session.token, device)
    const seenOld = mailCount('erin@example.test')
    expect((await call('/auth/v1/email/update', { email: 'erin.new@example.test' }, headers)).body).toEqual({
      action: 'VERIFY_PRIMARY_OTP',
    })
    const primary = codeIn(await mailTo('erin@example.test', seenOld))
    expect((await call('/auth/v1/email/update/primary', { otp: primary }, headers)).body).toEqual({
      action: 'VERIFY_SECONDARY_OTP',
    })
    const secondary = codeIn(await mailTo('erin.new@example.test', 0))
    expect((await call('/auth/v1/email/update/secondary', { otp: secondary }, headers)).body).toEqual({
      newEmail: 'erin.new@example.test',
      action: 'VERIFY_SECONDARY_OTP',
    })
    expect((await call('/auth/v1/me', {}, headers)).body).toEqual({
      email: 'erin.new@example.test',
      address: session.address,
      authProvider: 'email',
      userName: null,
    })
    expect((await call('/auth/v1/email/update', { email: 'bad' }, headers)).body.message).toBe('Invalid email')
  })
})
