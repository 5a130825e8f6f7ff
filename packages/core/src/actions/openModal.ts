import type { ChainNamespace } from '@gangway/protocol'
import type { Kit } from '../Kit.ts'
import type { View, ViewData } from '../router/View.ts'
import { emitEvent } from './emitEvent.ts'
import { getAccount } from './getAccount.ts'

export type OpenModalParams = { view?: View; data?: ViewData[View]; namespace?: ChainNamespace }

/**
 * Opens the dialog (SPEC §2): a requested view wins; else Account when connected, Connect when not; with no
 * adapters and no address, AllWallets on mobile and ConnectingWalletConnectBasic on desktop.
 */
export function openModal(kit: Kit, params: OpenModalParams = {}): void {
  if (params.namespace) {
    if (!kit.stores.chains.get().networks.some((n) => n.chainNamespace === params.namespace)) {
      throw new Error(`Adapter for namespace ${params.namespace} doesn't exist`)
    }
    kit.stores.chains.set({ activeNamespace: params.namespace })
  }
  const connected = getAccount(kit, params.namespace).isConnected
  let view: View
  if (params.view) view = params.view
  else if (connected) view = 'Account'
  else if (kit.adapters.size === 0) view = kit.options.isMobile() ? 'AllWallets' : 'ConnectingWalletConnectBasic'
  else view = 'Connect'
  kit.stores.router.set({ history: [{ view, data: params.data } as { view: 'Connect'; data: undefined }] })
  const wasOpen = kit.stores.modal.get().open
  kit.stores.modal.set({ open: true })
  if (!wasOpen) emitEvent(kit, 'MODAL_OPEN', { connected })
}
