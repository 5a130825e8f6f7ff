import { ConstantsUtil } from '../constants.ts'
import { KitError, KitErrorMessage } from '../errors/KitError.ts'
import type { Kit } from '../Kit.ts'
import { embeddedWallet } from './emailLogin.ts'
import { isModalClosed, whileModalOpen } from './whileModalOpen.ts'

export type GetFarcasterUriReturnType = {
  /** The Farcaster sign-in link (shown as a QR code and a link). */
  url: string
  /** When it stops working (epoch ms): the view then offers a new one. */
  expiresAt: number
}
export type GetFarcasterUriErrorType = KitError

/**
 * Farcaster sign-in, step 1 (SPEC §4 "Farcaster login shows a URL in the dialog"): the secure frame opens a
 * channel on the Gangway server's Farcaster relay (GET_FARCASTER_URI) and answers its link, which the
 * ConnectingFarcaster view shows; it works for 10 minutes. Failures are 'Failed to connect to farcaster'
 * (code FARCASTER_CONNECT_FAILED); the dialog closing first answers 'Modal closed'.
 *
 * @example
 * const { url, expiresAt } = await getFarcasterUri(kit)
 * await connectFarcaster(kit, { expiresAt })
 */
export async function getFarcasterUri(kit: Kit): Promise<GetFarcasterUriReturnType> {
  const asked = Date.now()
  try {
    const frame = await embeddedWallet(kit).frame()
    const { url, expiresAt } = await whileModalOpen(kit, frame.request('GET_FARCASTER_URI', undefined))
    const until = expiresAt === undefined ? Number.NaN : Date.parse(expiresAt)
    return {
      url,
      expiresAt: Number.isFinite(until) ? until : asked + ConstantsUtil.FARCASTER_URL_EXPIRY_MS,
    }
  } catch (error) {
    if (isModalClosed(error)) throw error
    throw new KitError('FARCASTER_CONNECT_FAILED', KitErrorMessage.FARCASTER_CONNECT_FAILED, {
      cause: error,
    })
  }
}
