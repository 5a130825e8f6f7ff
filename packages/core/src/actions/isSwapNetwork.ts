import { ConstantsUtil } from '../constants.ts'
import type { Kit } from '../Kit.ts'
import type { CaipNetwork } from '../networks/CaipNetwork.ts'

/**
 * Whether the dialog offers swaps on a network (default: the active one): an EVM network in SPEC §9's list,
 * or one the Gangway server answered `/v1/convert/tokens` for (the devnets, an operator's own chain —
 * `fetchSwapTokens` records it). `features.swaps` off: never.
 */
export function isSwapNetwork(kit: Kit, network: CaipNetwork = kit.stores.chains.get().activeNetwork): boolean {
  if (!kit.stores.options.get().features.swaps || network.chainNamespace !== 'eip155') return false
  const known = kit.stores.swap.get().supported[network.caipNetworkId]
  if (known !== undefined) return known
  return (ConstantsUtil.SWAP_NETWORKS as readonly string[]).includes(String(network.id))
}
