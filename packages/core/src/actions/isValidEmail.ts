import { isEmailAddress } from '@gangway/protocol'

/**
 * Whether `email` has an e-mail address's form (SPEC §5 'Invalid email'): what `connectEmail` and `updateEmail`
 * check before anything is sent (INVALID_EMAIL), for a site's own form too. The dialog's e-mail field leaves
 * the check to those actions, so this is not in the code loaded before the dialog opens (issue 38).
 */
export function isValidEmail(email: string): boolean {
  return isEmailAddress(email)
}
