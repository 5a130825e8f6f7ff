import type { SIWXSession } from '@gangway/core'
import { compareInformalSiwxMessage } from '@gangway/protocol'
import { invalid, SIWXErrorCode, type SIWXVerificationFailure } from '../SIWXError.ts'
import { checkSiteAndTimes } from './checkSiteAndTimes.ts'

export type InformalMessageExpectations = {
  /** The site's domain, or undefined when neither the verifier nor the page names one. */
  domain: string | undefined
  now: number
  clockSkewMs: number
  /** The refusal's text when the message is not the namespace's informal CAIP-122 text at all. */
  notText: string
}

/**
 * The checks the informal CAIP-122 namespaces (solana, bip122) share before their signature: a site domain to
 * check against, the message is text, every field of it says what the session's data says, then the site and
 * the times (`checkSiteAndTimes`). The message text when all hold (for the signature check), else the refusal.
 */
export function checkInformalMessage(
  session: SIWXSession,
  expect: InformalMessageExpectations,
): string | SIWXVerificationFailure {
  const { data, message } = session
  const { domain } = expect
  if (!domain) return invalid(SIWXErrorCode.DOMAIN_NOT_ALLOWED, 'No site domain to check the message against')
  if (typeof message !== 'string') return invalid(SIWXErrorCode.INVALID_MESSAGE, 'The message is not text')
  const differs = compareInformalSiwxMessage(data, message)
  if (differs === 'text') return invalid(SIWXErrorCode.INVALID_MESSAGE, expect.notText)
  if (differs) return invalid(SIWXErrorCode.INVALID_MESSAGE, `The message's ${differs} differs from the session's data`)
  const site = checkSiteAndTimes(data, { domain, now: expect.now, clockSkewMs: expect.clockSkewMs })
  return site.valid ? message : site
}
