import type { CaipNetworkId, ChainNamespace } from '@gangway/protocol'
import type { Kit } from '../Kit.ts'
import type { CaipNetwork } from '../networks/CaipNetwork.ts'

/** The connected account sign-in is about: the active namespace's, on one of the site's networks. */
export type SIWXAccount = {
  /** `namespace:chainId:address` */
  caipAddress: string
  namespace: ChainNamespace
  chainId: CaipNetworkId
  address: string
  network: CaipNetwork
}

/**
 * The active namespace's connected account when its network is one of the site's (AppKit checks
 * `checkIfSupportedNetwork` too); undefined when not connected or on an unsupported network.
 */
export function activeSIWXAccount(kit: Kit): SIWXAccount | undefined {
  const { activeNamespace, accounts, unsupportedNetwork, networks } = kit.stores.chains.get()
  const account = accounts[activeNamespace]
  if (!account?.isConnected || !account.caipAddress || !account.address || unsupportedNetwork) return undefined
  const [namespace, reference] = account.caipAddress.split(':') as [ChainNamespace, string]
  const chainId = `${namespace}:${reference}` as CaipNetworkId
  const network = networks.find((n) => n.caipNetworkId === chainId)
  if (!network) return undefined
  return { caipAddress: account.caipAddress, namespace, chainId, address: account.address, network }
}
