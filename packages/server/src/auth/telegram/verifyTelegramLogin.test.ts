import { describe, expect, it } from 'vitest'
import { telegramData as sign } from '../../test/telegramData.ts'
import { AuthError } from '../AuthError.ts'
import { verifyTelegramLogin } from './verifyTelegramLogin.ts'

const BOT = '123456789:AAH-test_bot_token_for_gangway_0123'
const NOW = 1_800_000_000_000

const telegramData = <T extends Record<string, string | number>>(fields: T, botToken = BOT) => sign(fields, botToken)

const user = (over: Record<string, string | number> = {}) => ({
  id: 42_000_001,
  first_name: 'Ada',
  last_name: 'Lovelace',
  username: 'ada',
  photo_url: 'https://t.me/i/userpic/320/ada.jpg',
  auth_date: NOW / 1000 - 30,
  ...over,
})
const verify = (data: unknown, now = NOW, maxAgeSeconds = 300) =>
  verifyTelegramLogin(data, { botToken: BOT, maxAgeSeconds, now })
const refusal = (f: () => unknown) => {
  try {
    f()
  } catch (error) {
    if (error instanceof AuthError) return { status: error.status, code: error.code, message: error.message }
    throw error
  }
  throw new Error('not refused')
}

describe('verifyTelegramLogin (Telegram’s HMAC check)', () => {
  it('accepts data signed for the bot, numbers or strings alike, and answers the user', () => {
    expect(verify(telegramData(user()))).toEqual({
      id: '42000001',
      username: 'ada',
      firstName: 'Ada',
      authDate: NOW / 1000 - 30,
    })
    const asText = telegramData({ id: '7', first_name: 'Bo', auth_date: String(NOW / 1000) })
    expect(verify(asText)).toMatchObject({ id: '7', username: null, firstName: 'Bo' })
  })

  it('refuses tampered data: any field changed, added or removed, another bot’s signature, a changed hash', () => {
    const data = telegramData(user())
    for (const tampered of [
      { ...data, id: 42_000_002 },
      { ...data, username: 'admin' },
      { ...data, auth_date: data.auth_date + 1 },
      { ...data, extra: 'x' },
      (({ photo_url: _, ...rest }) => rest)(data),
      telegramData(user(), '987654321:AAH-another_bot_token_0123456789'),
      { ...data, hash: data.hash.replace(/^./, (c) => (c === '0' ? '1' : '0')) },
    ]) {
      expect(refusal(() => verify(tampered))).toMatchObject({ status: 401, code: 'TELEGRAM_INVALID' })
    }
  })

  it('refuses data older than the maximum age, and data from the future', () => {
    const old = telegramData(user({ auth_date: NOW / 1000 - 301 }))
    expect(refusal(() => verify(old))).toEqual({
      status: 401,
      code: 'TELEGRAM_EXPIRED',
      message: 'The Telegram login is too old. Sign in again',
    })
    expect(verify(old, NOW, 600)).toMatchObject({ id: '42000001' })
    expect(refusal(() => verify(telegramData(user({ auth_date: NOW / 1000 + 120 }))))).toMatchObject({
      code: 'TELEGRAM_INVALID',
    })
  })

  it('refuses what is not the widget’s data', () => {
    for (const bad of [
      undefined,
      null,
      'id=1',
      [1, 2],
      { ...telegramData(user()), hash: 'zz' },
      (({ hash: _, ...rest }) => rest)(telegramData(user())),
      telegramData(user({ id: 'abc' })),
      telegramData(user({ auth_date: 'yesterday' })),
      { ...telegramData(user()), nested: { a: 1 } },
      { ...telegramData(user()), 'Bad-Key': '1' },
      { ...telegramData(user()), first_name: 'x'.repeat(2000) },
    ]) {
      expect(refusal(() => verify(bad))).toMatchObject({ status: 401, code: 'TELEGRAM_INVALID' })
    }
  })
})
