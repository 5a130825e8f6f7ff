import { useEffect, useMemo, useState } from 'react'
import { publicState } from '../publicState.ts'
import type { PublicStateControllerState } from '../types.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'
import { useKitStore } from './useKitStore.ts'

const CLOSED: PublicStateControllerState = {
  open: false,
  loading: false,
  initialized: false,
  connectingWallet: undefined,
}

/** Whether the dialog is open or loading, the selected network and namespace, init, the connecting wallet. */
export function useAppKitState(): PublicStateControllerState {
  const instance = useAppKitInstance()
  const modal = useKitStore(instance, (s) => s.modal)
  const chains = useKitStore(instance, (s) => s.chains)
  const headless = useKitStore(instance, (s) => s.headless)
  const [initialized, setInitialized] = useState(false)
  useEffect(() => {
    let live = true
    setInitialized(false)
    void instance?.ready().then(() => live && setInitialized(true))
    return () => {
      live = false
    }
  }, [instance])
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed when these stores change
  return useMemo(
    () => (instance ? publicState(instance.kit, initialized) : CLOSED),
    [instance, modal, chains, headless, initialized],
  )
}
