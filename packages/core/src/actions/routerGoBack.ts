import type { Kit } from '../Kit.ts'
import { closeModal } from './closeModal.ts'
import { getAccount } from './getAccount.ts'
import { reloadLeftLogin } from './reloadLeftLogin.ts'

/**
 * Back: the previous view; at the first view it closes the dialog. Back to Connect while connected shows
 * Account. Leaving an e-mail login half-way reloads the secure frame (`reloadLeftLogin`).
 */
export function routerGoBack(kit: Kit): void {
  reloadLeftLogin(kit)
  const { history } = kit.stores.router.get()
  if (history.length <= 1) {
    closeModal(kit)
    return
  }
  const previous = history.slice(0, -1)
  if (previous[previous.length - 1]?.view === 'Connect' && getAccount(kit).isConnected) {
    kit.stores.router.set({ history: [...previous.slice(0, -1), { view: 'Account', data: undefined }] })
    return
  }
  kit.stores.router.set({ history: previous })
}
