import type { Context } from 'hono'
import { setResponseHeader } from './setResponseHeader.ts'

/** The API's CSP: it answers JSON, and its few HTML pages need no script, style, frame or foreign form. */
export const API_CSP = "default-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

/** Images: no script can run even when an SVG is opened as a document (sandbox); inline styles and data: images only. */
export const IMAGE_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; font-src data:; sandbox"

const HEADERS: readonly (readonly [string, string])[] = [
  ['content-security-policy', API_CSP],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
  ['referrer-policy', 'no-referrer'],
  // images are shown by other sites, the API is read across origins under CORS
  ['cross-origin-resource-policy', 'cross-origin'],
  ['cross-origin-opener-policy', 'same-origin'],
  ['origin-agent-cluster', '?1'],
  ['x-permitted-cross-domain-policies', 'none'],
]

/**
 * Headers on every answer (Hono's secure-headers set, our values), set by `requestGate`: `nosniff`, a CSP
 * that allows nothing, no framing, no referrer. They are set before the handler runs, so a route that needs
 * another CSP (images, the dev inbox) simply sets its own. HSTS is left to the TLS-terminating proxy.
 */
export function setSecurityHeaders(c: Context): void {
  for (const [name, value] of HEADERS) setResponseHeader(c, name, value)
}
