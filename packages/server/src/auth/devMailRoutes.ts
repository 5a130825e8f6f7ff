import { createHash, timingSafeEqual } from 'node:crypto'
import { isIP } from 'node:net'
import type { Context, Hono } from 'hono'
import { html } from 'hono/html'
import type { AppEnv } from '../http/AppEnv.ts'
import type { MailCatcher } from './startMailCatcher.ts'

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
 * `/dev/mail` (an inbox page) and `/dev/mail.json`: what the built-in SMTP catcher received. Never in
 * production; mounted by the server only as `devInboxAccess` allows. With a `token`, a request carries it as
 * `?token=` (the page, opened in a browser) or `Authorization: Bearer` — else 401.
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
  app.get('/dev/mail', (c) => {
    const no = refused(c)
    if (no) return no
    c.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    const messages = catcher.messages()
    return c.html(
      html`<!doctype html>
        <meta charset="utf-8" />
        <title>Gangway dev inbox</title>
        <style>
          body { font: 14px system-ui; max-width: 720px; margin: 2em auto; }
          article { border-bottom: 1px solid #ddd; padding: 0.5em 0; }
          pre { white-space: pre-wrap; }
        </style>
        <h1>Dev inbox</h1>
        ${messages.length === 0 ? html`<p>No mail yet.</p>` : ''}
        ${messages.map(
          (m) =>
            html`<article>
              <h2>${m.subject}</h2>
              <p><b>To</b> ${m.to.join(', ')} · ${m.receivedAt}</p>
              <pre>${m.text}</pre>
            </article>`,
        )}`,
    )
  })
}
