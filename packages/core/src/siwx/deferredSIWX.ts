import { isSIWEClient } from './isSIWEClient.ts'
import type { AppKitSIWEClient, SIWEConfig } from './SIWEConfig.ts'
import type { SIWXConfig } from './SIWXConfig.ts'

/**
 * `mapToSIWX(siwe)` for `createKit`'s `siweConfig`, the mapping's code loaded on its first use: the flags
 * (`enabled`, `required`, `signOutOnDisconnect`) are read now, as `mapToSIWX` reads them; each sign-in call
 * loads `mapToSIWX.ts` once and goes to the config it maps. A page whose visitor never connects never loads it.
 */
export function deferredSIWX(siwe: SIWEConfig | AppKitSIWEClient): SIWXConfig | undefined {
  // the flags as `createSIWEConfig` defaults them (each true unless false), without its code
  const options = isSIWEClient(siwe) ? siwe.options : siwe
  if (options.enabled === false) return undefined
  let mapped: Promise<SIWXConfig> | undefined
  const load = () => (mapped ??= import('./mapToSIWX.ts').then(({ mapToSIWX }) => mapToSIWX(siwe) as SIWXConfig))
  return {
    createMessage: async (input) => (await load()).createMessage(input),
    addSession: async (session) => (await load()).addSession(session),
    revokeSession: async (chainId, address) => (await load()).revokeSession(chainId, address),
    setSessions: async (sessions) => (await load()).setSessions(sessions),
    getSessions: async (chainId, address) => (await load()).getSessions(chainId, address),
    getRequired: () => options.required !== false,
    signOutOnDisconnect: options.signOutOnDisconnect !== false,
  }
}
