import type { Kit } from '../Kit.ts'
import { activeSIWXAccount } from '../siwx/activeSIWXAccount.ts'
import { siwxEventProperties } from '../siwx/siwxEventProperties.ts'
import { closeModal } from './closeModal.ts'
import { disconnect } from './disconnect.ts'
import { emitEvent } from './emitEvent.ts'

/**
 * The visitor does not sign in (issue 14; AppKit's `SIWXUtil.cancelSignMessage`): when the config's
 * `getRequired()` is true the wallet is disconnected, else the dialog just closes and the wallet stays
 * connected, not signed in (`CLICK_CANCEL_SIWX`). Closing the dialog (Esc, backdrop, ×) on `SIWXSignMessage`
 * is the same as Cancel (`safeCloseModal`). Never throws.
 *
 * @example
 * await cancelSIWXSignMessage(kit) // the "Cancel" button of SIWXSignMessage
 */
export async function cancelSIWXSignMessage(kit: Kit): Promise<void> {
  const state = kit.stores.siwx
  state.set({ status: 'cancelling' })
  emitEvent(kit, 'CLICK_CANCEL_SIWX', siwxEventProperties(kit))
  try {
    if (kit.options.siwx?.getRequired?.() === true && activeSIWXAccount(kit)) await disconnect(kit)
    else closeModal(kit)
  } catch {
    // the wallet did not answer the disconnect: the kit's state is reset all the same
    closeModal(kit)
  } finally {
    if (state.get().status === 'cancelling') state.set({ status: 'idle' })
  }
}
