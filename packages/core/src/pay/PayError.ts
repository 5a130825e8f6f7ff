/** AppKit Pay's error codes (`@reown/appkit-pay` `types/errors.ts`), stable. */
export const AppKitPayErrorCodes = {
  INVALID_PAYMENT_CONFIG: 'INVALID_PAYMENT_CONFIG',
  INVALID_RECIPIENT: 'INVALID_RECIPIENT',
  INVALID_ASSET: 'INVALID_ASSET',
  INVALID_AMOUNT: 'INVALID_AMOUNT',
  UNKNOWN_ERROR: 'UNKNOWN_ERROR',
  UNABLE_TO_INITIATE_PAYMENT: 'UNABLE_TO_INITIATE_PAYMENT',
  INVALID_CHAIN_NAMESPACE: 'INVALID_CHAIN_NAMESPACE',
  GENERIC_PAYMENT_ERROR: 'GENERIC_PAYMENT_ERROR',
  UNABLE_TO_GET_EXCHANGES: 'UNABLE_TO_GET_EXCHANGES',
  ASSET_NOT_SUPPORTED: 'ASSET_NOT_SUPPORTED',
  UNABLE_TO_GET_PAY_URL: 'UNABLE_TO_GET_PAY_URL',
  UNABLE_TO_GET_BUY_STATUS: 'UNABLE_TO_GET_BUY_STATUS',
  UNABLE_TO_GET_TOKEN_BALANCES: 'UNABLE_TO_GET_TOKEN_BALANCES',
  UNABLE_TO_GET_QUOTE: 'UNABLE_TO_GET_QUOTE',
  UNABLE_TO_GET_QUOTE_STATUS: 'UNABLE_TO_GET_QUOTE_STATUS',
  INVALID_RECIPIENT_ADDRESS_FOR_ASSET: 'INVALID_RECIPIENT_ADDRESS_FOR_ASSET',
} as const
export type AppKitPayErrorCode = (typeof AppKitPayErrorCodes)[keyof typeof AppKitPayErrorCodes]

/** AppKit Pay's message for each code, word for word. */
export const AppKitPayErrorMessages = {
  INVALID_PAYMENT_CONFIG: 'Invalid payment configuration',
  INVALID_RECIPIENT: 'Invalid recipient address',
  INVALID_ASSET: 'Invalid asset specified',
  INVALID_AMOUNT: 'Invalid payment amount',
  INVALID_RECIPIENT_ADDRESS_FOR_ASSET: 'Invalid recipient address for the asset selected',
  UNKNOWN_ERROR: 'Unknown payment error occurred',
  UNABLE_TO_INITIATE_PAYMENT: 'Unable to initiate payment',
  INVALID_CHAIN_NAMESPACE: 'Invalid chain namespace',
  GENERIC_PAYMENT_ERROR: 'Unable to process payment',
  UNABLE_TO_GET_EXCHANGES: 'Unable to get exchanges',
  ASSET_NOT_SUPPORTED: 'Asset not supported by the selected exchange',
  UNABLE_TO_GET_PAY_URL: 'Unable to get payment URL',
  UNABLE_TO_GET_BUY_STATUS: 'Unable to get buy status',
  UNABLE_TO_GET_TOKEN_BALANCES: 'Unable to get token balances',
  UNABLE_TO_GET_QUOTE: 'Unable to get quote. Please choose a different token',
  UNABLE_TO_GET_QUOTE_STATUS: 'Unable to get quote status',
} as const satisfies Record<AppKitPayErrorCode, string>
export type AppKitPayErrorMessage = (typeof AppKitPayErrorMessages)[keyof typeof AppKitPayErrorMessages]

/**
 * A Pay failure (AppKit's `AppKitPayError`): a stable `code`, AppKit Pay's `message` for it, and `details` —
 * what exactly was wrong ('features.pay is off', the wallet's 'Transaction declined' …).
 */
export class PayError extends Error {
  override readonly name = 'AppKitPayError'
  readonly code: AppKitPayErrorCode
  readonly details?: unknown

  constructor(code: AppKitPayErrorCode, details?: unknown) {
    super(AppKitPayErrorMessages[code], details instanceof Error ? { cause: details } : undefined)
    this.code = code
    if (details !== undefined) this.details = details
  }
}
