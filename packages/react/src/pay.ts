/**
 * `@gangway/react/pay` — AppKit Pay (`@reown/appkit-pay` and `@reown/appkit-pay/react`) on the page's
 * `createAppKit` instance: `openPay`, `pay`, `getPayResult`, `getPayError`, `getIsPaymentInProgress`,
 * `getExchanges`, the asset presets, the types, and the hooks `usePay` and `useAvailableExchanges`. Needs
 * `features.pay`. A site that never imports this entry pays nothing for it (the Pay views are lazy chunks).
 */
import {
  type AppKitPayErrorMessage,
  getExchanges as coreGetExchanges,
  getIsPaymentInProgress as coreGetIsPaymentInProgress,
  getPayError as coreGetPayError,
  getPayResult as coreGetPayResult,
  openPay as coreOpenPay,
  pay as corePay,
  type Exchange,
  type GetExchangesParams,
  type PaymentOptions,
  type PaymentResult,
  type PayResult,
} from '@gangway/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { AppKit } from './AppKit.ts'
import { NOT_CREATED, useAppKitInstance } from './hooks/useAppKitInstance.ts'
import { useKitStore } from './hooks/useKitStore.ts'
import { getPageInstance } from './pageInstance.ts'

export {
  type AppKitPayErrorCode,
  AppKitPayErrorCodes,
  type AppKitPayErrorMessage,
  AppKitPayErrorMessages,
  type AssetMetadata,
  arbitrumUSDC,
  arbitrumUSDT,
  baseETH,
  baseSepoliaETH,
  baseUSDC,
  type CurrentPayment,
  type Exchange,
  ethereumUSDC,
  ethereumUSDT,
  type GetExchangesParams,
  optimismUSDC,
  optimismUSDT,
  PayError as AppKitPayError,
  type PaymentAsset,
  type PaymentChoice,
  type PaymentOptions,
  type PaymentResult,
  type PayResult,
  polygonUSDC,
  polygonUSDT,
  solanaSOL,
  solanaUSDC,
  solanaUSDT,
} from '@gangway/core'

function requireInstance(): AppKit {
  const instance = getPageInstance()
  if (!instance) throw new Error(NOT_CREATED)
  return instance
}

/** Opens the dialog on the Pay view for this payment (AppKit Pay's codes and messages on bad options). */
export async function openPay(options: PaymentOptions): Promise<void> {
  coreOpenPay(requireInstance().kit, options)
}

/** Opens Pay and resolves with the payment's outcome: `{ success, result: hash }` or `{ success: false, error }`. */
export function pay(options: PaymentOptions, timeoutMs?: number): Promise<PaymentResult> {
  return corePay(requireInstance().kit, options, timeoutMs)
}

/** The transaction hash of the last payment once it succeeded. */
export function getPayResult(): PayResult {
  const instance = getPageInstance()
  return instance ? coreGetPayResult(instance.kit) : undefined
}

/** AppKit Pay's message of the last payment's failure, else null. */
export function getPayError(): AppKitPayErrorMessage | null {
  const instance = getPageInstance()
  return instance ? coreGetPayError(instance.kit) : null
}

/** True while the wallet is asked to pay. */
export function getIsPaymentInProgress(): boolean {
  const instance = getPageInstance()
  return instance ? coreGetIsPaymentInProgress(instance.kit) : false
}

/** Always empty: AppKit's exchanges are Reown's cloud service, which Gangway never contacts. */
export function getExchanges(): Exchange[] {
  return coreGetExchanges()
}

export type UsePayParameters = {
  onSuccess?: (data: PayResult) => void
  onError?: (error: AppKitPayErrorMessage) => void
}
export type UsePayReturn = {
  open: (options: PaymentOptions) => Promise<void>
  isPending: boolean
  isSuccess: boolean
  isError: boolean
  error: AppKitPayErrorMessage | null
  data: PayResult | null
}

/**
 * AppKit Pay's `usePay`: `open(options)` opens the Pay view; `onSuccess(hash)` / `onError(message)` are
 * called when a payment started in the dialog succeeds or fails (each attempt), and the return follows the
 * latest one.
 */
export function usePay(parameters: UsePayParameters = {}): UsePayReturn {
  const instance = useAppKitInstance()
  const state = useKitStore(instance, (s) => s.pay)
  const callbacks = useRef(parameters)
  callbacks.current = parameters
  const seen = useRef(state?.currentPayment)
  useEffect(() => {
    const payment = state?.currentPayment
    if (payment === seen.current) return
    seen.current = payment
    if (payment?.status === 'SUCCESS') callbacks.current.onSuccess?.(payment.result)
    else if (payment?.status === 'FAILED' && state?.error) callbacks.current.onError?.(state.error)
  }, [state])
  const open = useCallback(
    async (options: PaymentOptions) => {
      if (!instance) throw new Error(NOT_CREATED)
      coreOpenPay(instance.kit, options)
    },
    [instance],
  )
  const status = state?.currentPayment?.status
  const error = state?.error ?? null
  return {
    open,
    isPending: !!state?.isPaymentInProgress,
    isSuccess: status === 'SUCCESS' && !error,
    isError: error !== null,
    error,
    data: state?.currentPayment?.result ?? null,
  }
}

/** AppKit Pay's `useAvailableExchanges`: always an empty list in Gangway (no vendor cloud); `fetch` keeps it so. */
export function useAvailableExchanges(_options?: { shouldFetchOnInit?: boolean } & GetExchangesParams): {
  data: Exchange[] | null
  isLoading: boolean
  error: Error | null
  fetch: (params?: GetExchangesParams) => Promise<void>
} {
  const [data, setData] = useState<Exchange[] | null>(() => coreGetExchanges())
  const fetch = useCallback(async () => setData(coreGetExchanges()), [])
  return { data, isLoading: false, error: null, fetch }
}
