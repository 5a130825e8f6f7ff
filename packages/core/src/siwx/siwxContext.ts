import type { Kit } from '../Kit.ts'
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
