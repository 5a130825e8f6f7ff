import type { SIWXSession } from '@gangway/core'
import { isAddress, isAddressEqual } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { eip155ChainId } from '../messengers/EIP4361Messenger.ts'
import { invalid, SIWXErrorCode, type SIWXVerification, VALID } from '../SIWXError.ts'

export type Eip4361Expectations = {
  /** The site's domain (host[:port]) the message must name. */
  domain: string
  /** Now, in milliseconds. */
  now: number
  /** How far `issuedAt` may be in the future. */
  clockSkewMs: number
}

/**
 * Every check of an EIP-4361 session except the signature: the text parses, each of its fields equals the
 * session's data, the domain and the URI's host are the site's, and the message is valid now.
 */
export function checkEip4361Message(session: SIWXSession, expect: Eip4361Expectations): SIWXVerification {
  const { data, message } = session
  if (typeof message !== 'string') return invalid(SIWXErrorCode.INVALID_MESSAGE, 'The message is not text')
  const parsed = parseSiweMessage(message)
  if (!parsed.address || !parsed.domain || !parsed.uri || !parsed.nonce || !parsed.chainId || !parsed.version) {
    return invalid(SIWXErrorCode.INVALID_MESSAGE, 'The message is not an EIP-4361 message')
  }
  const mismatch = (field: string) =>
    invalid(SIWXErrorCode.INVALID_MESSAGE, `The message's ${field} differs from the session's data`)

  if (!isAddress(data.accountAddress, { strict: false }) || !isAddressEqual(parsed.address, data.accountAddress)) {
    return mismatch('address')
  }
  if (eip155ChainId(data.chainId) !== parsed.chainId) return mismatch('chain id')
  if (parsed.domain !== data.domain) return mismatch('domain')
  if (parsed.uri !== data.uri) return mismatch('URI')
  if (parsed.version !== data.version) return mismatch('version')
  if (parsed.nonce !== data.nonce) return mismatch('nonce')
  if ((parsed.statement || undefined) !== (data.statement || undefined)) return mismatch('statement')
  if ((parsed.requestId || undefined) !== (data.requestId || undefined)) return mismatch('request id')
  if ((parsed.resources ?? []).join('\n') !== (data.resources ?? []).join('\n')) return mismatch('resources')
  for (const field of ['issuedAt', 'expirationTime', 'notBefore'] as const) {
    if (!sameInstant(parsed[field], data[field])) return mismatch(field)
  }
  if (!parsed.issuedAt) return invalid(SIWXErrorCode.INVALID_MESSAGE, 'The message has no Issued At')

  if (data.domain !== expect.domain) {
    return invalid(SIWXErrorCode.DOMAIN_NOT_ALLOWED, `The message is for ${data.domain}, not ${expect.domain}`)
  }
  if (uriHost(data.uri) !== expect.domain) {
    return invalid(SIWXErrorCode.DOMAIN_NOT_ALLOWED, `The message's URI is not on ${expect.domain}`)
  }

  if (parsed.issuedAt.getTime() > expect.now + expect.clockSkewMs) {
    return invalid(SIWXErrorCode.NOT_YET_VALID, 'The message is issued in the future')
  }
  if (parsed.notBefore && expect.now < parsed.notBefore.getTime()) {
    return invalid(SIWXErrorCode.NOT_YET_VALID, 'The message is not valid yet')
  }
  if (parsed.expirationTime && expect.now >= parsed.expirationTime.getTime()) {
    return invalid(SIWXErrorCode.EXPIRED, 'The message has expired')
  }
  return VALID
}

/** Both absent, or the same valid instant (a text date and an ISO string may be written differently). */
function sameInstant(parsed: Date | undefined, data: string | undefined): boolean {
  if (!parsed || !data) return !parsed && !data
  const time = parsed.getTime()
  return !Number.isNaN(time) && time === Date.parse(data)
}

function uriHost(uri: string): string | undefined {
  try {
    return new URL(uri).host
  } catch {
    return undefined
  }
}
