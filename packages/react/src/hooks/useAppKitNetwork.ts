import type { AppKitNetwork } from '@gangway/core'
import type { ChainNamespace } from '@gangway/protocol'
import { useMemo } from 'react'
import type { UseAppKitNetworkReturn } from '../publicState.ts'
import { NOT_CREATED, useAppKitInstance } from './useAppKitInstance.ts'
import { useAppKitNetworkCore } from './useAppKitNetworkCore.ts'

export type { UseAppKitNetworkReturn }

/**
 * The active network and `switchNetwork` (a viem Chain or a CaipNetwork of the site's; the wallet is asked
 * when connected). As in AppKit, a failed switch does not reject (the dialog shows why). With
 * `{ namespace }` (Gangway's extension): that namespace's network, the one it was last on.
 */
export function useAppKitNetwork(options: { namespace?: ChainNamespace } = {}): UseAppKitNetworkReturn {
  const instance = useAppKitInstance()
  const network = useAppKitNetworkCore(options)
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
