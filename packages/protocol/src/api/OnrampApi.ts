import { z } from 'zod/mini'

/**
 * On-ramp ("Buy crypto", SPEC §7): AppKit's `BlockchainApiController` calls `getOnrampOptions`,
 * `getOnrampQuote` and `generateOnRampURL`, same paths, names and shapes (Coinbase's field names:
 * `payment_method_limits`, `chain_id`, `contract_address`). Gangway's additions are marked; they let one
 * server offer several providers and let the dialog follow a purchase to its end.
 */
export const OnrampApiPath = {
  options: '/v1/onramp/options',
  quote: '/v1/onramp/quote',
  url: '/v1/generators/onrampurl',
  /** Gangway: `GET …/purchases?ids=a,b` (the dialog keeps the ids of the purchases it started). */
  purchases: '/v1/onramp/purchases',
  /** Gangway: `POST …/webhook/{provider}`, the provider's signed status callback. */
  webhook: '/v1/onramp/webhook',
} as const

/** SPEC §9: a purchase's payment method limits, and the currencies and fee range offered by default. */
export const ONRAMP_CARD_LIMITS = { id: 'card', min: '10.00', max: '7500.00' } as const
export const ONRAMP_BANK_LIMITS = { id: 'ach_bank_account', min: '10.00', max: '25000.00' } as const
export const ONRAMP_FEE_RANGE = '1-2%'
/** SPEC §9: the fiat currencies offered. */
export const ONRAMP_CURRENCIES = ['USD', 'EUR'] as const
/** At most this many purchase ids in one `GET /v1/onramp/purchases`. */
export const ONRAMP_PURCHASES_MAX_IDS = 20

export const PaymentLimitsSchema = z.object({ id: z.string(), min: z.string(), max: z.string() })
export type PaymentLimits = z.infer<typeof PaymentLimitsSchema>

/** A fiat currency the visitor pays with (`USD`, `EUR`) and the limits of each payment method. */
export const PaymentCurrencySchema = z.object({ id: z.string(), payment_method_limits: z.array(PaymentLimitsSchema) })
export type PaymentCurrency = z.infer<typeof PaymentCurrencySchema>

/** One network a purchase currency can be bought on. */
export const OnrampNetworkSchema = z.object({
  name: z.string(),
  display_name: z.string(),
  /** EVM: the decimal chain id; Solana: the CAIP-2 reference. */
  chain_id: z.string(),
  /** The token contract (EVM) or mint (Solana); empty for the native coin. */
  contract_address: z.string(),
  /** Gangway: the CAIP-2 network id (`eip155:31337`, `solana:…`). */
  caipNetworkId: z.optional(z.string()),
  /** Gangway: the token's decimals on that network. */
  decimals: z.optional(z.number()),
})
export type OnrampNetwork = z.infer<typeof OnrampNetworkSchema>

/** A token the visitor buys. */
export const PurchaseCurrencySchema = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  networks: z.array(OnrampNetworkSchema),
})
export type PurchaseCurrency = z.infer<typeof PurchaseCurrencySchema>

/** Gangway: one on-ramp provider the server offers (AppKit has these as a client constant). */
export const OnrampProviderSchema = z.object({
  /** Stable name (`moonpay`, `sandbox`), used in the URL request and the webhook path. */
  name: z.string(),
  label: z.string(),
  /** e.g. `1-2%`. */
  feeRange: z.string(),
  /** The provider's site, shown in the dialog. */
  url: z.string(),
  /** Namespaces it sells for (`eip155`, `solana`). */
  supportedChains: z.array(z.string()),
  /** A data: URI logo, or absent. Never a third-party URL. */
  logo: z.optional(z.string()),
})
export type OnrampProvider = z.infer<typeof OnrampProviderSchema>

export const OnrampOptionsResponseSchema = z.object({
  paymentCurrencies: z.array(PaymentCurrencySchema),
  purchaseCurrencies: z.array(PurchaseCurrencySchema),
  /** Gangway: the providers configured on this server. */
  providers: z.optional(z.array(OnrampProviderSchema)),
})
export type OnrampOptionsResponse = z.infer<typeof OnrampOptionsResponseSchema>

export const QuoteAmountSchema = z.object({ amount: z.string(), currency: z.string() })
export type QuoteAmount = z.infer<typeof QuoteAmountSchema>

