import type { ChainNamespace } from '@gangway/protocol'
import { useMemo } from 'react'
import { NOT_CREATED, useAppKitInstance } from './useAppKitInstance.ts'

/** Disconnects a namespace, or every connected one. */
export function useDisconnect(): { disconnect(options?: { namespace?: ChainNamespace }): Promise<void> } {
  const instance = useAppKitInstance()
  return useMemo(
    () => ({
      disconnect: async (options: { namespace?: ChainNamespace } = {}) => {
        if (!instance) throw new Error(NOT_CREATED)
        await instance.disconnect(options.namespace)
      },
    }),
    [instance],
  )
}
