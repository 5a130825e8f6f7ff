import type { CaipNetwork } from '@gangway/core'
import { useMemo } from 'react'
import { NOT_CREATED, useAppKitInstance } from './useAppKitInstance.ts'
import { useKitStore } from './useKitStore.ts'

export type UseAppKitNetworkReturn = {
  caipNetwork: CaipNetwork | undefined
  caipNetworkId: CaipNetwork['caipNetworkId'] | undefined
  chainId: number | string | undefined
  switchNetwork(network: CaipNetwork): Promise<void>
}

/** The active network and a way to switch it (the wallet is asked when connected). */
export function useAppKitNetwork(): UseAppKitNetworkReturn {
  const instance = useAppKitInstance()
  const chains = useKitStore(instance, (s) => s.chains)
  const network = chains?.activeNetwork
  return useMemo(
    () => ({
      caipNetwork: network,
      caipNetworkId: network?.caipNetworkId,
      chainId: network?.id,
      switchNetwork: (next: CaipNetwork) => {
        if (!instance) return Promise.reject(new Error(NOT_CREATED))
        return instance.switchNetwork(next)
      },
    }),
    [instance, network],
  )
}
