import type { ChainNamespace } from '@gangway/protocol'
import { useMemo } from 'react'
import { useAppKitInstance } from './useAppKitInstance.ts'
import { useKitStore } from './useKitStore.ts'

/**
 * The connected wallet's provider for a namespace (EIP-1193 for eip155), for use with viem/ethers;
 * undefined when not connected.
 */
export function useAppKitProvider<T = unknown>(
  namespace: ChainNamespace,
): { walletProvider: T | undefined; walletProviderType: string | undefined } {
  const instance = useAppKitInstance()
  const connections = useKitStore(instance, (s) => s.connections)
  const chains = useKitStore(instance, (s) => s.chains)
  const connectorId = connections?.activeConnectorId[namespace]
  const connected = chains?.accounts[namespace]?.isConnected ?? false
  return useMemo(() => {
    if (!instance || !connectorId || !connected) return { walletProvider: undefined, walletProviderType: undefined }
    const connector = instance.kit.stores.connectors.get().connectors.find((c) => c.id === connectorId)
    return {
      walletProvider: instance.getWalletProvider(namespace) as T | undefined,
      walletProviderType: connector?.type,
    }
  }, [instance, connectorId, connected, namespace])
}
