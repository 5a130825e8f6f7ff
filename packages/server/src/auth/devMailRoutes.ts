import type { Hono } from 'hono'
import { html } from 'hono/html'
import type { AppEnv } from '../http/AppEnv.ts'
import type { MailCatcher } from './startMailCatcher.ts'

/** `/dev/mail` (an inbox page) and `/dev/mail.json`: what the built-in SMTP catcher received. Never in production. */
export function devMailRoutes(app: Hono<AppEnv>, catcher: MailCatcher): void {
  app.get('/dev/mail.json', (c) => c.json({ messages: catcher.messages() }))
  app.get('/dev/mail', (c) => {
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
