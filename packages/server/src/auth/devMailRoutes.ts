import { createHash, timingSafeEqual } from 'node:crypto'
import { isIP } from 'node:net'
import type { Context, Hono } from 'hono'
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
 * Whether the dev inbox (every login code and device link) may be served: `open` on a loopback bind (only
 * this machine reaches it), `token` with DEV_INBOX_TOKEN (requests must carry it), else `off` — on any other
 * bind (`0.0.0.0`, a LAN or public address) it would hand every mailbox's codes to whoever asks.
 */
export function devInboxAccess(host: string, token: string | undefined): 'open' | 'token' | 'off' {
  if (token) return 'token'
  return isLoopbackHost(host) ? 'open' : 'off'
}

/** `localhost`, 127.0.0.0/8, `::1` (also bracketed) and `::ffff:127.x.y.z`. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase()
  if (bare === 'localhost') return true
  if (isIP(bare) === 4) return bare.startsWith('127.')
  if (isIP(bare) === 6) return bare === '::1' || /^::ffff:127\./.test(bare)
  return false
}

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * `/dev/mail` (an inbox page: each mail's text with its links clickable, and a link to its HTML part),
 * `/dev/mail/:id/html` (that HTML as the mail sent it, sandboxed: no script, nothing loaded from outside) and
 * `/dev/mail.json`: what the built-in SMTP catcher received. Never in production; mounted by the server only
 * as `devInboxAccess` allows. With a `token`, a request carries it as `?token=` (the pages, opened in a
 * browser; the inbox's links to the HTML parts carry it on) or `Authorization: Bearer` — else 401.
 */
export function devMailRoutes(
  app: Hono<AppEnv>,
  catcher: MailCatcher,
  options: { token?: string | undefined } = {},
): void {
  const expected = options.token === undefined ? undefined : digest(options.token)
  const refused = (c: Context<AppEnv>): Response | undefined => {
    if (!expected) return undefined
    const given = c.req.query('token') ?? c.req.header('authorization')?.replace(/^Bearer /, '') ?? ''
    if (timingSafeEqual(digest(given), expected)) return undefined
    c.header('cache-control', 'no-store')
    return c.json({ code: 'DEV_INBOX_TOKEN', message: 'The dev inbox needs its token' }, 401)
  }
  app.get('/dev/mail.json', (c) => refused(c) ?? c.json({ messages: catcher.messages() }))
  app.get('/dev/mail/:id/html', (c) => {
    const no = refused(c)
    if (no) return no
    const mail = catcher.messages().find((m) => String(m.id) === c.req.param('id'))
    if (!mail?.html) return c.text('No such mail', 404)
    c.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox")
    return c.html(mail.html)
  })
  app.get('/dev/mail', (c) => {
    const no = refused(c)
    if (no) return no
    c.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    const messages = catcher.messages()
    const token = c.req.query('token')
    const htmlHref = (id: number) => `/dev/mail/${id}/html${token ? `?token=${encodeURIComponent(token)}` : ''}`
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
                  m.html ? html` · <a href="${htmlHref(m.id)}" target="_blank">as the recipient sees it (HTML)</a>` : ''
                }
              </p>
              <pre>${linkedText(m.text)}</pre>
            </article>`,
        )}`,
    )
  })
}
