import { ProfileApiPath, ProfileSuggestionsSchema } from '@gangway/protocol'
import { KitError } from '../errors/KitError.ts'
import type { Kit } from '../Kit.ts'
import { nameApiError } from '../names/nameApiError.ts'
import { nameLabel } from '../names/nameLabel.ts'
import { nameZone } from '../names/nameZone.ts'
import type { NameSuggestion } from '../stores/NamesState.ts'
import { validateName } from './validateName.ts'

export type GetNameSuggestionsReturnType = NameSuggestion[]
export type GetNameSuggestionsErrorType = KitError

/**
 * Whether a name is free, with free alternatives when it is not (`GET /v1/profile/suggestions/{label}`,
 * AppKit's `EnsController.getSuggestions`), into the names store (`suggestions`, `loading`, the server's
 * `zone`). Takes a label or `<label>.<zone>`, folded to lower case. A label that breaks SPEC §5 is refused
 * unsent (`INVALID_NAME`); a failure throws `NAME_API_FAILED` with the server's first reason or 'Error
 * fetching name suggestions' (SPEC §8), also kept in the store's `error`. An answer for a label typed over
 * meanwhile is dropped (the newer one's wins).
 *
 * @example
 * const [asked, ...alternatives] = await getNameSuggestions(kit, 'alice')
 */
export async function getNameSuggestions(kit: Kit, value: string): Promise<GetNameSuggestionsReturnType> {
  const { names } = kit.stores
  const label = nameLabel(value, nameZone(kit))
  if (!validateName(label)) {
    throw new KitError('INVALID_NAME', 'The value is not a valid username')
  }
  names.set({ loading: true, suggestions: [], suggestionsFor: label, error: undefined })
  const current = () => names.get().suggestionsFor === label
  try {
    const answer = ProfileSuggestionsSchema.parse(
      await kit.api.get(`${ProfileApiPath.suggestions.slice(1)}/${encodeURIComponent(label)}`),
    )
    if (current()) {
      names.set({
        suggestions: answer.suggestions,
        loading: false,
        ...(answer.zone ? { zone: answer.zone } : {}),
      })
    }
    return answer.suggestions
  } catch (error) {
    const message = nameApiError(error, 'Error fetching name suggestions')
    if (current()) names.set({ loading: false, error: message })
    throw new KitError('NAME_API_FAILED', message, { cause: error })
  }
}
