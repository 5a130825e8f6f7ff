import {
  DEFAULT_ONRAMP_PURCHASE_CURRENCIES,
  ONRAMP_PAYMENT_CURRENCIES,
  type OnrampOptionsResponse,
  type PaymentCurrency,
} from '@gangway/protocol'

/** AppKit's `USD_CURRENCY_DEFAULT`: USD with SPEC §9's card and bank account limits. */
export const USD_CURRENCY_DEFAULT = ONRAMP_PAYMENT_CURRENCIES[0] as PaymentCurrency

/**
 * SPEC §8: what the Buy flow offers when `/v1/onramp/options` fails — the protocol's built-in defaults, as the
 * server answers them (AppKit's `DEFAULT_OPTIONS`: USDC and ETH, USD and EUR with SPEC §9's limits). No
 * provider comes with them: without the server there is no one to buy from, and the dialog says so.
 */
export function onRampDefaults(): OnrampOptionsResponse {
  return {
    purchaseCurrencies: DEFAULT_ONRAMP_PURCHASE_CURRENCIES,
    paymentCurrencies: ONRAMP_PAYMENT_CURRENCIES,
    providers: [],
  }
}
