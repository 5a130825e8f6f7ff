import { useMemo } from 'react'
import type { OpenParams } from '../types.ts'
import { NOT_CREATED, useAppKitInstance } from './useAppKitInstance.ts'

/** Opens (optionally at a view or namespace) and closes the dialog. */
export function useAppKit(): { open(options?: OpenParams): Promise<void>; close(): Promise<void> } {
  const instance = useAppKitInstance()
  return useMemo(
    () => ({
      open: async (options?: OpenParams) => {
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
