import { ConstantsUtil } from '../constants.ts'
import type { Kit } from '../Kit.ts'
import { PayError } from '../pay/PayError.ts'
import type { PaymentOptions, PaymentResult } from '../pay/PaymentOptions.ts'
import type { PayState } from '../stores/PayState.ts'
import { openPay } from './openPay.ts'

export type PayParameters = PaymentOptions
export type PayReturnType = PaymentResult
export type PayErrorType = PayError

/**
 * AppKit Pay's `pay`: `openPay`, then waits for the payment's first outcome — `{ success: true, result:
 * hash }` or `{ success: false, error: "Unable to process payment", reason }` (the visitor may still try again
 * in the dialog; `getPayResult` has the later hash). Rejects when the options are bad (AppKit Pay's codes), a
 * timeout of 0 or less ('Invalid payment configuration'), and after `timeoutMs` (default 5 minutes,
 * `PAYMENT_TIMEOUT_MS`) without an outcome ('Unable to process payment', details 'Payment timeout').
 *
 * @example
 * const { success, result } = await pay(kit, { paymentAsset, recipient: '0x…', amount: 5 })
 */
export function pay(
  kit: Kit,
  options: PayParameters,
  timeoutMs: number = ConstantsUtil.PAYMENT_TIMEOUT_MS,
): Promise<PayReturnType> {
  if (!(timeoutMs > 0)) return Promise.reject(new PayError('INVALID_PAYMENT_CONFIG', 'Timeout must be greater than 0'))
  try {
    openPay(kit, options)
  } catch (error) {
    return Promise.reject(
      error instanceof PayError ? error : new PayError('UNABLE_TO_INITIATE_PAYMENT', (error as Error).message),
    )
  }
  return new Promise<PayReturnType>((resolve, reject) => {
    const outcome = (state: PayState): PayReturnType | undefined => {
      const status = state.currentPayment?.status
      if (status === 'SUCCESS')
        return { success: true, ...(state.currentPayment?.result ? { result: state.currentPayment.result } : {}) }
      if (status === 'FAILED') {
        return {
          success: false,
          error: state.error ?? 'Payment failed',
          ...(state.reason ? { reason: state.reason } : {}),
        }
      }
      return undefined
    }
    const stop = kit.stores.pay.subscribe((state) => {
      const result = outcome(state)
      if (!result) return
      stop()
      clearTimeout(timer)
      resolve(result)
    })
    const timer = setTimeout(() => {
      stop()
      reject(new PayError('GENERIC_PAYMENT_ERROR', 'Payment timeout'))
    }, timeoutMs)
  })
}
