import type { AppKitPayErrorMessage } from '../pay/PayError.ts'
import type { CurrentPayment, PaymentOptions } from '../pay/PaymentOptions.ts'

/**
 * The payment the site asked for (AppKit's `PayController` state, the parts Gangway has): the options given
 * to `openPay`, the payment under way or done, and AppKit Pay's message of the last failure (`reason`: the
 * wallet's or chain's own words).
 */
export type PayState = {
  options?: PaymentOptions
  currentPayment?: CurrentPayment
  error: AppKitPayErrorMessage | null
  reason?: string
  isPaymentInProgress: boolean
}
