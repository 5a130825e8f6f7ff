import { createHmac, timingSafeEqual } from 'node:crypto'
import { MAX_QUERY_CHARS } from './sandboxConstants.ts'

const MARK = '&signature='

/**
 * Checks a widget URL's query as the server signs it (the on-ramp contract §1, MoonPay's scheme): the last
 * parameter is `signature`, `encodeURIComponent(base64(HMAC-SHA256(secret, <the query before &signature,
 * leading '?' included>)))`. `search` is the raw query as received (with its '?', not re-encoded). Answers
 * the signed parameters, or undefined when the query is unsigned, tampered with, or the signature is not
 * last or not canonical base64. The comparison is constant-time.
 */
export function verifySignedQuery(search: string, secret: string): URLSearchParams | undefined {
  if (!secret || !search.startsWith('?') || search.length > MAX_QUERY_CHARS) return undefined
  const at = search.lastIndexOf(MARK)
  if (at < 0) return undefined
  const unsigned = search.slice(0, at)
  const encoded = search.slice(at + MARK.length)
  if (encoded.includes('&') || encoded.includes('#')) return undefined
  let base64: string
  try {
    base64 = decodeURIComponent(encoded)
  } catch {
    return undefined
  }
  const given = Buffer.from(base64, 'base64')
  // Buffer's base64 decoder skips what it does not know: only the canonical form of the bytes is accepted
  if (given.toString('base64') !== base64) return undefined
  const expected = createHmac('sha256', secret).update(unsigned).digest()
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  const params = new URLSearchParams(unsigned.slice(1))
  if (params.has('signature')) return undefined
  return params
}
