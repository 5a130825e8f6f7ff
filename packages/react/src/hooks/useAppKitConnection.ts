import { AlertCode, type ConnectionItem, connect, listConnections, multiWalletEnabled } from '@gangway/core'
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

/**
 * AppKit's `useAppKitConnection`: the active connection of a namespace and switching between connections.
 * SPEC §6: with `features.multiWallet` off it answers no connection, actions that do nothing, and an info
 * alert. Switching connects the connection's wallet; an `address` other than the wallet's current one is
 * chosen in the wallet, so it is reported through `onError`. Gangway keeps no earlier connections yet, so
 * `deleteConnection` reports that through `onError` too.
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
  const options = useKitStore(instance, (s) => s.options)
  const [isPending, setPending] = useState(false)
  const enabled = instance ? multiWalletEnabled(instance.kit) : false
  useEffect(() => {
    if (instance && !enabled) noticeOnce(instance.kit, AlertCode.MULTI_WALLET_NOT_ENABLED, CONNECTION_HOOK_NOT_ENABLED)
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
    const activeId = kit.stores.connections.get().activeConnectorId[ns]?.toLowerCase()
    const connection = listConnections(kit, ns).connections.find((c) => c.connectorId.toLowerCase() === activeId)
    return {
      connection,
      isPending,
      async switchConnection({ connection: next, address }) {
        setPending(true)
        try {
          const before = kit.stores.chains.get().accounts[ns]?.address
          const switchedWallet = next.connectorId.toLowerCase() !== activeId
          if (switchedWallet) await connect(kit, { connectorId: next.connectorId, namespace: ns })
          const now = kit.stores.chains.get().accounts[ns]?.address
          if (address && now?.toLowerCase() !== address.toLowerCase()) {
            throw new Error(
              `switchConnection: choose ${address} in the wallet; Gangway cannot pick the wallet's account`,
            )
          }
          onSuccess?.({
            address: now ?? '',
            namespace: ns,
            hasSwitchedAccount: before?.toLowerCase() !== now?.toLowerCase(),
            hasSwitchedWallet: switchedWallet,
            hasDeletedWallet: false,
          })
        } catch (error) {
          onError?.(error instanceof Error ? error : new Error('Something went wrong'))
        } finally {
          setPending(false)
        }
      },
      deleteConnection() {
        onError?.(
          new Error(
            'deleteConnection: Gangway keeps no earlier connections yet (multi-wallet comes with a later issue)',
          ),
        )
      },
    }
  }, [instance, enabled, namespace, connections, options, isPending, onSuccess, onError])
}
