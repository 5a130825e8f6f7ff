import type { CaipAddress, ChainNamespace } from '@gangway/protocol'
import type { Kit } from '../Kit.ts'
import type { CaipNetwork } from '../networks/CaipNetwork.ts'
import { connectorImage } from './connectorImage.ts'

/** One connection as AppKit's `useAppKitConnections` lists it. */
export type ConnectionItem = {
  name: string
  icon: string
  networkIcon: string
  accounts: { type?: string; address: string; caipAddress?: CaipAddress }[]
  caipNetwork?: CaipNetwork
  connectorId: string
  auth?: { name: string | undefined; username: string | undefined }
}

/**
 * The wallets connected in a namespace (default: the active one), newest first, with name, icon and the
 * network image (SPEC §3 Connection). Gangway keeps no list of earlier connections yet, so
 * `recentConnections` is empty. Multi-wallet gating (SPEC §6) is the caller's: see `multiWalletEnabled`.
 */
export function listConnections(
  kit: Kit,
  namespace?: ChainNamespace,
): { connections: ConnectionItem[]; recentConnections: ConnectionItem[] } {
  const ns = namespace ?? kit.stores.chains.get().activeNamespace
  const connectors = kit.stores.connectors.get().connectors
  const connections = (kit.stores.connections.get().connections[ns] ?? []).map((connection): ConnectionItem => {
    const connector = connectors.find((c) => c.id.toLowerCase() === connection.connectorId.toLowerCase())
    const network = connection.caipNetwork as CaipNetwork | undefined
    return {
      name: connector?.name ?? connection.connectorId,
      icon: connectorImage(kit, connector) ?? '',
      networkIcon: network?.assets?.imageUrl ?? '',
      accounts: connection.accounts.map((a) => ({
        address: a.address,
        ...(a.type ? { type: a.type } : {}),
        ...(network ? { caipAddress: `${network.caipNetworkId}:${a.address}` as CaipAddress } : {}),
      })),
      ...(network ? { caipNetwork: network } : {}),
      connectorId: connection.connectorId,
    }
  })
  return { connections, recentConnections: [] }
}

/** SPEC §6: multi-wallet actions work only with `features.multiWallet` (local or the project's remote setting). */
export function multiWalletEnabled(kit: Kit): boolean {
  return kit.stores.options.get().features.multiWallet
}
