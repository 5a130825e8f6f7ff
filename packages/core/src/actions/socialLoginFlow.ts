import type { SocialLoginProvider } from '@gangway/protocol'
import { ConstantsUtil } from '../constants.ts'
import { KitError, KitErrorMessage } from '../errors/KitError.ts'
import type { FrameClient } from '../frame/createFrameClient.ts'
import { preferredEmbeddedAccountType } from '../frame/preferredEmbeddedAccountType.ts'
import type { Kit } from '../Kit.ts'
import { fail, RESULT_URI_PARAM } from './connectSocial.ts'
import { connectEmbedded, embeddedWallet } from './emailLogin.ts'
import { emitEvent } from './emitEvent.ts'
import { signInEmbedded } from './signInEmbedded.ts'
import { whileModalOpen } from './whileModalOpen.ts'

/*
 * The social login after its popup opened (`connectSocial`, which loads this chunk then), the Telegram
 * redirect, and the way back of that redirect (`connectSocialResult`, loaded at start only when the address
 * has a result). Split from `connectSocial.ts` so the Connect view's social buttons carry only the part a
 * click runs synchronously (issue 38).
 */

export async function withPopup(kit: Kit, provider: SocialLoginProvider, win: Window, popup: Window): Promise<void> {
  let stopWatching: () => void = () => undefined
  // rejects 'Popup closed' when the visitor closes the popup before the provider sent it back
  const closed = new Promise<never>((_, reject) => {
    const timer = setInterval(() => {
      if (!popup.closed) return
      stopWatching()
      reject(fail('POPUP_CLOSED', KitErrorMessage.POPUP_CLOSED))
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
      throw error instanceof KitError ? error : fail('SOCIAL_INIT_FAILED', KitErrorMessage.SOCIAL_INIT_FAILED, error)
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
      : fail('SOCIAL_CONNECT_FAILED', KitErrorMessage.SOCIAL_CONNECT_FAILED, error)
  }
  await whileModalOpen(kit, signInEmbedded(kit))
  await connectEmbedded(kit)
}

/**
 * Telegram's in-app browser (no popups): the frame's authorization URL is asked with `returnTo` = this page,
 * and the page goes to the provider. The callback page sends the visitor back here with `result_uri`, which
 * `connectSocialResult` (run at start) finishes. Resolves when the page is leaving.
 */
export async function redirectPage(kit: Kit, provider: SocialLoginProvider, win: Window): Promise<void> {
  let uri: string
  try {
    const frame = await embeddedWallet(kit).frame()
    ;({ uri } = await frame.request('GET_SOCIAL_REDIRECT_URI', { provider, returnTo: win.location.href }))
  } catch (error) {
    throw error instanceof KitError ? error : fail('SOCIAL_INIT_FAILED', KitErrorMessage.SOCIAL_INIT_FAILED, error)
  }
  win.location.assign(uri)
}

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
