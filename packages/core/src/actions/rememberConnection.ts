import type { ChainNamespace } from '@gangway/protocol'
import { ConstantsUtil } from '../constants.ts'
import type { Kit } from '../Kit.ts'
import type { RecentConnection } from '../storage/createKitStorage.ts'

/** The embedded wallet's connector id (as `frame/createEmbeddedWallet`'s, kept here to import no frame code). */
const AUTH_CONNECTOR_ID = 'ID_AUTH'
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * Multi-wallet's recent connections (AppKit's stored `connections`): records a connection made in this
 * browser, newest first, in the kit's storage and the connections store. A connector seen before keeps its
 * place at the top with the accounts of both times (the embedded wallet's are replaced: it is one user at a
 * time); `auth` given is kept, else the earlier one. `accounts` empty changes only the rest.
 */
export function rememberConnection(kit: Kit, namespace: ChainNamespace, connection: RecentConnection): void {
  const list = kit.stores.connections.get().recentConnections[namespace] ?? []
  const earlier = list.find((c) => same(c.connectorId, connection.connectorId))
  const isAuth = same(connection.connectorId, AUTH_CONNECTOR_ID)
  const accounts =
    connection.accounts.length === 0
      ? (earlier?.accounts ?? [])
      : isAuth || !earlier
        ? connection.accounts
        : [
            ...connection.accounts,
            ...earlier.accounts.filter((e) => !connection.accounts.some((a) => same(a.address, e.address))),
          ]
  if (accounts.length === 0) return
  const caipNetworkId = connection.caipNetworkId ?? earlier?.caipNetworkId
  const auth = connection.auth ?? earlier?.auth
  const record: RecentConnection = {
    connectorId: connection.connectorId,
    accounts,
    ...(caipNetworkId ? { caipNetworkId } : {}),
    ...(auth ? { auth } : {}),
  }
  saveRecentConnections(kit, namespace, [record, ...list.filter((c) => c !== earlier)])
}

/** Writes a namespace's recent connections to storage and the store. */
export function saveRecentConnections(kit: Kit, namespace: ChainNamespace, list: RecentConnection[]): void {
  const kept = list.slice(0, ConstantsUtil.MAX_RECENT_CONNECTIONS)
  kit.storage.setRecentConnections(namespace, kept)
  kit.stores.connections.set((s) => ({ recentConnections: { ...s.recentConnections, [namespace]: kept } }))
}
