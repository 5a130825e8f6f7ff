import { randomUUID } from 'node:crypto'
import { buyPage } from './buyPage.ts'
import { checkPayment, paymentFormOf } from './checkPayment.ts'
import { messagePage } from './messagePage.ts'
import { parsePurchase } from './parsePurchase.ts'
import { ALREADY_PAID_MESSAGE, INVALID_LINK_MESSAGE, SEND_FAILED_MESSAGE } from './sandboxConstants.ts'
import { type SendWebhookOptions, sendWebhook, type WebhookEvent } from './sendWebhook.ts'
import { verifySignedQuery } from './verifySignedQuery.ts'

export type PayContext = {
  secret: string
  /** The configured networks' names, by CAIP-2 id. */
  networkNames: ReadonlyMap<string, string>
  sendTokens(purchase: NonNullable<ReturnType<typeof parsePurchase>>): Promise<string>
  /** Purchase ids that were paid (or declined, or are being paid): each is paid at most once. */
  paid: Map<string, 'paying' | 'completed' | 'failed'>
  webhook: SendWebhookOptions
  log(line: string): void
}

export type Page = { status: number; title: string; body: string }

/**
 * `POST /pay`: the signed query (hidden field) is verified again and the purchase read out of it; the
 * purchase id is claimed synchronously (so two posts cannot both pay it) once the form is a test card's or a
 * bank account's; then the tokens are sent, the webhook called, and the outcome page returned. A form
 * that is not a payment (another card number, a missing field) claims nothing and shows the form again.
 */
export async function payPurchase(context: PayContext, body: URLSearchParams): Promise<Page> {
  const signedQuery = body.get('signedQuery') ?? ''
  const params = verifySignedQuery(signedQuery, context.secret)
  const purchase = params && parsePurchase(params)
  if (!purchase) return refusal(400, INVALID_LINK_MESSAGE)
  const networkName = context.networkNames.get(purchase.caipNetworkId)
  if (!networkName) return refusal(400, `The sandbox does not sell on ${purchase.caipNetworkId}`)
  if (context.paid.has(purchase.purchaseId)) return refusal(409, ALREADY_PAID_MESSAGE)
  const form = paymentFormOf(body)
  const check = checkPayment(form)
  if (check.kind === 'invalid') {
    return {
      status: 422,
      title: 'Pay',
      body: buyPage(purchase, { signedQuery, networkName, error: check.message, form }),
    }
  }
  // claimed before the first await: a second post of the same purchase meets it
  context.paid.set(purchase.purchaseId, 'paying')
  const event = (status: WebhookEvent['status'], txHash: string | null, failureReason: string | null) =>
    sendWebhook(
      purchase.webhookUrl,
      context.secret,
      {
        eventId: randomUUID(),
        purchaseId: purchase.purchaseId,
        status,
        cryptoAmount: purchase.cryptoAmount,
        fiatAmount: purchase.fiatAmount,
        fiatCurrency: purchase.fiatCurrency,
        txHash,
        failureReason,
      },
      { ...context.webhook, log: context.log },
    )
  if (check.kind === 'declined') {
    context.paid.set(purchase.purchaseId, 'failed')
    const notified = await event('failed', null, check.reason)
    return { status: 402, title: check.reason, body: messagePage({ kind: 'failed', reason: check.reason, notified }) }
  }
  let txHash: string
  try {
    txHash = await context.sendTokens(purchase)
  } catch (error) {
    context.paid.set(purchase.purchaseId, 'failed')
    context.log(`onramp-sandbox: purchase ${purchase.purchaseId} failed: ${(error as Error).message}`)
    const notified = await event('failed', null, SEND_FAILED_MESSAGE)
    return {
      status: 502,
      title: SEND_FAILED_MESSAGE,
      body: messagePage({ kind: 'failed', reason: SEND_FAILED_MESSAGE, notified }),
    }
  }
  context.paid.set(purchase.purchaseId, 'completed')
  const notified = await event('completed', txHash, null)
  return { status: 200, title: 'Payment complete', body: messagePage({ kind: 'complete', txHash, notified }) }
}

const refusal = (status: number, text: string): Page => ({
  status,
  title: text,
  body: messagePage({ kind: 'message', text }),
})
