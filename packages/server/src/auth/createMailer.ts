import nodemailer from 'nodemailer'

/** `text` and `html` are the same message; nodemailer sends them as one multipart/alternative mail. */
export type Mailer = {
  send(mail: { to: string; subject: string; text: string; html?: string }): Promise<void>
  close(): void
}

/**
 * Sends mail through the SMTP server at `smtpUrl` (smtp:// or smtps://, credentials in the URL). Connecting,
 * the greeting and each wait on the socket give up after `timeoutMs` (nodemailer's defaults are minutes).
 */
export function createMailer(smtpUrl: string, from: string, timeoutMs = 10_000): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
  })
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail })
    },
    close: () => transport.close(),
  }
}
