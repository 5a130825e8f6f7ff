/** Escapes text for HTML content and double-quoted attribute values. */
export const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  )

const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #1b1d21; }
main { max-width: 26rem; margin: 2rem auto; background: #fff; border-radius: 12px; padding: 1.5rem;
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.12); }
h1 { font-size: 1.25rem; margin: 0 0 1rem; }
.badge { display: inline-block; font-size: 0.75rem; background: #fff4d6; color: #7a5200; border-radius: 4px;
  padding: 0 0.4rem; margin-bottom: 0.5rem; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 0.75rem; margin: 0 0 1rem; font-size: 0.9rem; }
dt { color: #5b616e; } dd { margin: 0; overflow-wrap: anywhere; }
fieldset { border: 0; padding: 0; margin: 0 0 1rem; }
legend { font-weight: 600; margin-bottom: 0.25rem; }
label { display: block; margin: 0.5rem 0 0.15rem; font-size: 0.9rem; }
.methods label { display: inline-block; margin-right: 1rem; }
input[type=text] { box-sizing: border-box; width: 100%; padding: 0.5rem; border: 1px solid #b9bec8; border-radius: 6px;
  font: inherit; }
button { width: 100%; padding: 0.65rem; border: 0; border-radius: 8px; background: #1f5eff; color: #fff;
  font: inherit; font-weight: 600; cursor: pointer; }
.error { background: #fdecec; color: #9b1c1c; border-radius: 6px; padding: 0.5rem 0.75rem; }
.ok { background: #e8f6ec; color: #17632c; border-radius: 6px; padding: 0.5rem 0.75rem; }
code { overflow-wrap: anywhere; font-size: 0.85rem; }
.hint { color: #5b616e; font-size: 0.8rem; }
form:has(#method-card:checked) .bank-fields, form:has(#method-bank:checked) .card-fields { display: none; }
`

/**
 * A whole page: no script, no external resource; the only style is inline, allowed by the response's CSP
 * through `nonce` (`startOnrampSandbox` sends `style-src 'nonce-…'`).
 */
export function pageLayout(nonce: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="referrer" content="no-referrer" />
<title>${escapeHtml(title)} · Gangway on-ramp sandbox</title>
<style nonce="${escapeHtml(nonce)}">${STYLE}</style>
</head>
<body>
<main>
<span class="badge">Sandbox — test payments only, nothing is charged</span>
${body}
</main>
</body>
</html>
`
}
