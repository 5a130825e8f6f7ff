import type { OnrampProvider, OnrampQuote, PurchaseStatus } from '@gangway/protocol'

/** A token bought on one network, as the server's options describe it. */
export type OnrampAsset = {
  /** The purchase currency id (the symbol: `USDC`, `ETH`). */
  symbol: string
  name: string
  /** CAIP-2 network (`eip155:31337`, `solana:…`). */
  caipNetworkId: string
  namespace: 'eip155' | 'solana'
  /** The ERC-20 0x address or SPL mint; `native` for the chain's coin. */
  address: string
  decimals: number
}

/** What a quote is asked for: `fiatAmount` (two decimals) of `fiatCurrency` by `paymentMethod`, for `asset`. */
export type OnrampQuoteInput = {
  fiatCurrency: string
  fiatAmount: string
  paymentMethod: string
  asset: OnrampAsset
}

/** A quote as a provider answers it (the route adds SPEC §8's mocked stand-in when the provider fails). */
export type ProviderQuote = Omit<OnrampQuote, 'mocked'>

/** A purchase the server stored `pending`, for which the provider's widget URL is made. */
export type OnrampPurchaseDetails = {
  /** Our purchase id (random, ≥ 128 bits): the provider echoes it in its webhook. */
  id: string
  /** CAIP-10 destination account. */
  account: string
  /** The destination address alone (the account without its network). */
  address: string
  asset: OnrampAsset
  fiatCurrency: string
  fiatAmount: string
  paymentMethod: string
  /** Whole units bought, from the provider's quote; null when it could not be quoted. */
  cryptoAmount: string | null
}

/** A verified provider event about one purchase. */
export type OnrampWebhookEvent = {
  /** Unique per event: a replay of it is refused. */
  eventId: string
  purchaseId: string
  status: PurchaseStatus
  cryptoAmount?: string | undefined
  fiatAmount?: string | undefined
  txHash?: string | undefined
  failureReason?: string | undefined
}

/**
 * One on-ramp provider behind the server's `/v1/onramp` routes (sandbox, MoonPay, …). Keys come from the
 * provider's `ONRAMP_PROVIDERS` entry and never leave the server.
 */
export type OnrampProviderPlugin = {
  /** What the dialog shows (`providers` of `/v1/onramp/options`). */
  readonly description: OnrampProvider
  /** The provider's quote; rejects when it cannot be had (the route then answers the mocked quote). */
  quote(input: OnrampQuoteInput): Promise<ProviderQuote>
  /** The widget URL the visitor's new window opens, signed where the provider requires it. Throws OnrampError. */
  widgetUrl(args: { purchase: OnrampPurchaseDetails; webhookUrl: string }): string
  /**
   * Checks a webhook call (`rawBody` exactly as received, `now` in ms) and reads its event. Throws
   * `OnrampWebhookError` for a bad, missing or old signature or a body that is not the provider's event.
   */
  verifyWebhook(rawBody: string, headers: Headers, now: number): OnrampWebhookEvent
}
