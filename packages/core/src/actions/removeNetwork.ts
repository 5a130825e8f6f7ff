import type { CaipNetworkId } from '@gangway/protocol'
import { parseCaipNetworkId } from '@gangway/protocol'
import { KitError } from '../errors/KitError.ts'
import type { Kit } from '../Kit.ts'

/**
 * Removes a network (SPEC §5): needs an adapter for its namespace; the last network and the active one
 * cannot be removed (switch first).
 */
export function removeNetwork(kit: Kit, caipNetworkId: CaipNetworkId): void {
  const { namespace } = parseCaipNetworkId(caipNetworkId)
  if (!kit.adapters.has(namespace)) {
    throw new KitError('ADAPTER_NOT_FOUND', `Adapter for namespace ${namespace} doesn't exist`)
  }
  const { networks, activeNetwork } = kit.stores.chains.get()
  if (!networks.some((n) => n.caipNetworkId === caipNetworkId)) return
  if (activeNetwork.caipNetworkId === caipNetworkId || networks.length === 1) {
    throw new KitError('NETWORK_NOT_FOUND', `Cannot remove the active network ${caipNetworkId}`)
  }
  kit.stores.chains.set({ networks: networks.filter((n) => n.caipNetworkId !== caipNetworkId) })
}
