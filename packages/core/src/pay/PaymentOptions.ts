/** AppKit Pay's shapes (`@reown/appkit-pay` 1.8: `types/options.ts`, `types/payment.ts`, `types/exchange.ts`). */

/** The asset's name, symbol and decimals as the Pay view shows them (`logoURI` optional). */
export type AssetMetadata = { logoURI?: string; name: string; symbol: string; decimals: number }

/**
 * What is paid: `network` a CAIP-2 id of one of the site's networks (`eip155:31337`, `solana:…`), `asset`
 * `'native'` or the token's own address on that network (ERC-20 contract, SPL mint).
 */
export type PaymentAsset = { network: string; asset: string; metadata: AssetMetadata }

export type PaymentChoice = 'pay' | 'deposit'

/** AppKit Pay's `PaymentOptions`: a payment of `amount` (whole units) of `paymentAsset` to `recipient`. */
export type PaymentOptions = {
  paymentAsset: PaymentAsset
  recipient: string
  amount: number
  choice?: PaymentChoice
  /** Exchange options: accepted for AppKit compatibility; Gangway has no exchanges (see `getExchanges`). */
  openInNewTab?: boolean
  redirectUrl?: { success: string; failure: string }
  payWithExchange?: { includeOnly?: string[]; exclude?: string[] }
}

/** What `pay` resolves with: the transaction hash on success, AppKit Pay's message on failure. */
export type PaymentResult = {
  success: boolean
  result?: string
  error?: string
  /** Gangway's addition: why it failed in the wallet's words ('Transaction declined', 'Insufficient funds' …). */
  reason?: string
}

export type PayStatus = 'UNKNOWN' | 'IN_PROGRESS' | 'SUCCESS' | 'FAILED'

/** The payment under way or done (`type` is always 'wallet' in Gangway: no exchanges). */
export type CurrentPayment = {
  type: 'wallet' | 'exchange'
  exchangeId?: string
  sessionId?: string
  status?: PayStatus
  result?: string
}

/** `getPayResult`'s answer: the transaction hash (Solana: signature). */
export type PayResult = CurrentPayment['result']

/** AppKit Pay's exchange entry (Gangway lists none). */
export type Exchange = { id: string; imageUrl: string; name: string }

export type GetExchangesParams = { page?: number; asset?: string; amount?: number | string; network?: string }
