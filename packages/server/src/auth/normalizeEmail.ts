import { domainToASCII, domainToUnicode } from 'node:url'
import { isEmailAddress } from '@gangway/protocol'
import { AuthError, AuthErrorCode } from './AuthError.ts'

/** A local part the login takes: printable ASCII (no space, no @). */
const ASCII_LOCAL = /^[\x21-\x3f\x41-\x7e]+$/
/** A domain's ASCII (IDNA) form: letters, digits and hyphens, two labels or more, each 1–63 long. */
const ASCII_DOMAIN = /^(?=.{1,253}$)[a-z0-9-]{1,63}(\.[a-z0-9-]{1,63})+$/
const ASCII_UPPER = /[A-Z]/g

/**
 * The one key of an e-mail address — the e-mail login's, the e-mail update's and social linking's — or null
 * when it is not an address this server takes:
 * - the form SPEC §5 checks (`isEmailAddress`: at most 254 characters, a local part of at most 64), never
 *   shortened;
 * - the local part is ASCII, folded to lower case with ASCII rules only: a non-ASCII local part is refused,
 *   so no Unicode folding (the Kelvin sign K, U+212A, lower-cases to an ASCII k) can make two mailboxes one;
 * - the domain is mapped as IDNA (UTS #46, what resolvers and mail servers do before delivering: `xn--`
 *   and Unicode spellings of one domain are one domain) and kept in its Unicode form, as before for ASCII
 *   and lower-case Unicode domains.
 */
export function emailKey(email: unknown): string | null {
  if (typeof email !== 'string' || !isEmailAddress(email)) return null
  const trimmed = email.trim()
  const at = trimmed.lastIndexOf('@')
  const local = trimmed.slice(0, at)
  if (!ASCII_LOCAL.test(local)) return null
  const ascii = domainToASCII(trimmed.slice(at + 1))
  if (!ASCII_DOMAIN.test(ascii)) return null
  const domain = domainToUnicode(ascii)
  const key = `${local.replace(ASCII_UPPER, (c) => c.toLowerCase())}@${domain}`
  return domain !== '' && isEmailAddress(key) ? key : null
}

/** The address's key (`emailKey`), or 'Invalid email' (SPEC §8). */
export function normalizeEmail(email: unknown): string {
  const key = emailKey(email)
  if (key === null) throw new AuthError(400, AuthErrorCode.INVALID_EMAIL, 'Invalid email')
  return key
}
