const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/

/**
 * Whether `text` has an e-mail address's form (SPEC §5 'Invalid email'): at most 254 characters, a local
 * part, `@`, and a domain with a dot; surrounding spaces are ignored. The dialog and the server use this one.
 */
export function isEmailAddress(text: string): boolean {
  return text.length <= 254 && EMAIL.test(text.trim())
}
