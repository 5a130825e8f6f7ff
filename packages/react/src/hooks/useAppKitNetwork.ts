import type { AppKitNetwork } from '@gangway/core'
import { useMemo } from 'react'
import type { UseAppKitNetworkReturn } from '../publicState.ts'
import { NOT_CREATED, useAppKitInstance } from './useAppKitInstance.ts'
import { useAppKitNetworkCore } from './useAppKitNetworkCore.ts'

export type { UseAppKitNetworkReturn }

/**
 * The active network and `switchNetwork` (a viem Chain or a CaipNetwork of the site's; the wallet is asked
 * when connected). As in AppKit, a failed switch does not reject (the dialog shows why).
 */
export function useAppKitNetwork(): UseAppKitNetworkReturn {
  const instance = useAppKitInstance()
  const network = useAppKitNetworkCore()
  return useMemo(
    () => ({
      ...network,
      switchNetwork: (next: AppKitNetwork) => {
        if (!instance) return Promise.reject(new Error(NOT_CREATED))
        return instance.switchNetwork(next)
      },
    }),
    [instance, network],
  )
}
