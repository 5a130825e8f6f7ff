import {
  type ConnectionItem,
  deleteConnection as deleteKitConnection,
  listConnections,
  multiWalletEnabled,
  switchConnection as switchKitConnection,
} from '@gangway/core'
import type { ChainNamespace } from '@gangway/protocol'
import { useEffect, useMemo, useState } from 'react'
import { noticeOnce } from './noticeOnce.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'
import { useKitStore } from './useKitStore.ts'

export const CONNECTION_HOOK_NOT_ENABLED =
  'Multi-wallet support is not enabled: set features.multiWallet to use the useAppKitConnection hook.'

type ChangeParams = {
  address: string
  namespace: ChainNamespace
  hasSwitchedAccount: boolean
  hasSwitchedWallet: boolean
  hasDeletedWallet: boolean
}

export type UseAppKitConnectionReturn = {
  connection: ConnectionItem | undefined
  isPending: boolean
  switchConnection(params: { connection: ConnectionItem; address?: string }): Promise<void>
  deleteConnection(params: { address: string; connectorId: string }): void
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error('Something went wrong'))

/**
 * AppKit's `useAppKitConnection`: the current connection of a namespace, switching to another one and
 * deleting one (core's `switchConnection` / `deleteConnection`: a connected or active wallet becomes current
 * at once, a recent one runs its login; a deleted one is disconnected if live and forgotten). Results go to
 * `onSuccess` (`hasSwitchedWallet`, `hasSwitchedAccount`, `hasDeletedWallet`), failures to `onError`.
 * SPEC §6: with `features.multiWallet` off it answers no connection, actions that do nothing, and an info
 * alert.
 */
export function useAppKitConnection({
  namespace,
  onSuccess,
  onError,
}: {
  namespace?: ChainNamespace
  onSuccess?: (params: ChangeParams) => void
  onError?: (error: Error) => void
} = {}): UseAppKitConnectionReturn {
  const instance = useAppKitInstance()
  const connections = useKitStore(instance, (s) => s.connections)
  const chains = useKitStore(instance, (s) => s.chains)
  const options = useKitStore(instance, (s) => s.options)
  const [isPending, setPending] = useState(false)
  const enabled = instance ? multiWalletEnabled(instance.kit) : false
  useEffect(() => {
    if (instance && !enabled) noticeOnce(instance.kit, 'MULTI_WALLET_NOT_ENABLED', CONNECTION_HOOK_NOT_ENABLED)
  }, [instance, enabled])
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed when these stores change
  return useMemo((): UseAppKitConnectionReturn => {
    if (!instance || !enabled) {
      return {
        connection: undefined,
        isPending: false,
        switchConnection: async () => undefined,
        deleteConnection: () => undefined,
      }
    }
    const kit = instance.kit
    const ns = namespace ?? kit.stores.chains.get().activeNamespace
    const connection = listConnections(kit, ns).connections.find((c) => c.status === 'connected')
    return {
      connection,
      isPending,
      async switchConnection({ connection: next, address }) {
        setPending(true)
        try {
          const result = await switchKitConnection(kit, {
            connection: next,
            namespace: ns,
            ...(address ? { address } : {}),
          })
          if (result) onSuccess?.({ ...result, hasDeletedWallet: false })
        } catch (error) {
          onError?.(asError(error))
        } finally {
          setPending(false)
        }
      },
      deleteConnection({ address, connectorId }) {
        deleteKitConnection(kit, { connectorId, namespace: ns, ...(address ? { address } : {}) }).then(
          () =>
            onSuccess?.({
              address,
              namespace: ns,
              hasSwitchedAccount: false,
              hasSwitchedWallet: false,
              hasDeletedWallet: true,
            }),
          (error: unknown) => onError?.(asError(error)),
        )
      },
    }
  }, [instance, enabled, namespace, connections, chains, options, isPending, onSuccess, onError])
}
