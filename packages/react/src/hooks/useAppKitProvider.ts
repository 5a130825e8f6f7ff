import type { ChainNamespace, ConnectorType } from '@gangway/protocol'
import { useMemo } from 'react'
import { useAppKitInstance } from './useAppKitInstance.ts'
import { useKitStore } from './useKitStore.ts'

/**
 * The connected wallet's provider for a namespace (EIP-1193 for eip155, the Solana and Bitcoin providers of
 * their adapters), for use with viem, ethers or the chain's own library.
 *
 * Typed as AppKit types it: `walletProvider` is `T`, so `useAppKitProvider<Provider>('solana').walletProvider`
 * needs no non-null assertion in a strict site. As in AppKit it is `undefined` at run time while nothing is
 * connected in that namespace — check `isConnected` (or the provider) before using it.
 */
export function useAppKitProvider<T = unknown>(
  namespace: ChainNamespace,
): { walletProvider: T; walletProviderType: ConnectorType | undefined } {
  const instance = useAppKitInstance()
  const connections = useKitStore(instance, (s) => s.connections)
  const chains = useKitStore(instance, (s) => s.chains)
  const connectorId = connections?.activeConnectorId[namespace]
  const connected = chains?.accounts[namespace]?.isConnected ?? false
  return useMemo(() => {
    if (!instance || !connectorId || !connected) {
      return { walletProvider: undefined as T, walletProviderType: undefined }
    }
    const connector = instance.kit.stores.connectors.get().connectors.find((c) => c.id === connectorId)
    return {
      walletProvider: instance.getWalletProvider(namespace) as T,
      walletProviderType: connector?.type,
    }
  }, [instance, connectorId, connected, namespace])
}
