import type { OnrampProvider, OnrampPurchase, OnrampQuote, PaymentCurrency, PurchaseCurrency } from '@gangway/protocol'

/**
 * The Buy flow (issue 18; AppKit's `OnRampController` names where they exist): the server's providers and
 * currencies, what the visitor picked, the quote for it, and the purchase being followed.
 */
export type OnRampState = {
  /** Whether `/v1/onramp/options` was asked (answered or fallen back to the built-in defaults). */
  optionsLoaded: boolean
  /** True when the options are SPEC §8's built-in defaults because the server could not be asked. */
  optionsFallback: boolean
  providers: OnrampProvider[]
  purchaseCurrencies: PurchaseCurrency[]
  paymentCurrencies: PaymentCurrency[]
  /** The token to buy (one of `purchaseCurrencies` with a network on the active one). */
  purchaseCurrency: PurchaseCurrency | undefined
  paymentCurrency: PaymentCurrency
  /** `card` or `ach_bank_account` (the payment currency's `payment_method_limits` ids). */
  paymentMethod: string
  /** Fiat amount as typed ("50"). */
  paymentAmount: string
  /** Whole units of the token the quote gives for `paymentAmount`. */
  purchaseAmount: number | undefined
  quote: OnrampQuote | undefined
  /** The inputs the quote is for, so a stale answer is never shown. */
  quoteFor: string | undefined
  quotesLoading: boolean
  /** Why there is no quote or URL (the limits, the server's reason). */
  error: string | undefined
  selectedProvider: OnrampProvider | undefined
  /** The purchase BuyInProgress follows, as the server last reported it. */
  purchase: OnrampPurchase | undefined
  /** The provider's URL of that purchase (to open its window again). */
  purchaseUrl: string | undefined
  /** The account's purchases this browser started (Activity), newest first. */
  purchases: OnrampPurchase[]
}

export function initialOnRampState(): OnRampState {
  return {
    optionsLoaded: false,
    optionsFallback: false,
    providers: [],
    purchaseCurrencies: [],
    paymentCurrencies: [],
    purchaseCurrency: undefined,
    // the limits arrive with the options (`fetchOnRampOptions`), before the form is shown
    paymentCurrency: { id: 'USD', payment_method_limits: [] },
    paymentMethod: 'card',
    paymentAmount: '',
    purchaseAmount: undefined,
    quote: undefined,
    quoteFor: undefined,
    quotesLoading: false,
    error: undefined,
    selectedProvider: undefined,
    purchase: undefined,
    purchaseUrl: undefined,
    purchases: [],
  }
}
