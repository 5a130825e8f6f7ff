/** Test helpers (for this app's tests and the browser tests): an independent signer and webhook endpoint. */
export { PAID_CARD, payThroughPage, postPayment, txHashOf } from './payThroughPage.ts'
export { signWidgetUrl, widgetParams } from './signWidgetUrl.ts'
export { type ReceivedWebhook, signedQueryOf, startWebhookReceiver } from './startWebhookReceiver.ts'
