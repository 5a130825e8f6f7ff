import type { ChainNamespace } from '@gangway/protocol'
import type { Kit } from '../Kit.ts'
import type { View, ViewData } from '../router/View.ts'
import { activeSIWXAccount } from '../siwx/activeSIWXAccount.ts'
import { emitEvent } from './emitEvent.ts'
import { getAccount } from './getAccount.ts'

/** A sign-in prompt is waiting for the active account (none when not on one of the site's networks). */
function signInPending(kit: Kit): boolean {
  const { pending } = kit.stores.siwx.get()
  return pending !== undefined && pending === activeSIWXAccount(kit)?.caipAddress
}

export type OpenModalParams = {
  view?: View
  data?: ViewData[View]
  namespace?: ChainNamespace
  /** A WalletConnect pairing URI the site made itself (AppKit's `open({ uri })`): the dialog shows its QR code. */
  uri?: string
  /** AppKit's `open({ view: 'Swap', arguments })`: the Swap view's data when `data` is not given. */
  arguments?: unknown
}

/**
 * Opens the dialog (SPEC §2): a requested view wins; else Account when connected, Connect when not; with no
 * adapters and no address, AllWallets on mobile and ConnectingWalletConnectBasic on desktop. With a `uri`
 * (SPEC §2 "opening can take a connection uri") the WalletConnect view shows that pairing's QR code and link
 * instead of making a pairing of its own.
 */
export function openModal(kit: Kit, params: OpenModalParams = {}): void {
  if (params.uri !== undefined && !/^wc:[^\s]+$/.test(params.uri)) {
    throw new Error(`open: uri must be a WalletConnect pairing URI (wc:…), got ${JSON.stringify(params.uri)}`)
  }
  if (params.namespace) {
    if (!kit.stores.chains.get().networks.some((n) => n.chainNamespace === params.namespace)) {
      throw new Error(`Adapter for namespace ${params.namespace} doesn't exist`)
    }
    kit.stores.chains.set({ activeNamespace: params.namespace })
  }
  const connected = getAccount(kit, params.namespace).isConnected
  let view: View
  if (params.view) view = params.view
  else if (params.uri !== undefined)
    view = kit.options.adapters.length === 0 ? 'ConnectingWalletConnectBasic' : 'ConnectingWalletConnect'
  else if (connected && kit.options.siwx && signInPending(kit))
    // the sign-in prompt was closed without signing: it comes back rather than Account (issue 36)
    view = 'SIWXSignMessage'
  else if (connected) view = 'Account'
  else if (kit.options.adapters.length === 0)
    view = kit.options.isMobile() ? 'AllWallets' : 'ConnectingWalletConnectBasic'
  else view = 'Connect'
  if (params.uri !== undefined) {
    kit.stores.connections.set({ pairing: { uri: params.uri, createdAt: Date.now(), source: 'site' } })
  }
  const data = params.data ?? (view === 'Swap' ? params.arguments : undefined)
  kit.stores.router.set({ history: [{ view, data } as { view: 'Connect'; data: undefined }] })
  const wasOpen = kit.stores.modal.get().open
  kit.stores.modal.set({ open: true })
  if (!wasOpen) emitEvent(kit, 'MODAL_OPEN', { connected })
}
