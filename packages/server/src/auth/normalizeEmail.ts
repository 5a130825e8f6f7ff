import { AuthError, AuthErrorCode } from './AuthError.ts'

const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/

/** The address, lowercase, or 'Invalid email'. */
export function normalizeEmail(email: unknown): string {
  if (typeof email !== 'string' || email.length > 254 || !EMAIL.test(email.trim())) {
    throw new AuthError(400, AuthErrorCode.INVALID_EMAIL, 'Invalid email')
  }
  return email.trim().toLowerCase()
}
