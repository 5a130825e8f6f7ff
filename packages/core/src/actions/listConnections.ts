import type { CaipAddress, ChainNamespace, Connection } from '@gangway/protocol'
import type { Kit } from '../Kit.ts'
import type { CaipNetwork } from '../networks/CaipNetwork.ts'
import type { RecentConnection } from '../storage/createKitStorage.ts'
import { connectorImage } from './connectorImage.ts'
import { type ConnectionStatus, getConnectionStatus } from './getConnectionStatus.ts'
import { networkImageUrl } from './networkImageUrl.ts'
import { sameIgnoringCase } from './sameIgnoringCase.ts'

/** One connection as AppKit's `useAppKitConnections` lists it, with its status (SPEC §4). */
export type ConnectionItem = {
  name: string
  icon: string
  networkIcon: string
  accounts: { type?: string; address: string; caipAddress?: CaipAddress }[]
  caipNetwork?: CaipNetwork
  connectorId: string
  /** The embedded wallet's login: `name` 'email' or the social provider, `username` the e-mail or username. */
  auth?: { name: string | undefined; username: string | undefined }
  status: ConnectionStatus
}

/**
 * One connection in AppKit's public shape (its `Connection`: `@reown/appkit-common`, `useAppKitConnection(s)`):
 * a `ConnectionItem` without the status, the display fields optional, accounts with their public keys.
 */
export type AppKitConnection = {
  name?: string
  icon?: string
  networkIcon?: string
  accounts: { type?: string; address: string; publicKey?: string; caipAddress?: CaipAddress }[]
  caipNetwork?: CaipNetwork
  connectorId: string
  auth?: { name: string | undefined; username: string | undefined }
}

/**
 * The connections of a namespace (default: the active one) with name, icon, network image and status:
 * `connections` are the live ones (the current wallet first, then the other connected ones), and
 * `recentConnections` the ones remembered in storage that are not live and whose connector the page still
 * has (AppKit's `getConnectionsData`). Multi-wallet gating (SPEC §6) is the caller's: see `multiWalletEnabled`.
 */
export function listConnections(
  kit: Kit,
  namespace?: ChainNamespace,
): { connections: ConnectionItem[]; recentConnections: ConnectionItem[] } {
  const ns = namespace ?? kit.stores.chains.get().activeNamespace
  const { connections: live, recentConnections: recent, activeConnectorId } = kit.stores.connections.get()
  const connectors = kit.stores.connectors.get().connectors
  const connectorOf = (id: string) =>
    connectors.find((c) => sameIgnoringCase(c.id, id) && c.chain === ns) ??
    connectors.find((c) => sameIgnoringCase(c.id, id))
  const remembered = recent[ns] ?? []
  const authOf = (id: string) => remembered.find((c) => sameIgnoringCase(c.connectorId, id))?.auth
  const item = (connection: Connection, auth: RecentConnection['auth']): ConnectionItem => {
    const connector = connectorOf(connection.connectorId)
    const network = connection.caipNetwork as CaipNetwork | undefined
    return {
      name: connector?.name ?? connection.connectorId,
      icon: connectorImage(kit, connector) ?? '',
      networkIcon: networkImageUrl(kit, network) ?? '',
      accounts: connection.accounts.map((a) => ({
        address: a.address,
        ...(a.type ? { type: a.type } : {}),
        ...(a.publicKey ? { publicKey: a.publicKey } : {}),
        ...(network ? { caipAddress: `${network.caipNetworkId}:${a.address}` as CaipAddress } : {}),
      })),
      ...(network ? { caipNetwork: network } : {}),
      connectorId: connection.connectorId,
      ...(auth ? { auth: { name: auth.name, username: auth.username } } : {}),
      status: getConnectionStatus(kit, connection, ns),
    }
  }
  const current = activeConnectorId[ns]
  const liveList = [...(live[ns] ?? [])].sort(
    (a, b) =>
      Number(sameIgnoringCase(b.connectorId, current ?? '')) - Number(sameIgnoringCase(a.connectorId, current ?? '')),
  )
  const connections = liveList.map((c) => item(c, authOf(c.connectorId)))
  const recentConnections = remembered
    .filter((c) => !liveList.some((l) => sameIgnoringCase(l.connectorId, c.connectorId)) && connectorOf(c.connectorId))
    .map((c) => {
      const network = kit.stores.chains.get().networks.find((n) => n.caipNetworkId === c.caipNetworkId)
      return item(
        {
          connectorId: c.connectorId,
          accounts: c.accounts,
          ...(network ? { caipNetwork: network } : {}),
        },
        c.auth,
      )
    })
  return { connections, recentConnections }
}

/** SPEC §6: multi-wallet actions work only with `features.multiWallet` (local or the project's remote setting). */
export function multiWalletEnabled(kit: Kit): boolean {
  return kit.stores.options.get().features.multiWallet
}
