import type { SIWXSession } from '@gangway/core'
import { isAddress, isAddressEqual } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { eip155ChainId } from '../messengers/EIP4361Messenger.ts'
import { invalid, SIWXErrorCode, type SIWXVerification } from '../SIWXError.ts'
import { checkSiteAndTimes, type SiteExpectations } from './checkSiteAndTimes.ts'

export type Eip4361Expectations = SiteExpectations

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

  return checkSiteAndTimes(data, expect)
}

/** Both absent, or the same valid instant (a text date and an ISO string may be written differently). */
function sameInstant(parsed: Date | undefined, data: string | undefined): boolean {
  if (!parsed || !data) return !parsed && !data
  const time = parsed.getTime()
  return !Number.isNaN(time) && time === Date.parse(data)
}
