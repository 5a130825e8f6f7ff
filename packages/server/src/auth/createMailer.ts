import nodemailer from 'nodemailer'

export type Mailer = { send(mail: { to: string; subject: string; text: string }): Promise<void>; close(): void }

/** Sends mail through the SMTP server at `smtpUrl` (smtp:// or smtps://, credentials in the URL). */
export function createMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail })
    },
    close: () => transport.close(),
  }
}
