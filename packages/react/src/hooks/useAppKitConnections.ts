import { type ConnectionItem, listConnections, multiWalletEnabled } from '@gangway/core'
import type { ChainNamespace } from '@gangway/protocol'
import { useEffect, useMemo } from 'react'
import { noticeOnce } from './noticeOnce.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'
import { useKitStore } from './useKitStore.ts'

export const CONNECTIONS_HOOK_NOT_ENABLED =
  'Multi-wallet support is not enabled: set features.multiWallet to use the useAppKitConnections hook.'

const EMPTY = { connections: [] as ConnectionItem[], recentConnections: [] as ConnectionItem[] }

/**
 * AppKit's `useAppKitConnections`: the wallets of a namespace (default: the active one) with name, icon,
 * network image and status — `connections` the live ones (the current one first, `status` 'connected', then
 * the other connected ones, 'active'), `recentConnections` the ones remembered in this browser that are not
 * live ('disconnected'). SPEC §6: with `features.multiWallet` off it answers empty lists and shows an info
 * alert.
 */
export function useAppKitConnections(namespace?: ChainNamespace): {
  connections: ConnectionItem[]
  recentConnections: ConnectionItem[]
} {
  const instance = useAppKitInstance()
  const connections = useKitStore(instance, (s) => s.connections)
  const connectors = useKitStore(instance, (s) => s.connectors)
  const chains = useKitStore(instance, (s) => s.chains)
  const options = useKitStore(instance, (s) => s.options)
  const enabled = instance ? multiWalletEnabled(instance.kit) : false
  useEffect(() => {
    if (instance && !enabled) noticeOnce(instance.kit, 'MULTI_WALLET_NOT_ENABLED', CONNECTIONS_HOOK_NOT_ENABLED)
  }, [instance, enabled])
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed when these stores change
  return useMemo(
    () => (instance && enabled ? listConnections(instance.kit, namespace) : EMPTY),
    [instance, enabled, namespace, connections, connectors, chains, options],
  )
}
