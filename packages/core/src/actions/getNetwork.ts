import type { ChainNamespace } from '@gangway/protocol'
import type { Kit } from '../Kit.ts'
import type { CaipNetwork } from '../networks/CaipNetwork.ts'

/**
 * The network of a namespace (default: the active one): the active network for the active namespace, else
 * the one that namespace was last on, else the site's first network of it; undefined when the site has none.
 */
export function getNetwork(kit: Kit, namespace?: ChainNamespace): CaipNetwork | undefined {
  const chains = kit.stores.chains.get()
  const ns = namespace ?? chains.activeNamespace
  if (ns === chains.activeNamespace) return chains.activeNetwork
  return chains.namespaceNetworks[ns] ?? chains.networks.find((n) => n.chainNamespace === ns)
}
