import type { SocialLoginProvider } from '@gangway/protocol'
import { ConstantsUtil } from '../constants.ts'
import { KitError, KitErrorCode, KitErrorMessage } from '../errors/KitError.ts'
import type { FrameClient } from '../frame/createFrameClient.ts'
import { preferredEmbeddedAccountType } from '../frame/preferredEmbeddedAccountType.ts'
import type { Kit } from '../Kit.ts'
import { openBlankPopup, POPUP_FEATURES } from '../popup/openBlankPopup.ts'
import { connectEmbedded, embeddedWallet } from './emailLogin.ts'
import { emitEvent } from './emitEvent.ts'
import { signInEmbedded } from './signInEmbedded.ts'
import { isTelegram } from './socialsForPlatform.ts'
import { whileModalOpen } from './whileModalOpen.ts'

export type ConnectSocialParameters = SocialLoginProvider
export type ConnectSocialReturnType = undefined
export type ConnectSocialErrorType = KitError

/** The popup's window name and features (SPEC §9: 600 by 800). */
export const SOCIAL_POPUP_NAME = 'gangway-social'
export const SOCIAL_POPUP_FEATURES = POPUP_FEATURES

const fail = (code: KitErrorCode, message: string, cause?: unknown) =>
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
export function connectSocial(kit: Kit, provider: SocialLoginProvider): Promise<void> {
  const win = globalThis.window
  kit.stores.social.set({ provider, status: 'connecting', error: undefined })
  emitEvent(kit, 'SOCIAL_LOGIN_STARTED', { provider })
  if (!win) return tracked(kit, Promise.reject(fail(KitErrorCode.POPUP_BLOCKED, KitErrorMessage.POPUP_BLOCKED)))
  // (the page leaves for the provider: success is reported when it comes back, by connectSocialResult)
  if (isTelegram(win as never)) return tracked(kit, redirectPage(kit, provider, win), false)
  // nothing may be awaited before this: a popup opened after an await is no longer the click's
  const popup = openBlankPopup(win, SOCIAL_POPUP_NAME)
  if (!popup) return tracked(kit, Promise.reject(fail(KitErrorCode.POPUP_BLOCKED, KitErrorMessage.POPUP_BLOCKED)))
  return tracked(kit, withPopup(kit, provider, win, popup))
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
      if (error instanceof KitError && error.code === KitErrorCode.MODAL_CLOSED) {
        kit.stores.social.set({ provider: undefined, status: 'idle', error: undefined })
      } else {
        const known = error instanceof KitError
        kit.stores.social.set({
          status: 'error',
          error: {
            code: known ? error.code : KitErrorCode.SOCIAL_CONNECT_FAILED,
            message: known ? error.message : KitErrorMessage.SOCIAL_CONNECT_FAILED,
          },
        })
      }
      throw error
    },
  )
}

async function withPopup(kit: Kit, provider: SocialLoginProvider, win: Window, popup: Window): Promise<void> {
  let stopWatching: () => void = () => undefined
  // rejects 'Popup closed' when the visitor closes the popup before the provider sent it back
  const closed = new Promise<never>((_, reject) => {
    const timer = setInterval(() => {
      if (!popup.closed) return
      stopWatching()
      reject(fail(KitErrorCode.POPUP_CLOSED, KitErrorMessage.POPUP_CLOSED))
    }, ConstantsUtil.POPUP_CLOSE_POLL_MS)
    kit.timers.add(timer as unknown as ReturnType<typeof setTimeout>)
    stopWatching = () => {
      clearInterval(timer)
      kit.timers.delete(timer as unknown as ReturnType<typeof setTimeout>)
    }
  })
  closed.catch(() => undefined)
  let stopListening: () => void = () => undefined
  try {
    let frame: FrameClient
    let uri: string
    try {
      frame = await embeddedWallet(kit).frame()
      uri = (await whileModalOpen(kit, race(frame.request('GET_SOCIAL_REDIRECT_URI', { provider }), closed))).uri
    } catch (error) {
      throw error instanceof KitError
        ? error
        : fail(KitErrorCode.SOCIAL_INIT_FAILED, KitErrorMessage.SOCIAL_INIT_FAILED, error)
    }
    const frameOrigin = new URL(kit.options.frameUrl).origin
    const result = new Promise<string>((resolve) => {
      const onMessage = (event: MessageEvent) => {
        if (event.origin !== frameOrigin || event.source !== popup) return
        const resultUri = (event.data as { resultUri?: unknown } | null)?.resultUri
        if (typeof resultUri !== 'string') return
        stopListening()
        resolve(resultUri)
      }
      win.addEventListener('message', onMessage)
      stopListening = () => win.removeEventListener('message', onMessage)
    })
    popup.location.href = uri
    const resultUri = await whileModalOpen(kit, race(result, closed))
    stopWatching()
    popup.close()
    await finish(kit, frame, resultUri)
  } catch (error) {
    try {
      popup.close()
    } catch {
      // already gone
    }
    throw error
  } finally {
    stopWatching()
    stopListening()
  }
}

