import { createHmac, timingSafeEqual } from 'node:crypto'
import { OnrampWebhookError } from './OnrampError.ts'
import { OnrampLimits } from './onrampLimits.ts'

/**
 * MoonPay's webhook signature (https://dev.moonpay.com/api-reference/widget/webhooks/signature), used by the
 * sandbox too: header `t=<unix seconds>,s=<lowercase hex HMAC-SHA256(key, `${t}.${rawBody}`)>`. Compared in
 * constant time; `t` more than 300 s from `now` (ms) is refused (the replay window). Answers `t`.
 */
export function verifyTimestampedSignature(
  headerName: string,
  header: string | null,
  rawBody: string,
  key: string,
  now: number,
): number {
  if (!header) throw new OnrampWebhookError(`The ${headerName} header is missing`)
  const parts = new Map<string, string>()
  for (const part of header.split(',')) {
    const i = part.indexOf('=')
    if (i > 0) parts.set(part.slice(0, i).trim(), part.slice(i + 1).trim())
  }
  const t = parts.get('t')
  const s = parts.get('s')
  if (!t || !/^[0-9]{1,12}$/.test(t) || !s || !/^[0-9a-fA-F]{64}$/.test(s)) {
    throw new OnrampWebhookError(`The ${headerName} header must be t=<unix seconds>,s=<hex HMAC-SHA256>`)
  }
  const expected = createHmac('sha256', key).update(`${t}.${rawBody}`).digest()
  if (!timingSafeEqual(expected, Buffer.from(s, 'hex'))) {
    throw new OnrampWebhookError(`The ${headerName} signature does not match the body`)
  }
  if (Math.abs(now / 1000 - Number(t)) > OnrampLimits.WEBHOOK_TOLERANCE_SECONDS) {
    throw new OnrampWebhookError(
      `The ${headerName} timestamp is more than ${OnrampLimits.WEBHOOK_TOLERANCE_SECONDS} s from now`,
    )
  }
  return Number(t)
}
