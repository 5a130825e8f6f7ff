import {
  ONRAMP_BANK_LIMITS,
  ONRAMP_CARD_LIMITS,
  ONRAMP_CURRENCIES,
  type OnrampQuote,
  type PaymentCurrency,
  type PurchaseCurrency,
} from './OnrampApi.ts'

/*
 * SPEC §8's on-ramp fallbacks, the same on the server (options it cannot build, a provider that fails) and in
 * the dialog (a server it cannot reach).
 */

/** SPEC §9's fiat currencies (USD, EUR), each with the card and bank account limits. */
export const ONRAMP_PAYMENT_CURRENCIES: PaymentCurrency[] = ONRAMP_CURRENCIES.map((id) => ({
  id,
  payment_method_limits: [{ ...ONRAMP_CARD_LIMITS }, { ...ONRAMP_BANK_LIMITS }],
}))

const mainnetUsdc = [
  {
    name: 'ethereum-mainnet',
    display_name: 'Ethereum',
    chain_id: '1',
    contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  },
  {
    name: 'polygon-mainnet',
    display_name: 'Polygon',
    chain_id: '137',
    contract_address: '0x2791Bca1f2de4661ED88A30C99A7a9449Aa84174',
  },
]

/**
 * The built-in purchase currencies when the options cannot be had: AppKit's `DEFAULT_OPTIONS` (USDC on Ethereum
 * and Polygon, ETH). Unlike AppKit, whose ETH entry repeats USDC's id and contracts, ETH here is the native coin.
 */
export const DEFAULT_ONRAMP_PURCHASE_CURRENCIES: PurchaseCurrency[] = [
  { id: '2b92315d-eab7-5bef-84fa-089a131333f5', name: 'USD Coin', symbol: 'USDC', networks: mainnetUsdc },
  {
    id: 'ETH',
    name: 'Ether',
    symbol: 'ETH',
    networks: [{ name: 'ethereum-mainnet', display_name: 'Ethereum', chain_id: '1', contract_address: '' }],
  },
]

/** The quote when none can be had: every amount the input, in the payment currency (`mocked-quote-id`). */
export function mockedOnrampQuote(amount: string, currency: string): OnrampQuote {
  const same = { amount, currency }
  return {
    paymentTotal: same,
    paymentSubtotal: same,
    purchaseAmount: same,
    networkFee: same,
    quoteId: 'mocked-quote-id',
    mocked: true,
  }
}
