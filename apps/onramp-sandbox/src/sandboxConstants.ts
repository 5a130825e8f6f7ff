/** Fixed facts and limits of the local on-ramp provider. */

/** Default port (`ONRAMP_SANDBOX_PORT`) and host. */
export const SANDBOX_PORT = 4003
export const SANDBOX_HOST = '127.0.0.1'

/** Largest `POST /pay` body accepted (the form is a few hundred bytes plus the signed query). */
export const MAX_FORM_BYTES = 16 * 1024

/** Largest `/buy` query accepted. */
export const MAX_QUERY_CHARS = 8 * 1024

/** Stripe's test cards: this one succeeds … */
export const SUCCESS_CARD = '4242424242424242'
/** … and this one is declined. */
export const DECLINED_CARD = '4000000000000002'

export const DECLINED_MESSAGE = 'Your card was declined'
export const TEST_CARD_MESSAGE = 'Use a test card: 4242 4242 4242 4242'
export const INVALID_LINK_MESSAGE = 'This payment link is not valid'
export const ALREADY_PAID_MESSAGE = 'This payment was already made'
export const COMPLETE_MESSAGE = 'Payment complete — you can close this window'
export const SEND_FAILED_MESSAGE = 'The sandbox could not send the tokens'

/** Webhook calls: attempts in all, the pause between them, and each attempt's time limit. */
export const WEBHOOK_ATTEMPTS = 4
export const WEBHOOK_RETRY_DELAY_MS = 1000
export const WEBHOOK_TIMEOUT_MS = 5000

/** Polling of the chains while waiting for a transfer to be confirmed, and how long to wait at most. */
export const CHAIN_POLLING_MS = 50
export const CONFIRMATION_TIMEOUT_MS = 30_000
