import { KitError } from '../errors/KitError.ts'
import type { Kit } from '../Kit.ts'
import type { CaipNetwork } from '../networks/CaipNetwork.ts'
import { extendCaipNetwork } from '../networks/extendCaipNetwork.ts'

/**
 * Adds a network at run time (SPEC §5): needs an adapter for its namespace; a known network is not added twice.
 * Its RPC goes where every network's does (`rpcEndpoints`: the site's `customRpcUrls`, else the kit's server).
 */
export function addNetwork(kit: Kit, network: CaipNetwork): void {
  if (!kit.adapters.has(network.chainNamespace)) {
    throw new KitError('ADAPTER_NOT_FOUND', `Adapter for namespace ${network.chainNamespace} doesn't exist`)
  }
  const { apiUrl, projectId, customRpcUrls, chainImages } = kit.options
  const extended = extendCaipNetwork(network, { apiUrl, projectId, customRpcUrls, chainImages })
  kit.stores.chains.set((s) =>
    s.networks.some((n) => n.caipNetworkId === network.caipNetworkId) ? {} : { networks: [...s.networks, extended] },
  )
}
