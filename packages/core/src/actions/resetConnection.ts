import type { ChainNamespace } from '@gangway/protocol'
import type { Kit } from '../Kit.ts'
import { disconnectedAccount } from '../stores/KitStores.ts'
import { emitEvent } from './emitEvent.ts'

/**
 * Forgets a namespace's connection (SPEC §4): account, network flags, connector id, wallet info, storage.
 * Emits DISCONNECT_SUCCESS when no connection is left in any namespace.
 */
export function resetConnection(kit: Kit, namespace: ChainNamespace): void {
  const { chains, connections } = kit.stores
  const connectorId = connections.get().activeConnectorId[namespace]
  const hadConnection = chains.get().accounts[namespace]?.isConnected ?? false
  chains.set((s) => ({
    unsupportedNetwork: s.activeNamespace === namespace ? false : s.unsupportedNetwork,
    accounts: { ...s.accounts, [namespace]: disconnectedAccount() },
  }))
  connections.set((s) => {
    const activeConnectorId = { ...s.activeConnectorId }
    delete activeConnectorId[namespace]
    return {
      connections: {
        ...s.connections,
        [namespace]: (s.connections[namespace] ?? []).filter(
          (c) => c.connectorId.toLowerCase() !== connectorId?.toLowerCase(),
        ),
      },
      activeConnectorId,
      walletInfo: undefined,
    }
  })
  kit.storage.setConnection(namespace, undefined)
  kit.storage.setWallet(undefined)
  const anyLeft = Object.values(kit.stores.chains.get().accounts).some((a) => a?.isConnected)
  if (hadConnection && !anyLeft) emitEvent(kit, 'DISCONNECT_SUCCESS', { namespace })
}
