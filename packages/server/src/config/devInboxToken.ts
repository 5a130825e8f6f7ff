/** `DEV_INBOX_TOKEN`: unset, or at least 16 characters (it guards every login code of a dev server). */
export function devInboxToken(value: string | undefined): string | undefined {
  if (!value) return undefined
  if (value.length < 16) throw new Error('DEV_INBOX_TOKEN must be at least 16 characters')
  return value
}
