import { KitError, KitErrorMessage, rpcCodeOf } from '../errors/KitError.ts'
import type { Kit } from '../Kit.ts'
import { activeSIWXAccount } from '../siwx/activeSIWXAccount.ts'
import { siwxEventProperties } from '../siwx/siwxEventProperties.ts'
import { rememberSignedIn } from '../siwx/siwxIdentities.ts'
import { siwxMessageData } from '../siwx/siwxMessageData.ts'
import { closeModal } from './closeModal.ts'
import { emitEvent } from './emitEvent.ts'
import { openModal } from './openModal.ts'
import { showSnack } from './showSnack.ts'
import { signMessage } from './signMessage.ts'

/** SPEC §8's text for a signature that failed for another reason than the visitor declining. */
export const SIWX_SIGN_FAILED = 'Error signing message'

/** The wallet's own words for a declined request (viem's `shortMessage`, first line), else SPEC §8's text. */
function failureText(error: unknown): { message: string; code?: string } {
  if (rpcCodeOf(error) !== 4001) return { message: SIWX_SIGN_FAILED, code: 'SIWX_SIGN_FAILED' }
  const e = error as { shortMessage?: unknown; message?: unknown }
  const text = typeof e.shortMessage === 'string' ? e.shortMessage : typeof e.message === 'string' ? e.message : ''
  const line = text.split('\n')[0]?.trim()
  return line ? { message: line } : { message: SIWX_SIGN_FAILED, code: 'SIWX_SIGN_FAILED' }
}

/**
 * Signs the visitor in (issue 14; AppKit's `SIWXUtil.requestSignMessage`): `createMessage` for the connected
 * account and network → the config's `signMessage` when it has one, else the wallet's (`signMessage`,
 * `personal_sign` on EVM) → `addSession` → the dialog closes (`SIWX_AUTH_SUCCESS`). When the wallet declines
 * or anything fails, nothing is stored, the dialog stays on (or comes back to) `SIWXSignMessage` and a
 * snackbar shows the wallet's rejection or 'Error signing message' (`SIWX_AUTH_ERROR`); this never throws for
 * that. One signature prompt at a time: a second call while one is open does nothing. An account or network
 * that changed (or disconnected) while the wallet was asked stores nothing and says nothing.
 *
 * @example
 * await requestSIWXSignMessage(kit) // the "Sign" button of SIWXSignMessage
 */
export async function requestSIWXSignMessage(kit: Kit): Promise<void> {
  const siwx = kit.options.siwx
  if (!siwx) throw new KitError('SIWX_NOT_ENABLED', 'SIWX is not enabled')
  const account = activeSIWXAccount(kit)
  if (!account) throw new KitError('NOT_CONNECTED', KitErrorMessage.NOT_CONNECTED)
  const state = kit.stores.siwx
  if (state.get().status === 'signing') return
  state.set({ status: 'signing' })
  emitEvent(kit, 'CLICK_SIGN_SIWX_MESSAGE', siwxEventProperties(kit))
  const stillThere = () => activeSIWXAccount(kit)?.caipAddress === account.caipAddress
  try {
    const message = await siwx.createMessage({ chainId: account.chainId, accountAddress: account.address })
    const text = message.toString()
    const signature = siwx.signMessage
      ? await siwx.signMessage({ message: text, chainId: account.chainId, accountAddress: account.address })
      : await signMessage(kit, text)
    if (!stillThere()) return
    await siwx.addSession({ data: siwxMessageData(message), message: text, signature })
    rememberSignedIn(kit, account, true)
    state.set({ status: 'idle' })
    closeModal(kit)
    emitEvent(kit, 'SIWX_AUTH_SUCCESS', siwxEventProperties(kit))
  } catch (error) {
    if (!stillThere()) return
    const history = kit.stores.router.get().history
    if (!kit.stores.modal.get().open || history[history.length - 1]?.view !== 'SIWXSignMessage') {
      openModal(kit, { view: 'SIWXSignMessage' })
    }
    const { message, code } = failureText(error)
    showSnack(kit, message, 'error', code)
    emitEvent(kit, 'SIWX_AUTH_ERROR', siwxEventProperties(kit, error))
    if (kit.options.debug) console.error('gangway: sign-in failed:', error)
  } finally {
    if (state.get().status === 'signing') state.set({ status: 'idle' })
  }
}
