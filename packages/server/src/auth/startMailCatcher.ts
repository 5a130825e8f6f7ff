import PostalMime from 'postal-mime'
import { SMTPServer } from 'smtp-server'

/** A caught mail: its plain text, and its HTML part when it had one (`html`, empty otherwise). */
export type CaughtMail = {
  id: number
  to: string[]
  from: string
  subject: string
  text: string
  html: string
  /** The top-level Content-Type's media type, e.g. `multipart/alternative`. */
  contentType: string
  receivedAt: string
}

export type MailCatcher = {
  /** `smtp://127.0.0.1:<port>` to give nodemailer. */
  url: string
  /** Mails received, newest first. */
  messages(): CaughtMail[]
  close(): Promise<void>
}

/**
 * A development SMTP server on loopback that keeps every mail it is sent (parsed with postal-mime) in memory
 * — at most `keep`, oldest dropped. `npm start` uses it when no `SMTP_URL` is set; `/dev/mail` shows it.
 */
export async function startMailCatcher(port = 0, keep = 200): Promise<MailCatcher> {
  const mails: CaughtMail[] = []
  let serial = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', async () => {
        try {
          const parsed = await PostalMime.parse(Buffer.concat(chunks))
          mails.unshift({
            id: ++serial,
            to: session.envelope.rcptTo.map((r) => r.address),
            from: parsed.from?.address ?? (session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: parsed.html ?? '',
            contentType:
              parsed.headers
                .find((h) => h.key === 'content-type')
                ?.value.split(';')[0]
                ?.trim()
                .toLowerCase() ?? '',
            receivedAt: new Date().toISOString(),
          })
          mails.length = Math.min(mails.length, keep)
          callback()
        } catch (error) {
          callback(error as Error)
        }
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const address = server.server.address()
  const actual = typeof address === 'object' && address ? address.port : port
  return {
    url: `smtp://127.0.0.1:${actual}`,
    messages: () => [...mails],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
