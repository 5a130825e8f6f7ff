import { createHmac } from 'node:crypto'

/**
 * MoonPay's URL signing (https://dev.moonpay.com/docs/ramps-sdk-url-signing, also
 * https://dev.moonpay.com/widget/on-ramp/customization/url-signing), used by the sandbox too: the values are
 * URI-encoded first (`URLSearchParams`), then `signature` — base64 HMAC-SHA256 of the secret over the query
 * string including its leading `?` — is appended LAST, itself URI-encoded.
 */
export function signWidgetQuery(base: string, params: URLSearchParams, secret: string): string {
  const search = `?${params.toString()}`
  const signature = createHmac('sha256', secret).update(search).digest('base64')
  return `${base}${search}&signature=${encodeURIComponent(signature)}`
}
