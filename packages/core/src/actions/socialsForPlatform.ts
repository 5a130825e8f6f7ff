import type { SocialProvider } from '../options/Features.ts'

/** What the platform checks read: a window's navigator and globals (so tests can pass their own). */
export type PlatformWindow = { navigator: { userAgent: string }; [key: string]: unknown }

/**
 * Whether the page runs inside Telegram's in-app browser or a Telegram Mini App (AppKit's check: one of
 * Telegram's globals is on the window). There a popup cannot be used: social login navigates the page itself.
 */
export function isTelegram(win: PlatformWindow | undefined = globalThis.window as unknown as PlatformWindow) {
  if (!win) return false
  return Boolean(win.TelegramWebviewProxy || win.Telegram || win.TelegramWebviewProxyProto)
}

const isIos = (ua: string) => /iPhone|iPad|iPod/i.test(ua)
const isAndroid = (ua: string) => /Android/i.test(ua)
const isMac = (ua: string) => /Macintosh|Mac OS X/i.test(ua) && !isIos(ua)

/**
 * SPEC §9 "Telegram flow filters out some socials by platform" — AppKit's rules: inside Telegram, Google is
 * not offered on iOS (Google refuses embedded web views), X not on macOS, Facebook and X not on Android.
 * Outside Telegram the list is unchanged.
 */
export function socialsForPlatform(
  socials: readonly SocialProvider[],
  win: PlatformWindow | undefined = globalThis.window as unknown as PlatformWindow,
): SocialProvider[] {
  if (!win || !isTelegram(win)) return [...socials]
  const ua = win.navigator.userAgent
  const hidden = new Set<SocialProvider>()
  if (isIos(ua)) hidden.add('google')
  if (isMac(ua)) hidden.add('x')
  if (isAndroid(ua)) {
    hidden.add('facebook')
    hidden.add('x')
  }
  return socials.filter((s) => !hidden.has(s))
}
