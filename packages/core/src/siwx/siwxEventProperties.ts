import type { Kit } from '../Kit.ts'

/** What the SIWX events carry (AppKit's `getSIWXEventProperties`): network, smart account or not, the error. */
export function siwxEventProperties(kit: Kit, error?: unknown): Record<string, unknown> {
  const { activeNetwork, activeNamespace, accounts } = kit.stores.chains.get()
  return {
    network: activeNetwork.caipNetworkId,
    isSmartAccount: accounts[activeNamespace]?.preferredAccountType === 'smartAccount',
    ...(error === undefined ? {} : { message: error instanceof Error ? error.message : String(error) }),
  }
}
