/**
 * The CSP `frame-ancestors` value for a project's allowed origins (the same list the server and the dialog
 * match with `isOriginAllowed`): `*` → any page; `localhost` → localhost and loopback on any port; an origin
 * or a `https://*.example.com` pattern as is; a bare host (`example.com`) on http and https, any port. An
 * empty list allows no page.
 */
export function frameAncestors(allowedOrigins: readonly string[]): string {
  const sources = new Set<string>()
  for (const raw of allowedOrigins) {
    const origin = raw.trim()
    if (!origin || /[\s;,']/.test(origin)) continue
    if (origin === '*') return '*'
    if (origin === 'localhost') {
      for (const host of ['localhost', '127.0.0.1', '[::1]']) {
        sources.add(`http://${host}:*`)
        sources.add(`https://${host}:*`)
      }
    } else if (/^https?:\/\//.test(origin)) sources.add(origin.replace(/\/+$/, ''))
    else {
      sources.add(`http://${origin}:*`)
      sources.add(`https://${origin}:*`)
    }
  }
  return sources.size ? [...sources].join(' ') : "'none'"
}
