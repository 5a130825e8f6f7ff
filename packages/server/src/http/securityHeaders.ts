import type { MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'

/**
 * Headers on every answer: `nosniff`, a CSP that allows nothing (the API answers JSON; the few HTML pages
 * need no script, style or frame), no framing, no referrer. A route that needs another CSP (images, the dev
 * inbox) sets its own header, which is kept. Cross-origin reads stay possible (images in `<img>`, CORS for
 * the API); HSTS is left to the TLS-terminating proxy.
 */
export function securityHeaders(): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    crossOriginResourcePolicy: 'cross-origin',
    strictTransportSecurity: false,
    xFrameOptions: 'DENY',
    overwrite: false,
  })
}

/** Images: no script can run even when an SVG is opened as a document (sandbox); inline styles and data: images only. */
export const IMAGE_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; font-src data:; sandbox"
