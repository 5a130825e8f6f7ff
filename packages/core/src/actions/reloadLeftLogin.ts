import type { Kit } from '../Kit.ts'
import { getAccount } from './getAccount.ts'

/** The views of a login under way (a code, a device approval or a Farcaster sign-in awaited from the frame). */
const LOGIN_VIEWS = new Set(['EmailVerifyOtp', 'EmailVerifyDevice', 'ConnectingFarcaster'])

/**
 * When the visitor leaves an e-mail login half-way (back or close from EmailVerifyOtp / EmailVerifyDevice,
 * not connected), the secure frame gets RELOAD (SPEC §7): its page starts over, so no device poll or pending
 * e-mail lingers for 120 s, and the frame's open requests end with 'Request was aborted'. Leaving
 * ConnectingFarcaster does the same (the frame stops asking the relay), as AppKit does. Runs in the background; a frame that is not there is left alone.
 */
export function reloadLeftLogin(kit: Kit): void {
  const { history } = kit.stores.router.get()
  const top = history[history.length - 1]?.view
  if (!top || !LOGIN_VIEWS.has(top) || getAccount(kit, 'eip155').isConnected) return
  void kit.embedded
    ?.current()
    ?.reload()
    .catch(() => undefined)
}
