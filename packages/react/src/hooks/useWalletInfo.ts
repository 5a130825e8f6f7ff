import type { WalletInfo } from '@gangway/core'
import { useMemo } from 'react'
import { useAppKitInstance } from './useAppKitInstance.ts'
import { useKitStore } from './useKitStore.ts'

/** Name, icon and rdns of the connected wallet; undefined when disconnected. */
export function useWalletInfo(): { walletInfo: WalletInfo | undefined } {
  const instance = useAppKitInstance()
  const connections = useKitStore(instance, (s) => s.connections)
  const walletInfo = connections?.walletInfo
  return useMemo(() => ({ walletInfo }), [walletInfo])
}
