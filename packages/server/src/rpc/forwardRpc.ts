import { type Dispatcher, request } from 'undici'

/** A JSON-RPC error answer for every request in `body` (single or batch). */
export function rpcErrors(body: unknown, code: number, message: string): unknown {
  const answer = (id: unknown) => ({ jsonrpc: '2.0', id: id ?? null, error: { code, message } })
  if (Array.isArray(body)) return body.map((r) => answer((r as { id?: unknown })?.id))
  return answer((body as { id?: unknown } | null)?.id)
}

export type ForwardResult = { ok: true; status: number; text: string } | { ok: false; attempts: number; error: string }

/**
 * Posts a JSON-RPC body to the upstream; each attempt times out after `timeoutMs`; transport failures
 * (refused, reset, timeout) are retried up to `retries` times. An upstream's HTTP answer is passed on as is.
 * Uses undici's `request` over a keep-alive dispatcher (several times the throughput of `fetch`).
 */
export async function forwardRpc(
  upstream: string,
  body: string,
  options: {
    timeoutMs: number
    retries: number
    dispatcher?: Dispatcher
    /** Hears each attempt: its seconds, and why it failed (a 5xx answer, no connection, no answer in time). */
    onAttempt?: (seconds: number, failure?: 'timeout' | 'connection' | 'http_5xx') => void
  },
): Promise<ForwardResult> {
  let lastError = ''
  for (let attempt = 1; attempt <= options.retries + 1; attempt++) {
    const started = performance.now()
    const seconds = () => (performance.now() - started) / 1000
    try {
      const res = await request(upstream, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        headersTimeout: options.timeoutMs,
        bodyTimeout: options.timeoutMs,
        ...(options.dispatcher ? { dispatcher: options.dispatcher } : {}),
      })
      const text = await res.body.text()
      options.onAttempt?.(seconds(), res.statusCode >= 500 ? 'http_5xx' : undefined)
      return { ok: true, status: res.statusCode, text }
    } catch (error) {
      lastError = describeTransportError(error, options.timeoutMs)
      options.onAttempt?.(seconds(), lastError.startsWith('timed out') ? 'timeout' : 'connection')
    }
  }
  return { ok: false, attempts: options.retries + 1, error: lastError }
}

/** "ECONNREFUSED", "timed out after 10000 ms", … — the most specific reason the client gives. */
function describeTransportError(error: unknown, timeoutMs: number): string {
  const e = error as Error & { code?: string; cause?: { code?: string }; errors?: { code?: string }[] }
  if (e.code === 'UND_ERR_HEADERS_TIMEOUT' || e.code === 'UND_ERR_BODY_TIMEOUT')
    return `timed out after ${timeoutMs} ms`
  return e.code ?? e.errors?.[0]?.code ?? e.cause?.code ?? e.message
}
