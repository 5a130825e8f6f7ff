import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { projectStore } from '../projects/projectStore.ts'
import { type AuthHarness, startAuthHarness } from '../test/authHarness.ts'

/**
 * Issue 36 item 9: the login mails are HTML with a plain-text alternative (one multipart/alternative mail),
 * the device-approval page is styled like the dialog under a CSP that still allows no inline style but its
 * own, e-mail addresses wrap only at "@" and ".", and the dev inbox shows the links as links.
 */
describe('how the e-mail login looks', () => {
  let h: AuthHarness
  beforeAll(async () => {
    h = await startAuthHarness({ kind: 'pglite', dataDir: undefined })
    await projectStore(h.db).create({
      id: 'shop',
      name: 'Shop <b>&',
      allowedOrigins: ['localhost'],
      features: {},
      analyticsEnabled: false,
    })
  }, 60_000)
  afterAll(() => h?.close())

  it('the device mail: text and HTML alternatives, the same link in both, names escaped, the address unbroken', async () => {
    const email = 'a-rather-long-visitor-address@subdomain.example.test'
    expect((await h.call('/auth/v1/email', { projectId: 'shop', email, deviceId: h.deviceId() })).status).toBe(200)
    const mail = await h.mailTo(email, 0)
    expect(mail.contentType).toBe('multipart/alternative')
    const link = /(http:\/\/\S+)/.exec(mail.text)?.[1] as string
    expect(link).toMatch(/\/auth\/v1\/device\/approve\?token=/)
    expect(mail.text).toContain(`Someone is logging in to Shop <b>& as ${email} on a new device`)
    // the button and the written-out link both lead to the confirm page
    expect(mail.html.match(/<a href="([^"]+)"/g)).toEqual([`<a href="${link}"`, `<a href="${link}"`])
    expect(mail.html).toContain('Shop &lt;b&gt;&amp;')
    expect(mail.html).not.toContain('Shop <b>')
    expect(mail.html).toContain(
      '<b style="color:#0f172a;"><span style="white-space:nowrap">a-rather-long-visitor-address@</span><wbr><span style="white-space:nowrap">subdomain</span><wbr><span style="white-space:nowrap">.example</span><wbr><span style="white-space:nowrap">.test</span></b>',
    )
    expect(mail.html).toContain('Review and approve')
  })

  it('the code mail: the code in the subject, the text and big in the HTML', async () => {
    const email = 'coded@example.test'
    const base = { projectId: 'local', email, deviceId: h.deviceId() }
    await h.call('/auth/v1/email', base)
    const link = /(http:\/\/\S+)/.exec((await h.mailTo(email, 0)).text)?.[1] as string
    expect((await h.approveByLink(link)).status).toBe(200)
    await h.call('/auth/v1/device', base)
    const mail = await h.mailTo(email, 1)
    const code = h.codeIn(mail)
    expect(mail.contentType).toBe('multipart/alternative')
    expect(mail.text).toContain(`Your code for Local demo is ${code}.`)
    expect(mail.html).toMatch(new RegExp(`letter-spacing:8px;[^>]*>${code}</p>`))
  })

  it('the approval page: the dialog look under a CSP that allows its own stylesheet only', async () => {
    const email = 'paged@example.test'
    await h.call('/auth/v1/email', { projectId: 'local', email, deviceId: h.deviceId() })
    const mailed = /(http:\/\/\S+)/.exec((await h.mailTo(email, 0)).text)?.[1] ?? ''
    const link = mailed.replace('http://localhost:4000', h.url)
    const page = await fetch(link)
    const csp = page.headers.get('content-security-policy') as string
    const text = await page.text()
    const style = /<style>([\s\S]*?)<\/style>/.exec(text)?.[1] as string
    expect(csp).toContain(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`)
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(text).not.toContain('<script')
    expect(text).not.toContain(' style="')
    expect(text).toContain('<meta name="viewport" content="width=device-width, initial-scale=1" />')
    expect(text).toContain(
      '<b><span class="nowrap">paged@</span><wbr><span class="nowrap">example</span><wbr><span class="nowrap">.test</span></b>',
    )
    expect(style).toContain('prefers-color-scheme: dark')
    const approved = await h.approveByLink(link)
    expect(approved.text).toContain('<h1>Device approved</h1>')
    expect(approved.text).toContain('<style>')
  })

  it('the dev inbox shows the links as links, and each HTML mail as the recipient sees it (sandboxed)', async () => {
    const email = 'inbox@example.test'
    await h.call('/auth/v1/email', { projectId: 'local', email, deviceId: h.deviceId() })
    const mail = await h.mailTo(email, 0)
    const link = /(http:\/\/\S+)/.exec(mail.text)?.[1] as string
    const inbox = await (await fetch(`${h.url}/dev/mail`)).text()
    expect(inbox).toContain(`<a href="${link}" target="_blank" rel="noreferrer">${link}</a>`)
    expect(inbox).toContain(`<a href="/dev/mail/${mail.id}/html" target="_blank">`)
    const html = await fetch(`${h.url}/dev/mail/${mail.id}/html`)
    expect(html.headers.get('content-security-policy')).toContain('sandbox')
    expect(await html.text()).toBe(mail.html)
    expect((await fetch(`${h.url}/dev/mail/999999/html`)).status).toBe(404)
  })
})
