import { FARCASTER_EXPIRED_MESSAGE } from '@gangway/protocol'
import { KitError, KitErrorMessage } from '../errors/KitError.ts'
import type { Kit } from '../Kit.ts'
import { connectEmbedded, embeddedWallet } from './emailLogin.ts'
import { signInEmbedded } from './signInEmbedded.ts'
import { isModalClosed, whileModalOpen } from './whileModalOpen.ts'

export type ConnectFarcasterParameters = {
  /** When the link of `getFarcasterUri` expires (epoch ms): the wait ends then. */
  expiresAt: number
}
export type ConnectFarcasterReturnType = { userName: string; fid: number | undefined }
export type ConnectFarcasterErrorType = KitError

/**
 * Farcaster sign-in, step 2 (SPEC §4): waits until the visitor signed in with the Farcaster app on the link
 * of `getFarcasterUri` (CONNECT_FARCASTER; the frame then signs in with the server, which verifies the
 * message against Farcaster's registries), then connects the embedded wallet exactly as after an e-mail
 * code — with `siwx` signed in the same step — and the account shows `socialProvider: 'farcaster'`,
 * `embeddedWalletInfo.authProvider: 'farcaster'` and the username. The link expiring first is
 * FARCASTER_URL_EXPIRED; every other failure 'Failed to connect to farcaster' (FARCASTER_CONNECT_FAILED, the
 * frame's or server's reason as `cause`); the dialog closing first 'Modal closed'.
 *
 * @example
 * const { url, expiresAt } = await getFarcasterUri(kit) // show url as a QR code
 * const { userName, fid } = await connectFarcaster(kit, { expiresAt })
 */
export async function connectFarcaster(
  kit: Kit,
  params: ConnectFarcasterParameters,
): Promise<ConnectFarcasterReturnType> {
  const expired = (cause?: unknown) =>
    new KitError('FARCASTER_URL_EXPIRED', KitErrorMessage.FARCASTER_CONNECT_FAILED, { cause })
  if (Date.now() >= params.expiresAt) throw expired()
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    const frame = await embeddedWallet(kit).frame()
    const signedIn = await whileModalOpen(
      kit,
      Promise.race([
        frame.request('CONNECT_FARCASTER', undefined),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(expired()), Math.max(0, params.expiresAt - Date.now()))
        }),
      ]),
    )
    clearTimeout(timer)
    await whileModalOpen(kit, signInEmbedded(kit))
    await connectEmbedded(kit)
    return { userName: signedIn.userName, fid: signedIn.fid }
  } catch (error) {
    clearTimeout(timer)
    if (isModalClosed(error)) throw error
    if (error instanceof KitError && error.code === 'FARCASTER_URL_EXPIRED') throw error
    if (error instanceof Error && error.message === FARCASTER_EXPIRED_MESSAGE) throw expired(error)
    throw new KitError('FARCASTER_CONNECT_FAILED', KitErrorMessage.FARCASTER_CONNECT_FAILED, {
      cause: error,
    })
  }
}
