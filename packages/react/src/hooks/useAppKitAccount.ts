import type { ChainNamespace } from '@gangway/protocol'
import { useMemo } from 'react'
import { accountReturn, DISCONNECTED, type UseAppKitAccountReturn } from '../publicState.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'
import { useKitStore } from './useKitStore.ts'

export type { UseAppKitAccountReturn }

/** The account of a namespace (default: the active one). Disconnected defaults before `createAppKit`. */
export function useAppKitAccount(options: { namespace?: ChainNamespace } = {}): UseAppKitAccountReturn {
  const instance = useAppKitInstance()
  const chains = useKitStore(instance, (s) => s.chains)
  return useMemo(
    () => (instance && chains ? accountReturn(instance.kit, options.namespace) : DISCONNECTED),
    [instance, chains, options.namespace],
  )
}
