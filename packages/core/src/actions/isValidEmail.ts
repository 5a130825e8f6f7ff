import { isEmailAddress } from '@gangway/protocol'

/**
 * Whether `email` has an e-mail address's form (SPEC §5 'Invalid email'). A file of its own: the e-mail field
 * checks with it before anything of the login (`emailLogin.ts`) has loaded (issue 38).
 */
export function isValidEmail(email: string): boolean {
  return isEmailAddress(email)
}
