import type { CaipNetwork, CaipNetworkId, ChainNamespace } from './CaipTypes.ts'

/** AppKit's `NetworkUtil`: small reads over CaipNetworks and CAIP-2 ids. */
export const NetworkUtil = {
  /** `eip155:1` → 1 (undefined for none or a reference that is no number). */
  caipNetworkIdToNumber(caipNetworkId?: CaipNetworkId | string): number | undefined {
    const reference = caipNetworkId?.split(':')[1]
    const number = reference === undefined ? Number.NaN : Number(reference)
    return Number.isFinite(number) ? number : undefined
  },
  /** An EVM chain id given as a number, a decimal string or a CAIP-2 id. */
  parseEvmChainId(chainId: string | number): number | undefined {
    if (typeof chainId === 'number') return chainId
    return NetworkUtil.caipNetworkIdToNumber(chainId.includes(':') ? chainId : `eip155:${chainId}`)
  },
  getNetworksByNamespace(networks: CaipNetwork[] | undefined, namespace: ChainNamespace): CaipNetwork[] {
    return (networks ?? []).filter((network) => network.chainNamespace === namespace)
  },
  getFirstNetworkByNamespace(networks: CaipNetwork[] | undefined, namespace: ChainNamespace): CaipNetwork | undefined {
    return NetworkUtil.getNetworksByNamespace(networks, namespace)[0]
  },
  getNetworkNameByCaipNetworkId(networks: CaipNetwork[], caipNetworkId: CaipNetworkId | string): string | undefined {
    return networks.find((network) => network.caipNetworkId === caipNetworkId)?.name
  },
}
