import type { ChainNamespace } from '@gangway/protocol'
import { KitError } from '../errors/KitError.ts'
import type { Kit } from '../Kit.ts'
import { activateNextConnection } from './activateNextConnection.ts'
import { disconnect } from './disconnect.ts'
import { getConnectionStatus } from './getConnectionStatus.ts'
import { leaveConnection } from './leaveConnection.ts'
import { multiWalletEnabled } from './listConnections.ts'
import { notEnabled } from './notEnabled.ts'
import { sameIgnoringCase } from './sameIgnoringCase.ts'

export type DeleteConnectionParams = {
  connectorId: string
  namespace?: ChainNamespace
  /** Forget only this account of the connection (the others stay remembered). */
  address?: string
}

/**
 * Removes a connection (AppKit's `deleteConnection`, SPEC §4/§6): the current one is disconnected — the next
 * live wallet of the namespace becomes current when there is one, else the namespace is disconnected as
 * `disconnect` does (the dialog stays open) —, an active one is disconnected in its wallet, and the
 * connection is forgotten from the recent ones (only `address`, when given). With `features.multiWallet`
 * off: the info alert, nothing done. CONNECTION_NOT_FOUND when the namespace has no such connection.
 */
export async function deleteConnection(kit: Kit, params: DeleteConnectionParams): Promise<void> {
  if (!multiWalletEnabled(kit)) return notEnabled(kit)
  const ns = params.namespace ?? kit.stores.chains.get().activeNamespace
  const { connections, recentConnections } = kit.stores.connections.get()
  const live = (connections[ns] ?? []).find((c) => sameIgnoringCase(c.connectorId, params.connectorId))
  const recent = (recentConnections[ns] ?? []).find((c) => sameIgnoringCase(c.connectorId, params.connectorId))
  if (!live && !recent) {
    throw new KitError('CONNECTION_NOT_FOUND', `No connection of ${params.connectorId} in ${ns}`)
  }
  const status = getConnectionStatus(kit, { connectorId: params.connectorId }, ns)
  if (status === 'connected') {
    // the next wallet first, so the site never sees the namespace disconnected in between
    if (await activateNextConnection(kit, ns, params.connectorId)) await leaveConnection(kit, ns, params.connectorId)
    else await disconnect(kit, { namespace: ns, closeModal: false })
  } else if (status === 'active') await leaveConnection(kit, ns, params.connectorId)
  // after the records still on their way (each loads the recording chunk, in order): a wallet connected just
  // before it is deleted is not remembered again afterwards
  const { saveRecentConnections } = await import('./rememberConnection.ts')
  forget(kit, ns, params.connectorId, params.address, saveRecentConnections)
}

/** Forgets a recent connection, or one account of it. */
function forget(
  kit: Kit,
  ns: ChainNamespace,
  connectorId: string,
  address: string | undefined,
  save: typeof import('./rememberConnection.ts').saveRecentConnections,
): void {
  const list = kit.stores.connections.get().recentConnections[ns] ?? []
  const kept = list.flatMap((c) => {
    if (!sameIgnoringCase(c.connectorId, connectorId)) return [c]
    const accounts = address ? c.accounts.filter((a) => !sameIgnoringCase(a.address, address)) : []
    return accounts.length > 0 ? [{ ...c, accounts }] : []
  })
  save(kit, ns, kept)
}
