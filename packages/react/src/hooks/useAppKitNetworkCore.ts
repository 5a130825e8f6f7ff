import type { ChainNamespace } from '@gangway/protocol'
import { useMemo } from 'react'
import { networkReturn, type UseAppKitNetworkReturn } from '../publicState.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'
import { useKitStore } from './useKitStore.ts'

const NONE: Omit<UseAppKitNetworkReturn, 'switchNetwork'> = {
  caipNetwork: undefined,
  chainId: undefined,
  caipNetworkId: undefined,
  approvedCaipNetworkIds: undefined,
  supportsAllNetworks: true,
}

/**
 * AppKit's `useAppKitNetworkCore`: the active network without `switchNetwork`. With `{ namespace }` (a
 * Gangway extension for sites with EVM and Solana): that namespace's network — the one it was last on.
 */
export function useAppKitNetworkCore(
  options: { namespace?: ChainNamespace } = {},
): Omit<UseAppKitNetworkReturn, 'switchNetwork'> {
  const instance = useAppKitInstance()
  const chains = useKitStore(instance, (s) => s.chains)
  const { namespace } = options
  return useMemo(
    () => (instance && chains ? networkReturn(instance.kit, namespace) : NONE),
    [instance, chains, namespace],
  )
}
