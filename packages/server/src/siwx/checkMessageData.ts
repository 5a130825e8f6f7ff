import { hasUserinfo, isOriginAllowed, SiwxErrorCode, type SiwxMessageData } from '@gangway/protocol'
import { SiwxError } from './SiwxError.ts'
import { SiwxLimits } from './siwxLimits.ts'

const invalid = (message: string) => new SiwxError(400, SiwxErrorCode.INVALID_MESSAGE, message)
const notAllowed = (message: string) => new SiwxError(403, SiwxErrorCode.DOMAIN_NOT_ALLOWED, message)

const parseTime = (name: string, value: string | undefined): number | undefined => {
  if (value === undefined) return undefined
  const ms = new Date(value).getTime()
  if (Number.isNaN(ms)) throw invalid(`${name} is not an ISO 8601 date-time`)
  return ms
}

/**
 * The checks every namespace shares, on `data` (each verifier then proves the message text says the same):
 * the URI has no userinfo and is on the requesting page's origin, the domain is that origin's host, and that origin is one of the
 * project's allowed origins; the message is within its validity (not expired, not before `notBefore`, not
 * issued more than the allowed clock skew in the future). Answers the message's times.
 */
export function checkMessageData(
  data: SiwxMessageData,
  request: { origin: string; allowedOrigins: readonly string[]; now: number },
): { expiresAt: number | undefined } {
  let uri: URL
  try {
    uri = new URL(data.uri)
  } catch {
    throw invalid('uri is not a URL')
  }
  // `https://victim@app.example/` has the site's origin and host, but shows (and would be stored as) another
  // name: a sign-in URI never carries userinfo
  if (hasUserinfo(data.uri)) {
    throw invalid('The URI must not carry a user name or password')
  }
  if (uri.host !== data.domain.toLowerCase()) {
    throw notAllowed(`The URI's host ${uri.host} is not the domain ${data.domain}`)
  }
  if (uri.origin !== request.origin) {
    throw notAllowed(`The domain ${data.domain} is not the requesting page's (${request.origin})`)
  }
  if (!isOriginAllowed(uri.origin, request.allowedOrigins)) {
    throw notAllowed(`The domain ${data.domain} is not one of the project's allowed origins`)
  }
  const issuedAt = parseTime('issuedAt', data.issuedAt)
  const expiresAt = parseTime('expirationTime', data.expirationTime)
  const notBefore = parseTime('notBefore', data.notBefore)
  const { now } = request
  if (expiresAt !== undefined && now >= expiresAt) {
    throw new SiwxError(400, SiwxErrorCode.EXPIRED, `The message expired at ${data.expirationTime}`)
  }
  if (notBefore !== undefined && now < notBefore) {
    throw new SiwxError(400, SiwxErrorCode.NOT_YET_VALID, `The message is not valid before ${data.notBefore}`)
  }
  if (issuedAt !== undefined && issuedAt > now + SiwxLimits.CLOCK_SKEW_MS) {
    throw new SiwxError(400, SiwxErrorCode.NOT_YET_VALID, `The message is issued in the future (${data.issuedAt})`)
  }
  return { expiresAt }
}
