import type { OnrampNetwork, PurchaseCurrency } from '@gangway/protocol'
import type { CaipNetwork } from '../networks/CaipNetwork.ts'

/**
 * The network entry of a purchase currency that is `network` (its CAIP-2 id when the server gives one, else
 * an EVM chain id), or undefined when the currency cannot be bought there.
 */
export function onRampNetwork(currency: PurchaseCurrency, network: CaipNetwork): OnrampNetwork | undefined {
  const reference = network.caipNetworkId.split(':')[1]
  return currency.networks.find((n) =>
    n.caipNetworkId
      ? n.caipNetworkId === network.caipNetworkId
      : network.chainNamespace === 'eip155' && n.chain_id === reference,
  )
}