/** CONNECT_SOCIAL with the provider's answer, then the embedded wallet connects as after an e-mail login. */
async function finish(kit: Kit, frame: FrameClient, uri: string): Promise<void> {
  try {
    const preferredAccountType = preferredEmbeddedAccountType(kit)
    await whileModalOpen(
      kit,
      frame.request('CONNECT_SOCIAL', { uri, ...(preferredAccountType ? { preferredAccountType } : {}) }),
    )
  } catch (error) {
    throw error instanceof KitError
      ? error
      : fail(KitErrorCode.SOCIAL_CONNECT_FAILED, KitErrorMessage.SOCIAL_CONNECT_FAILED, error)
  }
  await whileModalOpen(kit, signInEmbedded(kit))
  await connectEmbedded(kit)
}

/**
 * Telegram's in-app browser (no popups): the frame's authorization URL is asked with `returnTo` = this page,
 * and the page goes to the provider. The callback page sends the visitor back here with `result_uri`, which
 * `connectSocialResult` (run at start) finishes. Resolves when the page is leaving.
 */
async function redirectPage(kit: Kit, provider: SocialLoginProvider, win: Window): Promise<void> {
  let uri: string
  try {
    const frame = await embeddedWallet(kit).frame()
    ;({ uri } = await frame.request('GET_SOCIAL_REDIRECT_URI', { provider, returnTo: win.location.href }))
  } catch (error) {
    throw error instanceof KitError
      ? error
      : fail(KitErrorCode.SOCIAL_INIT_FAILED, KitErrorMessage.SOCIAL_INIT_FAILED, error)
  }
  win.location.assign(uri)
}

/** The result URI query parameter of the login without popup (AppKit's name). */
export const RESULT_URI_PARAM = 'result_uri'

/**
 * SPEC §4 "A Telegram flow reads a result_uri query parameter then removes it": when the page was loaded
 * with `?result_uri=…` (the social login's way back without a popup), it is removed from the address at once
 * (`history.replaceState`, other parameters and the hash kept) and the login is finished with it
 * (CONNECT_SOCIAL, then the embedded wallet connects). Resolves false when there was none.
 */
export async function connectSocialResult(kit: Kit): Promise<boolean> {
  const win = globalThis.window
  if (!win) return false
  const url = new URL(win.location.href)
  const uri = url.searchParams.get(RESULT_URI_PARAM)
  if (uri === null) return false
  url.searchParams.delete(RESULT_URI_PARAM)
  win.history.replaceState(win.history.state, '', url.href)
  if (!uri || !kit.embedded) return false
  try {
    await finish(kit, await embeddedWallet(kit).frame(), uri)
  } catch (error) {
    emitEvent(kit, 'SOCIAL_LOGIN_ERROR', { message: error instanceof Error ? error.message : String(error) })
    throw error
  }
  emitEvent(kit, 'SOCIAL_LOGIN_SUCCESS')
  return true
}

function race<T>(work: Promise<T>, closed: Promise<never>): Promise<T> {
  return Promise.race([work, closed])
}
