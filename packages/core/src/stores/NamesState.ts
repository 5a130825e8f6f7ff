/** One answer of the suggestions call: a full name and whether somebody holds it. */
export type NameSuggestion = { name: string; registered: boolean }

/**
 * Account names (AppKit's `EnsControllerState`: `suggestions`, `loading`), plus what the RegisterAccountName
 * view shows: the label the suggestions are for, the server's zone and the last registration's error.
 */
export type NamesState = {
  /** The asked name first (`registered` says whether it is taken), then free alternatives when it is. */
  suggestions: NameSuggestion[]
  /** True while suggestions are asked for or a registration is signed and sent. */
  loading: boolean
  /** The label (lower case) `suggestions` answer for; an answer for an older label is dropped. */
  suggestionsFor: string | undefined
  /**
   * The server's zone (`<label>.<zone>`), from its suggestions answer; undefined until it says (then
   * `nameZone` answers `gangway.id`, `DEFAULT_NAMES_ZONE`).
   */
  zone: string | undefined
  /** Why the last suggestions call or registration failed (SPEC §8's text), shown by RegisterAccountName. */
  error: string | undefined
  /** The name just registered (RegisterAccountNameSuccess shows it). */
  registered: string | undefined
}

export function initialNamesState(): NamesState {
  return {
    suggestions: [],
    loading: false,
    suggestionsFor: undefined,
    zone: undefined,
    error: undefined,
    registered: undefined,
  }
}
