import { escapeHtml } from './pageLayout.ts'

export type Outcome =
  | { kind: 'complete'; txHash: string; notified: boolean }
  | { kind: 'failed'; reason: string; notified: boolean }
  | { kind: 'message'; text: string }

/** The page after paying (complete with the transaction, or failed) or a refusal (link not valid, already paid). */
export function messagePage(outcome: Outcome): string {
  const h = escapeHtml
  if (outcome.kind === 'complete') {
    return `<div role="status"><h1 class="ok" data-testid="onramp-complete">Payment complete — you can close this window</h1></div>
<p>Transaction: <code data-testid="onramp-tx-hash">${h(outcome.txHash)}</code></p>
${outcome.notified ? '' : '<p class="error" data-testid="onramp-webhook-failed">The shop could not be notified (see the sandbox\'s log).</p>'}`
  }
  if (outcome.kind === 'failed') {
    return `<div role="alert"><h1 class="error" data-testid="onramp-failed">${h(outcome.reason)}</h1></div>
<p>Nothing was sent. ${outcome.notified ? 'The shop was told the payment failed.' : 'The shop could not be notified.'} You can close this window.</p>`
  }
  return `<div role="alert"><h1 class="error" data-testid="onramp-error">${h(outcome.text)}</h1></div>`
}
