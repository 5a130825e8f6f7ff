import type { Hono } from 'hono'
import { html } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'
import type { AppEnv } from '../http/AppEnv.ts'
import type { MailCatcher } from './startMailCatcher.ts'

/** A mail's text with every http(s) URL in it as a link (escaped; the rest stays plain text). */
export function linkedText(text: string): (HtmlEscapedString | Promise<HtmlEscapedString>)[] {
  return text
    .split(/(https?:\/\/[^\s<>"]+)/)
    .map((part, i) =>
      i % 2 === 1 ? html`<a href="${part}" target="_blank" rel="noreferrer">${part}</a>` : html`${part}`,
    )
}

/**
 * `/dev/mail` (an inbox page: each mail's text with its links clickable, and a link to its HTML part),
 * `/dev/mail/:id/html` (that HTML as the mail sent it, sandboxed: no script, nothing loaded from outside) and
 * `/dev/mail.json`: what the built-in SMTP catcher received. Never in production.
 */
export function devMailRoutes(app: Hono<AppEnv>, catcher: MailCatcher): void {
  app.get('/dev/mail.json', (c) => c.json({ messages: catcher.messages() }))
  app.get('/dev/mail/:id/html', (c) => {
    const mail = catcher.messages().find((m) => String(m.id) === c.req.param('id'))
    if (!mail?.html) return c.text('No such mail', 404)
    c.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox")
    return c.html(mail.html)
  })
  app.get('/dev/mail', (c) => {
    c.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    const messages = catcher.messages()
    return c.html(
      html`<!doctype html>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Gangway dev inbox</title>
        <style>
          :root { color-scheme: light dark; }
          body { font: 14px/1.5 system-ui, sans-serif; max-width: 720px; margin: 2em auto; padding: 0 16px; }
          article { border-bottom: 1px solid #8884; padding: 0.5em 0 1em; }
          h2 { font-size: 16px; margin: 0.5em 0 0.25em; }
          pre { white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; }
          a { color: #0f766e; }
          @media (prefers-color-scheme: dark) { a { color: #2dd4bf; } }
        </style>
        <h1>Dev inbox</h1>
        <p>Mail the server sent while no <code>SMTP_URL</code> is set (newest first). Links open in a new tab.</p>
        ${messages.length === 0 ? html`<p>No mail yet.</p>` : ''}
        ${messages.map(
          (m) =>
            html`<article data-mail-id="${m.id}">
              <h2>${m.subject}</h2>
              <p>
                <b>To</b> ${m.to.join(', ')} · ${m.receivedAt}${
                  m.html
                    ? html` · <a href="/dev/mail/${m.id}/html" target="_blank">as the recipient sees it (HTML)</a>`
                    : ''
                }
              </p>
              <pre>${linkedText(m.text)}</pre>
            </article>`,
        )}`,
    )
  })
}
