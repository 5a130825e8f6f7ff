import { signedQueryOf } from './startWebhookReceiver.ts'

/** Tests only: the test card that is paid, with a future expiry, a CVC and a name. */
export const PAID_CARD = {
  method: 'card',
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/34',
  cvc: '123',
  cardholder: 'Alice Dev',
}

/**
 * Tests only: what a visitor's browser does — opens the widget URL, takes the form's hidden signed query
 * and posts the form to `/pay` with these fields. Answers the response's status and HTML.
 */
export async function payThroughPage(
  widgetUrl: string,
  fields: Record<string, string>,
): Promise<{ status: number; html: string }> {
  const page = await fetch(widgetUrl, { signal: AbortSignal.timeout(10_000) })
  if (page.status !== 200) throw new Error(`the payment page answered ${page.status}: ${await page.text()}`)
  const signedQuery = signedQueryOf(await page.text())
  return postPayment(new URL('/pay', widgetUrl).href, { signedQuery, ...fields })
}

/** Tests only: posts the payment form as a browser does. */
export async function postPayment(
  payUrl: string,
  fields: Record<string, string>,
): Promise<{ status: number; html: string }> {
  const res = await fetch(payUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    signal: AbortSignal.timeout(60_000),
  })
  return { status: res.status, html: await res.text() }
}

/** The transaction hash the completed page shows. */
export const txHashOf = (html: string) => /data-testid="onramp-tx-hash">([^<]+)</.exec(html)?.[1]
