import { openBlankPopup, POPUP_FEATURES } from '../popup/openBlankPopup.ts'
import { isTelegram } from './socialsForPlatform.ts'

/** The social login popup's window name and features (SPEC §9: 600 by 800). */
export const SOCIAL_POPUP_NAME = 'gangway-social'
export const SOCIAL_POPUP_FEATURES = POPUP_FEATURES

/**
 * Opens the social login's popup, blank (`connectSocial` sends it to the provider). Call it inside the click,
 * before anything is awaited — popup blockers allow only that —, then hand it to
 * `connectSocial(kit, provider, { popup })`: what a caller that loads `connectSocial` after the click does
 * (the dialog's social buttons). Answers null when the browser opened none, and opens none without a window
 * or inside Telegram (there the page itself goes to the provider: `connectSocial` ignores `popup`).
 */
export function openSocialPopup(win: Window | undefined): Window | null {
  if (!win || isTelegram(win as never)) return null
  return openBlankPopup(win, SOCIAL_POPUP_NAME)
}
