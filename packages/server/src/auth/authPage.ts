import { createHash } from 'node:crypto'
import type { Context } from 'hono'
import { html, raw } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'

/**
 * The look of the pages a visitor opens from a login mail (device approval): the dialog's — a centred card,
 * system fonts, its accent (#0f766e light, #2dd4bf dark), light or dark as the visitor's system is, sized for
 * a phone first. One stylesheet in the page, allowed by its hash in the page's CSP (no `unsafe-inline`, no
 * script at all).
 */
const STYLE = `
:root { color-scheme: light dark; --bg: #f1f5f9; --card: #ffffff; --fg: #0f172a; --muted: #475569; --line: #e2e8f0;
  --accent: #0f766e; --on-accent: #ffffff; --error: #b91c1c; }
@media (prefers-color-scheme: dark) { :root { --bg: #0b1220; --card: #162033; --fg: #f1f5f9; --muted: #a3b1c6;
  --line: #2b3a55; --accent: #2dd4bf; --on-accent: #04201c; --error: #f87171; } }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px 16px; background: var(--bg);
  color: var(--fg); font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; }
main { width: 100%; max-width: 400px; padding: 28px 24px 24px; background: var(--card); border: 1px solid var(--line);
  border-radius: 20px; text-align: center; box-shadow: 0 12px 40px rgb(15 23 42 / 0.08); }
.mark { width: 48px; height: 48px; margin: 0 auto 16px; border-radius: 50%; display: grid; place-items: center;
  background: color-mix(in srgb, var(--accent) 14%, transparent); color: var(--accent); font-size: 24px; font-weight: 700; }
.mark.error { background: color-mix(in srgb, var(--error) 14%, transparent); color: var(--error); }
h1 { margin: 0 0 8px; font-size: 20px; line-height: 1.3; }
p { margin: 0 0 12px; color: var(--muted); }
b { color: var(--fg); }
form { margin: 20px 0 16px; }
button { width: 100%; padding: 13px 18px; border: 0; border-radius: 14px; background: var(--accent); color: var(--on-accent);
  font: inherit; font-weight: 600; cursor: pointer; }
button:focus-visible { outline: 2px solid var(--accent); outline-offset: 3px; }
.small { font-size: 13px; margin: 0; }
.nowrap { white-space: nowrap; }
`

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`

/** The pages' CSP: the API's (nothing to load, forms only to this server, never framed) and this one stylesheet. */
export const AUTH_PAGE_CSP = `default-src 'none'; style-src ${STYLE_HASH}; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`

/** One of the pages: `mark` (✓, ! or the site's initial) above the title and the body, in the card. */
export function authPage(
  c: Context,
  page: { title: string; mark: string; error?: boolean; body: HtmlEscapedString | Promise<HtmlEscapedString> },
  status: 200 | 400 = 200,
) {
  c.header('cache-control', 'no-store')
  c.header('content-security-policy', AUTH_PAGE_CSP)
  return c.html(
    html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="referrer" content="no-referrer" />
<title>${page.title}</title>
<style>${raw(STYLE)}</style>
</head>
<body>
<main>
<div class="mark${page.error ? ' error' : ''}" aria-hidden="true">${page.mark}</div>
${page.body}
</main>
</body>
</html>`,
    status,
  )
}
