import { createHmac } from 'node:crypto'
import { WEBHOOK_ATTEMPTS, WEBHOOK_RETRY_DELAY_MS, WEBHOOK_TIMEOUT_MS } from './sandboxConstants.ts'

/** The webhook's body (the on-ramp contract §3), in this key order. */
export type WebhookEvent = {
  eventId: string
  purchaseId: string
  status: 'completed' | 'failed'
  cryptoAmount: string
  fiatAmount: string
  fiatCurrency: string
  /** The transfer's hash (EVM `0x…`) or signature (Solana base58); null when nothing was sent. */
  txHash: string | null
  failureReason: string | null
}

/** `Gangway-Sandbox-Signature`: `t=<unix seconds>,s=<lowercase hex HMAC-SHA256(secret, "<t>.<raw body>")>`. */
export function webhookSignature(secret: string, t: number, rawBody: string): string {
  return `t=${t},s=${createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex')}`
}

export type SendWebhookOptions = {
  attempts?: number
  retryDelayMs?: number
  log?: (line: string) => void
}

/**
 * POSTs the event as JSON to the purchase's webhook URL, signed with the shared secret (a fresh `t` per
 * attempt; the same body and `eventId`). A network error, timeout, 5xx or 429 is retried (`attempts` in all,
 * `retryDelayMs` apart); another 4xx is not (the server refused the event itself). Answers whether the
 * server took it (2xx); every failed attempt is logged.
 */
export async function sendWebhook(
  url: string,
  secret: string,
  event: WebhookEvent,
  options: SendWebhookOptions = {},
): Promise<boolean> {
  const attempts = options.attempts ?? WEBHOOK_ATTEMPTS
  const log = options.log ?? ((line: string) => console.warn(line))
  const body = JSON.stringify(event)
  for (let attempt = 1; attempt <= attempts; attempt++) {
    let retry = true
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'gangway-sandbox-signature': webhookSignature(secret, Math.floor(Date.now() / 1000), body),
        },
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      })
      await response.body?.cancel()
      if (response.ok) return true
      retry = response.status >= 500 || response.status === 429
      log(`onramp-sandbox: webhook ${url} for ${event.purchaseId} answered ${response.status} (attempt ${attempt})`)
    } catch (error) {
      log(
        `onramp-sandbox: webhook ${url} for ${event.purchaseId} failed: ${(error as Error).message} (attempt ${attempt})`,
      )
    }
    if (!retry) return false
    if (attempt < attempts)
      await new Promise((resolve) => setTimeout(resolve, options.retryDelayMs ?? WEBHOOK_RETRY_DELAY_MS))
  }
  return false
}
