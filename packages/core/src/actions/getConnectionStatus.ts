import type { ChainNamespace } from '@gangway/protocol'
import type { Kit } from '../Kit.ts'

/**
 * A connection's status (SPEC §4): `connected` when its connector is the namespace's active one, `active`
 * when the wallet is connected too but not current (multi-wallet), else `disconnected` (a recent one).
 */
export type ConnectionStatus = 'connected' | 'active' | 'disconnected'

export function getConnectionStatus(
  kit: Kit,
  connection: { connectorId: string },
  namespace?: ChainNamespace,
): ConnectionStatus {
  const ns = namespace ?? kit.stores.chains.get().activeNamespace
  const id = connection.connectorId.toLowerCase()
  const { activeConnectorId, connections } = kit.stores.connections.get()
  const connected = kit.stores.chains.get().accounts[ns]?.isConnected === true
  if (connected && activeConnectorId[ns]?.toLowerCase() === id) return 'connected'
  if ((connections[ns] ?? []).some((c) => c.connectorId.toLowerCase() === id)) return 'active'
  return 'disconnected'
}
