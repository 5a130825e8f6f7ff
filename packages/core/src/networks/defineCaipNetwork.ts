import type { ChainNamespace } from '@gangway/protocol'
import type { Chain } from 'viem'
import type { CaipNetwork } from './CaipNetwork.ts'

/** Turns a viem chain (EVM) into a CaipNetwork: same fields plus `caipNetworkId` and `chainNamespace`. */
export function fromViemChain(chain: Chain, assets?: CaipNetwork['assets']): CaipNetwork {
  return {
    ...chain,
    // a malformed chain (no default RPC URL) is left for networkIssue to name, not a TypeError here
    rpcUrls: { ...chain.rpcUrls, default: { http: [...(chain.rpcUrls?.default?.http ?? [])] } },
    blockExplorers: chain.blockExplorers ? { ...chain.blockExplorers } : undefined,
    caipNetworkId: `eip155:${chain.id}`,
    chainNamespace: 'eip155',
    ...(assets ? { assets } : {}),
  } as CaipNetwork
}

/** Describes a non-EVM network (Solana, Bitcoin, …) whose chain id is a string reference. */
export function defineCaipNetwork(params: {
  namespace: Exclude<ChainNamespace, 'eip155'>
  reference: string
  name: string
  nativeCurrency: CaipNetwork['nativeCurrency']
  rpcUrl: string
  explorer?: { name: string; url: string }
  testnet?: boolean
  /** The logo's id on the Gangway server (`/public/getAssetImage/{imageId}`). */
  imageId?: string
}): CaipNetwork {
  return {
    id: params.reference,
    name: params.name,
    caipNetworkId: `${params.namespace}:${params.reference}`,
    chainNamespace: params.namespace,
    nativeCurrency: params.nativeCurrency,
    rpcUrls: { default: { http: [params.rpcUrl] } },
    ...(params.explorer ? { blockExplorers: { default: params.explorer } } : {}),
    testnet: params.testnet ?? false,
    ...(params.imageId ? { assets: { imageId: params.imageId } } : {}),
  }
}
