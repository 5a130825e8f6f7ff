import type { ChainNamespace } from '@gangway/protocol'
import { useMemo } from 'react'
import type { ConnectedWalletInfo } from '../types.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'
import { useKitStore } from './useKitStore.ts'

/** Name, icon and rdns of the wallet connected in a namespace (default: the active one); undefined when none. */
export function useWalletInfo(namespace?: ChainNamespace): { walletInfo: ConnectedWalletInfo | undefined } {
  const instance = useAppKitInstance()
  const connections = useKitStore(instance, (s) => s.connections)
  const chains = useKitStore(instance, (s) => s.chains)
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed when connections or accounts change
  return useMemo(() => ({ walletInfo: instance?.getWalletInfo(namespace) }), [instance, connections, chains, namespace])
}
