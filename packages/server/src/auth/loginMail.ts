import type { Limiter } from '../limits/createLimits.ts'
import { type Log, silentLog } from '../log.ts'
import { AuthError, AuthErrorCode } from './AuthError.ts'
import type { Mailer } from './createMailer.ts'
import type { LoginMessage } from './loginMessages.ts'

export type SendLoginMail = (
  to: string,
  mail: LoginMessage,
  /** Takes back what the mail was for (the stored code or device link) when it is not sent. */
  undo: () => Promise<void>,
) => Promise<void>

/**
 * Sends one login mail: at most `mailsPerEmail` per address per hour (whoever asks — the victim's mailbox is
 * what is protected), and when the SMTP server cannot take it the stored code or link is taken back and the
 * caller hears so ('The e-mail could not be sent. Try again later', 503) instead of waiting for a mail that
 * never comes.
 */
export function loginMail(mailer: Mailer, mailsPerEmail: Limiter, log: Log = silentLog): SendLoginMail {
  return async (to, mail, undo) => {
    const limit = await mailsPerEmail.consume(to)
    if (!limit.ok) {
      await undo()
      const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60))
      throw new AuthError(
        429,
        AuthErrorCode.RATE_LIMITED,
        `Too many e-mails to this address. Try again after ${minutes} minutes`,
      )
    }
    try {
      await mailer.send({ to, ...mail })
    } catch (error) {
      log('error', 'login mail not sent', { error: (error as Error).message })
      await undo()
      throw new AuthError(503, AuthErrorCode.MAIL_FAILED, 'The e-mail could not be sent. Try again later')
    }
  }
}
