import type { ServerResponse } from 'node:http'
import type { Context } from 'hono'

/**
 * Sets a header of the answer. On Node it goes straight onto the response, which keeps Hono's fast path (a
 * `Headers` object per answer cost `/getWallets` a third of its throughput); headers a route sets through
 * Hono (`c.header`) are written with `writeHead` and take precedence. Elsewhere (`app.request` in tests)
 * through Hono.
 */
export function setResponseHeader(c: Context, name: string, value: string): void {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing
  if (outgoing) outgoing.setHeader(name, value)
  else c.header(name, value)
}
