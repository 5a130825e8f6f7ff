import type { Kit } from '../Kit.ts'

/** Whether the active network is an EVM chain where the embedded wallet has smart accounts (AppKit's name). */
export function checkIfSmartAccountEnabled(kit: Kit): boolean {
  const { activeNetwork, smartAccountEnabledNetworks } = kit.stores.chains.get()
  return activeNetwork.chainNamespace === 'eip155' && smartAccountEnabledNetworks.includes(Number(activeNetwork.id))
}
