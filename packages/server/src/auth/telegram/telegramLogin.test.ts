import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AuthHarness, startAuthHarness } from '../../test/authHarness.ts'
import { databaseTargets } from '../../test/databaseTargets.ts'
import { telegramData as sign } from '../../test/telegramData.ts'

const BOT = '123456789:AAH-test_bot_token_for_gangway_0123'
const telegramData = (fields: Record<string, string | number>) => sign(fields, BOT)

describe.each(databaseTargets())('Telegram login (/auth/v1/telegram, $name)', ({ target }) => {
  let h: AuthHarness
  beforeAll(async () => {
    h = await startAuthHarness(await target(), { config: { telegramBotToken: BOT, telegramAuthMaxAgeSeconds: 300 } })
  }, 60_000)
  afterAll(() => h?.close())

  const now = () => Math.floor(h.clock.now / 1000)
  const login = (data: unknown, deviceId = h.deviceId()) =>
    h.call('/auth/v1/telegram', { projectId: 'local', deviceId, data })
  const users = async () => (await h.db.selectFrom('auth_users').selectAll().execute()).length

  it('valid widget data signs in with an embedded wallet; the same Telegram user again gets the same wallet', async () => {
    const device = h.deviceId()
    const first = await login(telegramData({ id: 5001, first_name: 'Ada', username: 'ada', auth_date: now() }), device)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ email: null, authProvider: 'telegram', userName: 'ada' })
    expect(first.body.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(first.headers.get('set-cookie')).toContain('gangway_refresh_local=')
    const me = await h.call('/auth/v1/me', {}, h.authed(first.body.token as string, device))
    expect(me.body).toEqual({ email: null, address: first.body.address, authProvider: 'telegram', userName: 'ada' })
    // no username on Telegram: the first name is shown
    const again = await login(telegramData({ id: 5001, first_name: 'Ada', auth_date: now() - 1 }))
    expect(again.status).toBe(200)
    expect(again.body).toMatchObject({ address: first.body.address, userName: 'Ada' })
    const other = await login(telegramData({ id: 5002, first_name: 'Bo', auth_date: now() }))
    expect(other.body.address).not.toBe(first.body.address)
  })

  it('tampered, expired and replayed data are refused and create nothing', async () => {
    const before = await users()
    const data = telegramData({ id: 6001, first_name: 'Eve', auth_date: now() })
    const tampered = await login({ ...data, id: 6002 })
    expect(tampered.status).toBe(401)
    expect(tampered.body.code).toBe('TELEGRAM_INVALID')
    const expired = await login(telegramData({ id: 6001, first_name: 'Eve', auth_date: now() - 301 }))
    expect(expired.status).toBe(401)
    expect(expired.body).toEqual({ code: 'TELEGRAM_EXPIRED', message: 'The Telegram login is too old. Sign in again' })
    expect((await login(data, 'short')).status).toBe(400)
    expect(await users()).toBe(before)

    expect((await login(data)).status).toBe(200)
    const replay = await login(data)
    expect(replay.status).toBe(401)
    expect(replay.body).toEqual({
      code: 'TELEGRAM_EXPIRED',
      message: 'This Telegram login was used already. Sign in again',
    })
    expect(await users()).toBe(before + 1)
  })
})

describe('Telegram login limits', () => {
  it('sign-ins per caller address are limited (429)', async () => {
    const h = await startAuthHarness(
      { kind: 'pglite', dataDir: undefined },
      { config: { telegramBotToken: BOT, authSigninsPerIpPerMinute: 2 } },
    )
    try {
      const now = Math.floor(h.clock.now / 1000)
      const statuses = []
      for (let i = 0; i < 3; i++) {
        const data = telegramData({ id: 7000 + i, first_name: 'A', auth_date: now })
        statuses.push((await h.call('/auth/v1/telegram', { projectId: 'local', deviceId: h.deviceId(), data })).status)
      }
      expect(statuses).toEqual([200, 200, 429])
    } finally {
      await h.close()
    }
  })
})

describe('Telegram login without a bot token', () => {
  it('answers 503 PROVIDER_NOT_CONFIGURED', async () => {
    const h = await startAuthHarness({ kind: 'pglite', dataDir: undefined })
    try {
      const data = telegramData({ id: 1, first_name: 'A', auth_date: Math.floor(Date.now() / 1000) })
      const answer = await h.call('/auth/v1/telegram', { projectId: 'local', deviceId: h.deviceId(), data })
      expect(answer.status).toBe(503)
      expect(answer.body.code).toBe('PROVIDER_NOT_CONFIGURED')
    } finally {
      await h.close()
    }
  })
})
