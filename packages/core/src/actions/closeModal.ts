import type { Kit } from '../Kit.ts'
import { emitEvent } from './emitEvent.ts'
import { reloadLeftLogin } from './reloadLeftLogin.ts'
import { routerReset } from './routerReset.ts'

/** Closes the dialog; the router goes back to Connect (SPEC §2); open embedded signing requests are aborted. */
export function closeModal(kit: Kit): void {
  const wasOpen = kit.stores.modal.get().open
  reloadLeftLogin(kit)
  // closing rejects the embedded wallet's open signing requests (safe reads go on)
  kit.embedded?.current()?.abortRpcRequests()
  kit.stores.modal.set({ open: false })
  routerReset(kit, 'Connect')
  // a pairing URI is shown for one opening (AppKit resets it on close too)
  if (kit.stores.connections.get().pairing) kit.stores.connections.set({ pairing: undefined })
  if (wasOpen)
    emitEvent(kit, 'MODAL_CLOSE', {
      connected: kit.stores.chains.get().accounts[kit.stores.chains.get().activeNamespace]?.isConnected ?? false,
    })
}
