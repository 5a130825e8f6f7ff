import type { Kit } from '../Kit.ts'
import { activeSIWXAccount } from '../siwx/activeSIWXAccount.ts'
import { siwxEventProperties } from '../siwx/siwxEventProperties.ts'
import { isSignInCovered, rememberSignedIn } from '../siwx/siwxIdentities.ts'
import { closeModal } from './closeModal.ts'
import { disconnect } from './disconnect.ts'
import { emitEvent } from './emitEvent.ts'
import { openModal } from './openModal.ts'
import { showSnack } from './showSnack.ts'

export type InitializeSIWXParameters = {
  /** The `namespace:chainId:address` this check is for; nothing happens when the active one is another by now. */
  caipAddress?: string
}

/** SPEC §8's text when the sign-in config fails to answer. */
export const SIWX_INITIALIZE_FAILED = 'A problem occurred while trying initialize authentication'

/**
 * Starts sign-in for the connected account (issue 14; SPEC §2's sign-in message view; AppKit's
 * `SIWXUtil.initializeIfEnabled`). With a `siwx` config and the active account on one of the site's networks,
 * asks `getSessions(chainId, address)`: none → the dialog opens on `SIWXSignMessage`; a session → nothing
 * (and an open prompt of an earlier account closes). Issue 36: no prompt either when the same identity signed
 * in during this page's life (`siwxIdentities`: the same address on another of the site's networks of the
 * namespace, or the other account — EOA or smart account — of the same embedded login): a network switch or
 * the account-type toggle does not ask to sign in again. One check per account and network: a connection
 * recorded again (reconnect, a second `accountsChanged`) asks nothing. When the config fails, the wallet is
 * disconnected and the dialog shows Connect with SPEC §8's 'A problem occurred while trying initialize
 * authentication' (`SIWX_AUTH_ERROR`). The kit runs this itself whenever the active account or network
 * changes (`createKit`).
 *
 * @example
 * await initializeSIWX(kit) // after connect: opens SIWXSignMessage when the visitor is not signed in
 */
export async function initializeSIWX(kit: Kit, params: InitializeSIWXParameters = {}): Promise<void> {
  const siwx = kit.options.siwx
  const account = activeSIWXAccount(kit)
  if (!siwx || !account) return
  if (params.caipAddress !== undefined && params.caipAddress !== account.caipAddress) return
  const state = kit.stores.siwx
  if (state.get().caipAddress === account.caipAddress) return
  state.set({ caipAddress: account.caipAddress })
  try {
    const sessions = await siwx.getSessions(account.chainId, account.address)
    // the account or network changed meanwhile: its own check runs
    if (activeSIWXAccount(kit)?.caipAddress !== account.caipAddress) return
    const router = kit.stores.router.get().history
    const prompting = kit.stores.modal.get().open && router[router.length - 1]?.view === 'SIWXSignMessage'
    if (sessions.length > 0 || isSignInCovered(kit, account)) {
      rememberSignedIn(kit, account, sessions.length > 0)
      if (prompting) closeModal(kit)
      return
    }
    state.set({ pending: account.caipAddress })
    if (!prompting) openModal(kit, { view: 'SIWXSignMessage' })
  } catch (error) {
    if (state.get().caipAddress === account.caipAddress) state.set({ caipAddress: undefined })
    emitEvent(kit, 'SIWX_AUTH_ERROR', siwxEventProperties(kit, error))
    if (kit.options.debug) console.error('gangway: sign-in could not start:', error)
    await disconnect(kit, { closeModal: false }).catch(() => undefined)
    openModal(kit, { view: 'Connect' })
    showSnack(kit, SIWX_INITIALIZE_FAILED, 'error', 'SIWX_INITIALIZE_FAILED')
  }
}
