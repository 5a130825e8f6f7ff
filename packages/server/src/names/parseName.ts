import { NAME_LABEL_PATTERN, ProfileErrorCode } from '@gangway/protocol'
import { NameError } from './NameError.ts'
import { NameLimits } from './NameLimits.ts'

/** A checked name: its label and the full name `<label>.<zone>`, both lowercase. */
export type ParsedName = { label: string; name: string }

/** Whether `label` follows SPEC §5 (letters, digits, hyphens, at least 4) and is at most 63 characters. */
export const isValidLabel = (label: string) =>
  NAME_LABEL_PATTERN.test(label) && label.length <= NameLimits.LABEL_MAX_LENGTH

/**
 * ENS's label extension rule (ENSIP-15, after IDNA): `--` as the 3rd and 4th characters is reserved — `xn--`
 * is punycode, which would show as another (look-alike) name — so such a label is never valid.
 */
export const hasReservedPrefix = (label: string) => label.slice(2, 4) === '--'

/**
 * A name as a caller wrote it — a bare label (`alice`) or a full name (`alice.<zone>`), any case — checked
 * and folded to lower case; throws INVALID_NAME (400) for another zone, a label breaking SPEC §5 or `--` as
 * its 3rd and 4th characters.
 */
export function parseName(input: string, zone: string): ParsedName {
  const lower = input.trim().toLowerCase()
  const suffix = `.${zone}`
  let label = lower
  if (lower.endsWith(suffix)) label = lower.slice(0, -suffix.length)
  else if (lower.includes('.')) {
    throw new NameError(ProfileErrorCode.INVALID_NAME, `Names on this server end in .${zone}: ${clip(input)} does not`)
  }
  if (!isValidLabel(label)) {
    throw new NameError(
      ProfileErrorCode.INVALID_NAME,
      `A name has letters, digits and hyphens only, at least 4 and at most ${NameLimits.LABEL_MAX_LENGTH} characters: ${clip(input)} does not`,
    )
  }
  if (hasReservedPrefix(label)) {
    throw new NameError(
      ProfileErrorCode.INVALID_NAME,
      `A name cannot have hyphens as its 3rd and 4th characters (ENS's rule: xn-- is punycode): ${clip(input)} does`,
    )
  }
  return { label, name: `${label}${suffix}` }
}

const clip = (s: string) => JSON.stringify(s.length > 80 ? `${s.slice(0, 80)}…` : s)
