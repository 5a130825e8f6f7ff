import { KitError, KitErrorCode } from '../errors/KitError.ts'
import type { Kit } from '../Kit.ts'
import type { CaipNetwork } from '../networks/CaipNetwork.ts'

/** Adds a network at run time (SPEC §5): needs an adapter for its namespace; a known network is not added twice. */
export function addNetwork(kit: Kit, network: CaipNetwork): void {
  if (!kit.adapters.has(network.chainNamespace)) {
    throw new KitError(KitErrorCode.ADAPTER_NOT_FOUND, `Adapter for namespace ${network.chainNamespace} doesn't exist`)
  }
  kit.stores.chains.set((s) =>
    s.networks.some((n) => n.caipNetworkId === network.caipNetworkId) ? {} : { networks: [...s.networks, network] },
  )
}
