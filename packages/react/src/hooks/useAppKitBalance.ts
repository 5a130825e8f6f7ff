import { fetchBalance } from '@gangway/core'
import { useMemo } from 'react'
import { useAppKitInstance } from './useAppKitInstance.ts'

export type BalanceResult = {
  data: { balance: string; symbol: string } | undefined
  error: string | null
  isSuccess: boolean
  isError: boolean
}

/** `fetchBalance()` reads the connected account's native balance (cached 30 s, SPEC §9). */
export function useAppKitBalance(): { fetchBalance(): Promise<BalanceResult> } {
  const instance = useAppKitInstance()
  return useMemo(
    () => ({
      fetchBalance: async (): Promise<BalanceResult> => {
        if (!instance) return { data: undefined, error: 'No account connected', isSuccess: false, isError: true }
        try {
          const data = await fetchBalance(instance.kit)
          if (!data) return { data: undefined, error: 'No account connected', isSuccess: false, isError: true }
          return { data, error: null, isSuccess: true, isError: false }
        } catch (error) {
          return { data: undefined, error: (error as Error).message, isSuccess: false, isError: true }
        }
      },
    }),
    [instance],
  )
}
