import { html, raw } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'
import { addressMarkup } from './addressMarkup.ts'

/** A login mail: the subject, the plain text, and the same as HTML (sent together as multipart/alternative). */
export type LoginMessage = { subject: string; text: string; html: string }

/**
 * The product's look in mail: system fonts, the dialog's accent (#0f766e), a white card on a light grey page.
 * Styles are inline (mail clients drop `<style>` and classes); the card is a table (Outlook lays out nothing
 * else), 440 px at most so it reads on a phone.
 */
const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif"
const MONO = "ui-monospace,SFMono-Regular,Menlo,Consolas,'Liberation Mono',monospace"

function layout(title: string, site: string, body: HtmlEscapedString | Promise<HtmlEscapedString>) {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${title}</title>
</head>
<body style="margin:0;padding:24px 12px;background:#f1f5f9;font-family:${raw(FONT)};color:#0f172a;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0"><tr><td align="center">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="max-width:440px;background:#ffffff;border:1px solid #e2e8f0;border-radius:16px;">
<tr><td style="padding:28px 28px 24px;font-size:15px;line-height:1.5;">
<p style="margin:0 0 18px;font-size:13px;font-weight:600;color:#0f766e;">${site}</p>
${body}
</td></tr>
</table>
<p style="margin:16px 0 0;font-size:12px;color:#64748b;">You get this mail because someone typed this address into ${site}'s login.</p>
</td></tr></table>
</body>
</html>`
}

/** The login code mail (also the codes of an e-mail change): the code in the subject, big in the body. */
export async function codeMessage(site: string, code: string): Promise<LoginMessage> {
  const subject = `${code} is your login code for ${site}`
  const body = html`<h1 style="margin:0 0 8px;font-size:20px;line-height:1.3;">Your login code</h1>
<p style="margin:0;color:#475569;">Enter it in ${site} to continue:</p>
<p style="margin:18px 0;font-family:${raw(MONO)};font-size:32px;font-weight:700;letter-spacing:8px;color:#0f172a;">${code}</p>
<p style="margin:0;font-size:13px;color:#64748b;">It is valid for 10 minutes. If you did not ask for it, ignore this mail.</p>`
  return {
    subject,
    text: `Your code for ${site} is ${code}. It is valid for 10 minutes. If you did not ask for it, ignore this mail.`,
    html: String(await layout(subject, site, body)),
  }
}

/** The device-approval mail: who asked, and a button to the confirm page (the link also written out). */
export async function deviceMessage(site: string, email: string, link: string): Promise<LoginMessage> {
  const subject = `Approve this device for ${site}`
  const body = html`<h1 style="margin:0 0 8px;font-size:20px;line-height:1.3;">Approve this device?</h1>
<p style="margin:0 0 18px;color:#475569;">Someone is logging in to ${site} as <b style="color:#0f172a;">${addressMarkup(email, 'style')}</b> on a new device. If it is you, confirm it:</p>
<p style="margin:0 0 18px;"><a href="${link}" style="display:inline-block;padding:12px 22px;border-radius:12px;background:#0f766e;color:#ffffff;font-weight:600;text-decoration:none;">Review and approve</a></p>
<p style="margin:0 0 6px;font-size:13px;color:#64748b;">Or open this link:</p>
<p style="margin:0 0 18px;font-size:12px;word-break:break-all;"><a href="${link}" style="color:#0f766e;">${link}</a></p>
<p style="margin:0;font-size:13px;color:#64748b;">The link is valid for 15 minutes. If it was not you, ignore this mail: nothing happens unless you confirm.</p>`
  return {
    subject,
    text: `Someone is logging in to ${site} as ${email} on a new device. If it is you, open this link and confirm:\n\n${link}\n\nThe link is valid for 15 minutes. If it was not you, ignore this mail: nothing happens unless you confirm.`,
    html: String(await layout(subject, site, body)),
  }
}
