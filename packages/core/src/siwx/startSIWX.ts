import { closeModal } from '../actions/closeModal.ts'
import { initializeSIWX } from '../actions/initializeSIWX.ts'
import type { Kit } from '../Kit.ts'
import { activeSIWXAccount } from './activeSIWXAccount.ts'

/**
 * Watches the active account for a kit with a `siwx` config (`createKit` loads and calls this only then,
 * once the config is set up): `initializeSIWX` whenever the active account or network changes — a macrotask
 * later, so the whole connect or switch (connection list, wallet info, the router's Account) is recorded first. A disconnect
 * forgets the last check (connecting again checks again) and closes an open prompt. An account connected
 * while this code loaded is checked at once.
 */
export function startSIWX(kit: Kit): void {
  let last: string | undefined
  const follow = () => {
    const current = activeSIWXAccount(kit)?.caipAddress
    if (current === last) return
    last = current
    if (current === undefined) {
      kit.stores.siwx.set({ caipAddress: undefined, pending: undefined, signedIn: [], sessions: [] })
      const history = kit.stores.router.get().history
      if (kit.stores.modal.get().open && history[history.length - 1]?.view === 'SIWXSignMessage') {
        closeModal(kit)
      }
      return
    }
    const timer = setTimeout(() => {
      kit.timers.delete(timer)
      void initializeSIWX(kit, { caipAddress: current })
    }, 0)
    kit.timers.add(timer)
  }
  kit.stores.chains.subscribe(follow)
  follow()
}
