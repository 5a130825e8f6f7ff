import type { SIWXMessage } from '@gangway/core'
import { hasUserinfo } from '@gangway/protocol'
import { invalid, SIWXErrorCode, type SIWXVerification, VALID } from '../SIWXError.ts'

export type SiteExpectations = {
  /** The site's domain (host[:port]) the message must name. */
  domain: string
  /** Now, in milliseconds. */
  now: number
  /** How far `issuedAt` may be in the future. */
  clockSkewMs: number
}

/**
 * The checks every namespace's message shares, on its data (once the text is known to say the same): the
 * domain and the URI's host are the site's, the URI has no userinfo; the message is valid now (issued no more than the clock skew in
 * the future, not before `notBefore`, not at or after `expirationTime`).
 */
export function checkSiteAndTimes(data: SIWXMessage.Data, expect: SiteExpectations): SIWXVerification {
  if (data.domain !== expect.domain) {
    return invalid(SIWXErrorCode.DOMAIN_NOT_ALLOWED, `The message is for ${data.domain}, not ${expect.domain}`)
  }
  if (uriHost(data.uri) !== expect.domain) {
    return invalid(SIWXErrorCode.DOMAIN_NOT_ALLOWED, `The message's URI is not on ${expect.domain}`)
  }
  // `https://victim@site/` is on the site, but names someone else: a sign-in URI never carries userinfo
  if (hasUserinfo(data.uri)) {
    return invalid(SIWXErrorCode.INVALID_MESSAGE, 'The URI must not carry a user name or password')
  }
  const time = (value: string | undefined) => (value === undefined ? undefined : Date.parse(value))
  const issuedAt = time(data.issuedAt)
  const notBefore = time(data.notBefore)
  const expirationTime = time(data.expirationTime)
  if ([issuedAt, notBefore, expirationTime].some((t) => t !== undefined && Number.isNaN(t))) {
    return invalid(SIWXErrorCode.INVALID_MESSAGE, 'A time of the message is not an ISO 8601 date-time')
  }
  if (issuedAt !== undefined && issuedAt > expect.now + expect.clockSkewMs) {
    return invalid(SIWXErrorCode.NOT_YET_VALID, 'The message is issued in the future')
  }
  if (notBefore !== undefined && expect.now < notBefore) {
    return invalid(SIWXErrorCode.NOT_YET_VALID, 'The message is not valid yet')
  }
  if (expirationTime !== undefined && expect.now >= expirationTime) {
    return invalid(SIWXErrorCode.EXPIRED, 'The message has expired')
  }
  return VALID
}

function uriHost(uri: string): string | undefined {
  try {
    return new URL(uri).host
  } catch {
    return undefined
  }
}
