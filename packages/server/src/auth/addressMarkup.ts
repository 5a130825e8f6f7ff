import { html } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'

/**
 * An e-mail address (escaped) that wraps only after its "@" and before a ".": each part in a span that does not
 * wrap, a line-break opportunity (`<wbr>`) between them. A long address on a phone breaks as `visitor-1764@` /
 * `example.test`, never inside a word (nor at its hyphens). `nowrap` says how the spans get `white-space:
 * nowrap`: an inline `style` (mail: clients drop stylesheets) or the class `nowrap` (a page whose CSP allows
 * its own stylesheet and no inline style).
 */
export function addressMarkup(
  email: string,
  nowrap: 'style' | 'class',
): HtmlEscapedString | Promise<HtmlEscapedString> {
  const parts = email.split(/(?<=@)|(?=\.)/)
  const span = (part: string) =>
    nowrap === 'style'
      ? html`<span style="white-space:nowrap">${part}</span>`
      : html`<span class="nowrap">${part}</span>`
  return html`${parts.map((part, i) => html`${i === 0 ? '' : html`<wbr>`}${span(part)}`)}`
}
