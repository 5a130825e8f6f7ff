import type { CaipNetwork } from '@gangway/core'
import type { Chain } from 'viem'

/** An eip155 kit network as the viem `Chain` wagmi expects (the kit keeps EVM networks viem-shaped). */
export function toWagmiChain(network: CaipNetwork): Chain {
  if (network.chainNamespace !== 'eip155' || typeof network.id !== 'number') {
    throw new Error(`WagmiAdapter: ${network.caipNetworkId} is not an EVM network`)
  }
  const { caipNetworkId: _caip, chainNamespace: _ns, assets: _assets, ...chain } = network
  return chain as unknown as Chain
}
