import type { ChainNamespace } from '@gangway/protocol'
import { useMemo } from 'react'
import { NOT_CREATED, useAppKitInstance } from './useAppKitInstance.ts'

/**
 * Disconnects a namespace, or every connected one. `id` (AppKit's) names the connector to disconnect:
 * Gangway has one connection per namespace, so it disconnects the namespace where that connector is
 * connected, and rejects when it is connected nowhere.
 */
export function useDisconnect(): { disconnect(options?: { id?: string; namespace?: ChainNamespace }): Promise<void> } {
  const instance = useAppKitInstance()
  return useMemo(
    () => ({
      disconnect: async (options: { id?: string; namespace?: ChainNamespace } = {}) => {
        if (!instance) throw new Error(NOT_CREATED)
        if (options.id === undefined) return instance.disconnect(options.namespace)
        const id = options.id.toLowerCase()
        const active = instance.kit.stores.connections.get().activeConnectorId
        const namespace = (Object.keys(active) as ChainNamespace[]).find(
          (ns) => active[ns]?.toLowerCase() === id && (!options.namespace || ns === options.namespace),
        )
        if (!namespace) throw new Error(`disconnect: no wallet is connected with connector ${options.id}`)
        return instance.disconnect(namespace)
      },
    }),
    [instance],
  )
}
