import type { ChainNamespace, FrameUser } from '@gangway/protocol'
import { ConstantsUtil } from '../constants.ts'
import type { Kit } from '../Kit.ts'
import type { RecentConnection } from '../storage/createKitStorage.ts'
import { sameIgnoringCase } from './sameIgnoringCase.ts'

/** The embedded wallet's connector id (as `frame/createEmbeddedWallet`'s, kept here to import no frame code). */
const AUTH_CONNECTOR_ID = 'ID_AUTH'

/**
 * Multi-wallet's recent connections (AppKit's stored `connections`): records a connection made in this
 * browser, newest first, in the kit's storage and the connections store. A connector seen before keeps its
 * place at the top with the accounts of both times (the embedded wallet's are replaced: it is one user at a
 * time); `auth` given is kept, else the earlier one. `accounts` empty changes only the rest.
 */
export function rememberConnection(kit: Kit, namespace: ChainNamespace, connection: RecentConnection): void {
  const list = kit.stores.connections.get().recentConnections[namespace] ?? []
  const earlier = list.find((c) => sameIgnoringCase(c.connectorId, connection.connectorId))
  const isAuth = sameIgnoringCase(connection.connectorId, AUTH_CONNECTOR_ID)
  const accounts =
    connection.accounts.length === 0
      ? (earlier?.accounts ?? [])
      : isAuth || !earlier
        ? connection.accounts
        : [
            ...connection.accounts,
            ...earlier.accounts.filter((e) => !connection.accounts.some((a) => sameIgnoringCase(a.address, e.address))),
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

/** The embedded wallet's login (`name` 'email' or the social provider, `username` the e-mail or username). */
export function rememberAuth(kit: Kit, user: FrameUser, social: string | undefined): void {
  const auth = { name: social ?? 'email', username: (social ? user.userName : user.email) ?? undefined }
  const recorded = kit.stores.connections
    .get()
    .recentConnections.eip155?.find((c) => c.connectorId === AUTH_CONNECTOR_ID)?.auth
  if (recorded?.name === auth.name && recorded?.username === auth.username) return
  rememberConnection(kit, 'eip155', {
    connectorId: AUTH_CONNECTOR_ID,
    accounts: [],
    auth: auth.username === undefined ? { name: auth.name } : { name: auth.name, username: auth.username },
  })
}
