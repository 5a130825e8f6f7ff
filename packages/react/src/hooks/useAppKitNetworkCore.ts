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

/** AppKit's `useAppKitNetworkCore`: the active network without `switchNetwork`. */
export function useAppKitNetworkCore(): Omit<UseAppKitNetworkReturn, 'switchNetwork'> {
  const instance = useAppKitInstance()
  const chains = useKitStore(instance, (s) => s.chains)
  const network = chains?.activeNetwork
  return useMemo(() => (instance && network ? networkReturn(instance.kit) : NONE), [instance, network])
}
