import type { Kit } from '../Kit.ts'
import { closeModal } from './closeModal.ts'
import { shakeModal } from './shakeModal.ts'

/**
 * The visitor closes the dialog (Esc, the backdrop, the close button) — AppKit's `safeClose`: while the wallet
 * is on a network the site does not support (UnsupportedChain, or SwitchNetwork reached from it) the dialog
 * shakes instead (500 ms) and stays: a network must be chosen, or the wallet disconnected. On the sign-in view
 * (SIWXSignMessage) closing only closes (issue 36: closing is not a decision to disconnect — the view's Cancel
 * is): the wallet stays connected, not signed in, and opening the dialog again shows the prompt again
 * (`openModal`). Else it closes.
 */
export function safeCloseModal(kit: Kit): void {
  const views = kit.stores.router.get().history.map((entry) => entry.view)
  const top = views[views.length - 1]
  const choosing = top === 'UnsupportedChain' || (top === 'SwitchNetwork' && views.includes('UnsupportedChain'))
  if (choosing && kit.stores.chains.get().unsupportedNetwork && !kit.options.allowUnsupportedChain) {
    shakeModal(kit)
    return
  }
  closeModal(kit)
}
