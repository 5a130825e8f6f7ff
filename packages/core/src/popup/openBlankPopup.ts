import { ConstantsUtil } from '../constants.ts'

/** A popup's window features (SPEC §9: 600 by 800), with scrollbars. */
export const POPUP_FEATURES = `width=${ConstantsUtil.POPUP_WIDTH},height=${ConstantsUtil.POPUP_HEIGHT},scrollbars=yes`

/**
 * Opens an empty window named `name` (600 by 800) for a page to be sent to later (a social login, an on-ramp
 * provider). Call it inside the click, before anything is awaited: popup blockers allow only that. Answers
 * null when the browser opened none (a blocker) or there is no window (a server).
 */
export function openBlankPopup(win: Window | undefined, name: string): Window | null {
  try {
    return win?.open('', name, POPUP_FEATURES) ?? null
  } catch {
    return null
  }
}
