import type { Kit } from '../Kit.ts'
import type { OnRampState } from '../stores/OnRampState.ts'

/**
 * Sets the Buy form: the token, the fiat currency, the payment method or the amount (AppKit's
 * `setPurchaseCurrency`, `setPaymentCurrency`, `setPaymentAmount`). The quote is forgotten until
 * `fetchOnRampQuote` answers for the new inputs.
 */
export function updateOnRamp(
  kit: Kit,
  patch: Partial<Pick<OnRampState, 'purchaseCurrency' | 'paymentCurrency' | 'paymentMethod' | 'paymentAmount'>>,
): void {
  kit.stores.onramp.set({
    ...patch,
    quote: undefined,
    quoteFor: undefined,
    purchaseAmount: undefined,
    error: undefined,
  })
}
