import type { SocialLoginProvider } from '@gangway/protocol'
import { KitError, type KitErrorCode, KitErrorMessage } from '../errors/KitError.ts'
import type { Kit } from '../Kit.ts'
import { emitEvent } from './emitEvent.ts'
import { openSocialPopup } from './openSocialPopup.ts'
import { isTelegram } from './socialsForPlatform.ts'

export type ConnectSocialParameters = SocialLoginProvider
/**
 * `popup`: a window the caller opened itself in the click (`openSocialPopup(window)`,
 * null when the browser opened none), for a caller that loads this action after the click — the dialog's
 * social buttons do (issue 38). Without it the action opens the popup itself, so it must then be called in
 * the click.
 */
export type ConnectSocialOptions = { popup?: Window | null }
export type ConnectSocialReturnType = undefined
export type ConnectSocialErrorType = KitError

export { SOCIAL_POPUP_FEATURES, SOCIAL_POPUP_NAME } from './openSocialPopup.ts'

/** What happens after the popup opened (or the page leaves, in Telegram): `socialLoginFlow.ts`, loaded then. */
const loginFlow = () => import('./socialLoginFlow.ts')

export const fail = (code: KitErrorCode, message: string, cause?: unknown) =>
  new KitError(code, message, cause === undefined ? {} : { cause })

/**
 * Social login (SPEC §4: popup opens, redirect, message with result address, then connect; it fails if the
 * popup is closed). Call it straight from the click handler: the popup is opened **synchronously** (blank,
 * so popup blockers allow it), then the frame's GET_SOCIAL_REDIRECT_URI sends it to the provider. The
 * provider sends it back to the frame origin's `/social/callback`, which posts `{ resultUri }` here; only a
 * message whose origin is the frame's and whose source is the popup counts. CONNECT_SOCIAL signs in with
 * it, the popup is closed, and the embedded wallet connects exactly as after an e-mail login (sign-in with
 * X in the same step when the site uses it). The popup is checked every second (SPEC §9): closed before the
 * answer → 'Popup closed'. Frame failures: 'Failed to initiate social connection' / 'Failed to connect'.
 * Inside Telegram (no popups) the page itself goes to the provider; see `connectSocialResult`.
 *
 * @example
 * button.onclick = () => connectSocial(kit, 'github').catch((e) => show(e.message))
 */
export function connectSocial(
  kit: Kit,
  provider: SocialLoginProvider,
  options: ConnectSocialOptions = {},
): Promise<void> {
  const win = globalThis.window
  kit.stores.social.set({ provider, status: 'connecting', error: undefined })
  emitEvent(kit, 'SOCIAL_LOGIN_STARTED', { provider })
  if (!win) {
    options.popup?.close()
    return tracked(kit, Promise.reject(fail('POPUP_BLOCKED', KitErrorMessage.POPUP_BLOCKED)))
  }
  // (the page leaves for the provider: success is reported when it comes back, by connectSocialResult)
  if (isTelegram(win as never))
    return tracked(
      kit,
      loginFlow().then((m) => m.redirectPage(kit, provider, win)),
      false,
    )
  // nothing may be awaited before this: a popup opened after an await is no longer the click's
  const popup = 'popup' in options ? (options.popup ?? null) : openSocialPopup(win)
  if (!popup) return tracked(kit, Promise.reject(fail('POPUP_BLOCKED', KitErrorMessage.POPUP_BLOCKED)))
  // the rest of the login (the frame, the provider's answer, the connection) is a chunk of its own
  const flow = loginFlow().then(
    (m) => m.withPopup(kit, provider, win, popup),
    (error: unknown) => {
      popup.close()
      throw fail('SOCIAL_INIT_FAILED', KitErrorMessage.SOCIAL_INIT_FAILED, error)
    },
  )
  return tracked(kit, flow)
}

/**
 * Keeps the social store in step (idle after a success or a closed dialog, else the failure) and tells the
 * site (AppKit's SOCIAL_LOGIN_SUCCESS / SOCIAL_LOGIN_ERROR with the provider).
 */
function tracked(kit: Kit, work: Promise<void>, reportSuccess = true): Promise<void> {
  const provider = kit.stores.social.get().provider
  return work.then(
    () => {
      kit.stores.social.set({ provider: undefined, status: 'idle', error: undefined })
      if (reportSuccess) emitEvent(kit, 'SOCIAL_LOGIN_SUCCESS', { provider })
    },
    (error: unknown) => {
      emitEvent(kit, 'SOCIAL_LOGIN_ERROR', {
        provider,
        message: error instanceof Error ? error.message : KitErrorMessage.SOCIAL_CONNECT_FAILED,
      })
      if (error instanceof KitError && error.code === 'MODAL_CLOSED') {
        kit.stores.social.set({ provider: undefined, status: 'idle', error: undefined })
      } else {
        const known = error instanceof KitError
        kit.stores.social.set({
          status: 'error',
          error: {
            code: known ? error.code : 'SOCIAL_CONNECT_FAILED',
            message: known ? error.message : KitErrorMessage.SOCIAL_CONNECT_FAILED,
          },
        })
      }
      throw error
    },
  )
}

/** The result URI query parameter of the login without popup (AppKit's name). */
export const RESULT_URI_PARAM = 'result_uri'
