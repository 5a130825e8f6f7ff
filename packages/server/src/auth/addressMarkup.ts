import { html } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'

/**
 * An e-mail address (escaped) with a line-break opportunity (`<wbr>`) after the "@" and before each ".": in an
 * element that does not wrap otherwise (`white-space: nowrap`), a long address on a phone breaks as
 * `visitor-1764@` / `example.test`, never inside a word.
 */
export function addressMarkup(email: string): HtmlEscapedString | Promise<HtmlEscapedString> {
  const parts = email.split(/(?<=@)|(?=\.)/)
  return html`${parts.map((p, i) => (i === 0 ? html`${p}` : html`<wbr>${p}`))}`
}
