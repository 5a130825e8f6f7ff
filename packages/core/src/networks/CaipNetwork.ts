import type { CaipNetworkId, ChainNamespace, Network } from '@gangway/protocol'

/**
 * A network as the kit uses it: the protocol's Network (viem-`Chain`-shaped for EVM) with its CAIP-2 id
 * and namespace. For eip155 networks `id` is the numeric chain id, so `{ ...network }` works as a viem chain.
 */
export type CaipNetwork = Network & {
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
  /** Extra chain-library fields (e.g. viem's `contracts`) pass through untouched. */
  [extra: string]: unknown
}
