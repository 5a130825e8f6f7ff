import { NAME_LABEL_MAX_LENGTH, NAME_LABEL_PATTERN } from '@gangway/protocol'

/**
 * SPEC §5 (AppKit's `EnsController.validateName`): whether a label is letters, digits and hyphens, at least 4
 * characters — and, as DNS and ENS labels, at most 63. Checked before anything is sent.
 *
 * @example
 * validateName('alice') // true
 * validateName('al_ce') // false
 */
export function validateName(label: string): boolean {
  return label.length <= NAME_LABEL_MAX_LENGTH && NAME_LABEL_PATTERN.test(label)
}
