import { useEffect, useMemo, useState } from 'react'
import type { PublicState } from '../AppKit.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'
import { useKitStore } from './useKitStore.ts'

/** Whether the dialog is open or loading, the selected network and namespace, and whether init finished. */
export function useAppKitState(): Partial<PublicState> & { open: boolean; loading: boolean; initialized: boolean } {
  const instance = useAppKitInstance()
  const modal = useKitStore(instance, (s) => s.modal)
  const chains = useKitStore(instance, (s) => s.chains)
  const [initialized, setInitialized] = useState(false)
  useEffect(() => {
    let live = true
    setInitialized(false)
    void instance?.ready().then(() => live && setInitialized(true))
    return () => {
      live = false
    }
  }, [instance])
  return useMemo(
    () => ({
      open: modal?.open ?? false,
      loading: modal?.loading ?? false,
      initialized,
      ...(chains ? { selectedNetworkId: chains.activeNetwork.caipNetworkId, activeChain: chains.activeNamespace } : {}),
    }),
    [modal, chains, initialized],
  )
}
