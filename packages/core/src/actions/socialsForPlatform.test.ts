import { describe, expect, it } from 'vitest'
import type { SocialProvider } from '../options/Features.ts'
import { isTelegram, socialsForPlatform } from './socialsForPlatform.ts'

const ALL: SocialProvider[] = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']
const UA = {
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120',
}
const win = (ua: string, telegram: boolean) => ({
  navigator: { userAgent: ua },
  ...(telegram ? { TelegramWebviewProxy: {} } : {}),
})

describe('socialsForPlatform (SPEC §9: the Telegram flow filters socials by platform)', () => {
  it("knows Telegram by its globals (AppKit's check)", () => {
    expect(isTelegram(win(UA.linux, false))).toBe(false)
    expect(isTelegram(win(UA.linux, true))).toBe(true)
    expect(isTelegram({ navigator: { userAgent: '' }, Telegram: { WebApp: {} } })).toBe(true)
    expect(isTelegram({ navigator: { userAgent: '' }, TelegramWebviewProxyProto: {} })).toBe(true)
  })

  it('inside Telegram: no Google on iOS, no X on macOS, no Facebook and X on Android; order kept', () => {
    expect(socialsForPlatform(ALL, win(UA.ios, true))).toEqual([
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
    expect(socialsForPlatform(ALL, win(UA.mac, true))).toEqual([
      'google',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
    expect(socialsForPlatform(ALL, win(UA.android, true))).toEqual([
      'google',
      'discord',
      'farcaster',
      'github',
      'apple',
    ])
    expect(socialsForPlatform(ALL, win(UA.linux, true))).toEqual(ALL)
  })

  it('outside Telegram nothing is filtered', () => {
    for (const ua of Object.values(UA)) expect(socialsForPlatform(ALL, win(ua, false))).toEqual(ALL)
  })
})
