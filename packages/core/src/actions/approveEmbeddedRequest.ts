import type { Kit } from '../Kit.ts'
import { closeModal } from './closeModal.ts'
import { openModal } from './openModal.ts'
import { refreshBalance } from './refreshBalance.ts'
import { routerGoBack } from './routerGoBack.ts'
import { routerPush } from './routerPush.ts'

/**
 * Runs an embedded wallet's unsafe RPC request while ApproveTransaction shows the frame (SPEC §4): the view
 * is pushed (the dialog opened for it when closed). Success refreshes the balance, then pops the view — or
 * closes the dialog when it was opened only for this; an error does the same and is rethrown.
 */
export async function approveEmbeddedRequest<T>(kit: Kit, run: () => Promise<T>): Promise<T> {
  const wasOpen = kit.stores.modal.get().open
  if (wasOpen) routerPush(kit, 'ApproveTransaction')
  else openModal(kit, { view: 'ApproveTransaction' })
  const settle = () => {
    if (!kit.stores.modal.get().open) return
    if (!wasOpen) closeModal(kit)
    else if (kit.stores.router.get().history.slice(-1)[0]?.view === 'ApproveTransaction') routerGoBack(kit)
  }
  try {
    const result = await run()
    settle()
    refreshBalance(kit, 'eip155', { force: true })
    return result
  } catch (error) {
    settle()
    throw error
  }
}
