import { isEmailAddress } from '@gangway/protocol'
import { AuthError, AuthErrorCode } from './AuthError.ts'

/** The address, lowercase, or 'Invalid email'. */
export function normalizeEmail(email: unknown): string {
  if (typeof email !== 'string' || !isEmailAddress(email)) {
    throw new AuthError(400, AuthErrorCode.INVALID_EMAIL, 'Invalid email')
  }
  return email.trim().toLowerCase()
}
