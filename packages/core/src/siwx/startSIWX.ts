import { closeModal } from '../actions/closeModal.ts'
import type { Kit } from '../Kit.ts'
import { activeSIWXAccount } from './activeSIWXAccount.ts'
import type { SIWXContext } from './SIWXConfig.ts'

/** What the kit hands a sign-in config at setup (`SIWXConfig.setup`). */
export function siwxContext(kit: Kit): SIWXContext {
  return {
    projectId: kit.options.projectId,
    apiUrl: kit.options.apiUrl,
    networks: kit.options.networks,
    metadata: kit.options.metadata,
    authTokens: {
      get: (name) => kit.storage.getAuthToken(name),
      set: (name, token) => kit.storage.setAuthToken(name, token),
    },
    clientId: () => kit.storage.getClientId(),
    walletInfo: () => {
      const info = kit.stores.connections.get().walletInfo
      return info ? { name: info.name, ...(info.icon ? { icon: info.icon } : {}) } : undefined
    },
  }
}

/**
 * Turns sign-in on for a kit with a `siwx` config (called by `createKit`): `setup(context)` once, then
 * `initializeSIWX` whenever the active account or network changes — a macrotask later, so the whole connect
 * or switch (connection list, wallet info, the router's Account) is recorded first. A disconnect forgets the
 * last check (connecting again checks again) and closes an open prompt.
 */
export function startSIWX(kit: Kit): void {
  const siwx = kit.options.siwx
  if (!siwx) return
  siwx.setup?.(siwxContext(kit))
  let last = activeSIWXAccount(kit)?.caipAddress
  kit.stores.chains.subscribe(() => {
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
      // the check's code (and the prompt's) loads on the first account to check
      void import('../actions/initializeSIWX.ts').then((m) => m.initializeSIWX(kit, { caipAddress: current }))
    }, 0)
    kit.timers.add(timer)
  })
}
