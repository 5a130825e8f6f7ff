import type { OpenModalParams } from '@gangway/core'
import { useMemo } from 'react'
import { NOT_CREATED, useAppKitInstance } from './useAppKitInstance.ts'

/** Opens (optionally at a view or namespace) and closes the dialog. */
export function useAppKit(): { open(options?: OpenModalParams): Promise<void>; close(): Promise<void> } {
  const instance = useAppKitInstance()
  return useMemo(
    () => ({
      open: async (options?: OpenModalParams) => {
        if (!instance) throw new Error(NOT_CREATED)
        await instance.open(options)
      },
      close: async () => {
        if (!instance) throw new Error(NOT_CREATED)
        await instance.close()
      },
    }),
    [instance],
  )
}
