import type { ChainNamespace } from '@gangway/protocol'
import type { AdapterAccount, AdapterEvents } from '../adapter/ChainAdapter.ts'
import type { Kit } from '../Kit.ts'
import { alertProviderError } from './alertProviderError.ts'
import { applyConnection } from './applyConnection.ts'
import { applyNetwork } from './applyNetwork.ts'
import { findNetwork } from './findNetwork.ts'
import { openModal } from './openModal.ts'
import { resetConnection } from './resetConnection.ts'

/**
 * The sinks a namespace's adapter reports wallet-side changes to. Events of a live wallet that is not the
 * current one (multi-wallet) only update or drop its entry in the live list.
 */
export function createAdapterEvents(kit: Kit, namespace: ChainNamespace): AdapterEvents {
  const isActive = (connectorId: string) =>
    kit.stores.connections.get().activeConnectorId[namespace]?.toLowerCase() === connectorId.toLowerCase()
  /** A change of a live wallet that is not the current one (multi-wallet): its entry follows, in its chunk. */
  const updateOther = (connectorId: string, accounts: AdapterAccount[] | undefined) => {
    const live = kit.stores.connections.get().connections[namespace] ?? []
    if (!live.some((c) => c.connectorId.toLowerCase() === connectorId.toLowerCase())) return
    void import('./updateLiveConnection.ts').then((m) => m.updateLiveConnection(kit, namespace, connectorId, accounts))
  }
  return {
    providerError(error) {
      alertProviderError(kit, error)
    },
    connectorsChanged(connectors) {
      kit.stores.connectors.set((s) => ({
        connectors: [...s.connectors.filter((c) => c.chain !== namespace), ...connectors],
      }))
    },
    accountsChanged(connectorId, accounts) {
      if (!isActive(connectorId)) return updateOther(connectorId, accounts)
      if (accounts.length === 0) {
        resetConnection(kit, namespace)
        return
      }
      const chainId = kit.stores.chains.get().accounts[namespace]?.caipAddress?.split(':')[1]
      applyConnection(kit, namespace, {
        connectorId,
        accounts,
        chainId: chainId ?? kit.stores.chains.get().activeNetwork.id,
      })
    },
    chainChanged(connectorId, chainId) {
      if (!isActive(connectorId)) return
      const network = findNetwork(kit, namespace, chainId)
      if (network) {
        applyNetwork(kit, network)
        return
      }
      kit.stores.chains.set((s) => {
        const account = s.accounts[namespace]
        return {
          unsupportedNetwork: true,
          accounts: account?.address
            ? {
                ...s.accounts,
                [namespace]: {
                  ...account,
                  caipAddress: `${namespace}:${chainId}:${account.address}`,
                  balance: undefined,
                },
              }
            : s.accounts,
        }
      })
      if (!kit.options.allowUnsupportedChain) openModal(kit, { view: 'UnsupportedChain' })
    },
    disconnected(connectorId) {
      if (isActive(connectorId)) resetConnection(kit, namespace)
      else updateOther(connectorId, undefined)
    },
    connected(connection) {
      applyConnection(kit, namespace, connection, { activate: false })
    },
    pairingUri(_connectorId, uri) {
      kit.stores.connections.set({ pairing: { uri, createdAt: Date.now() } })
    },
  }
}