export const OnrampQuoteRequestSchema = z.object({
  purchaseCurrency: PurchaseCurrencySchema,
  paymentCurrency: PaymentCurrencySchema,
  /** The fiat amount, a decimal string (`"50"`, `"50.00"`). */
  amount: z.string(),
  /** AppKit sends the purchase currency's symbol here. */
  network: z.string(),
  /** Gangway: the provider asked (the first configured one when absent). */
  provider: z.optional(z.string()),
  /** Gangway: the payment method (`card` when absent); its limits apply. */
  paymentMethod: z.optional(z.string()),
  /** Gangway: the CAIP-2 network bought on (one of the purchase currency's networks; its first when absent). */
  caipNetworkId: z.optional(z.string()),
})
export type OnrampQuoteRequest = z.infer<typeof OnrampQuoteRequestSchema>

export const OnrampQuoteSchema = z.object({
  paymentTotal: QuoteAmountSchema,
  paymentSubtotal: QuoteAmountSchema,
  purchaseAmount: QuoteAmountSchema,
  networkFee: QuoteAmountSchema,
  quoteId: z.string(),
  /** Gangway: the provider's fee (part of `paymentTotal`). */
  providerFee: z.optional(QuoteAmountSchema),
  /** Gangway: true when the provider could not be asked and this is SPEC §8's 1:1 stand-in. */
  mocked: z.optional(z.boolean()),
})
export type OnrampQuote = z.infer<typeof OnrampQuoteSchema>

export const DestinationWalletSchema = z.object({
  address: z.string(),
  blockchains: z.optional(z.array(z.string())),
  assets: z.optional(z.array(z.string())),
  supportedNetworks: z.optional(z.array(z.string())),
})

export const OnrampUrlRequestSchema = z.object({
  destinationWallets: z.array(DestinationWalletSchema),
  partnerUserId: z.string(),
  defaultNetwork: z.optional(z.string()),
  defaultExperience: z.optional(z.string()),
  presetCryptoAmount: z.optional(z.number()),
  presetFiatAmount: z.optional(z.number()),
  /** Gangway: which provider (`sandbox`, `moonpay`); the first configured one when absent. */
  provider: z.optional(z.string()),
  /** Gangway: the fiat currency (`USD` when absent). */
  paymentCurrency: z.optional(z.string()),
  /** Gangway: the purchase currency id and its CAIP-2 network. */
  purchaseCurrency: z.optional(z.string()),
  caipNetworkId: z.optional(z.string()),
  /** Gangway: the payment method (`card` when absent). */
  paymentMethod: z.optional(z.string()),
})
export type OnrampUrlRequest = z.infer<typeof OnrampUrlRequestSchema>

export const OnrampUrlResponseSchema = z.object({
  url: z.string(),
  /** Gangway: the purchase the server stored, to follow with `GET /v1/onramp/purchases`. */
  purchaseId: z.optional(z.string()),
})
export type OnrampUrlResponse = z.infer<typeof OnrampUrlResponseSchema>

export const PurchaseStatusSchema = z.enum(['pending', 'completed', 'failed'])
export type PurchaseStatus = z.infer<typeof PurchaseStatusSchema>

/** Gangway: a purchase as the server knows it, from the URL request on, updated by the provider's webhook. */
export const OnrampPurchaseSchema = z.object({
  id: z.string(),
  provider: z.string(),
  status: PurchaseStatusSchema,
  /** CAIP-10 destination account. */
  account: z.string(),
  purchaseCurrency: z.string(),
  /** Whole units bought, a decimal string, once known. */
  purchaseAmount: z.nullable(z.string()),
  paymentCurrency: z.string(),
  /** Fiat paid, a decimal string, once known. */
  paymentAmount: z.nullable(z.string()),
  /** The transaction that delivered the tokens, once known. */
  txHash: z.nullable(z.string()),
  /** Why it failed, in the provider's words. */
  failureReason: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type OnrampPurchase = z.infer<typeof OnrampPurchaseSchema>
export const OnrampPurchasesResponseSchema = z.object({ purchases: z.array(OnrampPurchaseSchema) })
export type OnrampPurchasesResponse = z.infer<typeof OnrampPurchasesResponseSchema>
