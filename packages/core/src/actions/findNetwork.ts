import type { ChainNamespace } from '@gangway/protocol'
import type { Kit } from '../Kit.ts'
import type { CaipNetwork } from '../networks/CaipNetwork.ts'

/** The site's network of `namespace` with chain id `chainId` (compared as strings), if configured. */
export function findNetwork(kit: Kit, namespace: ChainNamespace, chainId: number | string): CaipNetwork | undefined {
  return kit.stores.chains
    .get()
    .networks.find((n) => n.chainNamespace === namespace && String(n.id) === String(chainId))
}
