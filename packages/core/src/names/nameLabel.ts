/**
 * The label of what the visitor typed or picked: lower case (names are stored so; `Alice` is `alice`) and
 * without the zone (`alice.gangway.id` → `alice`). Surrounding spaces are dropped.
 */
export function nameLabel(value: string, zone: string): string {
  const lower = value.trim().toLowerCase()
  const suffix = `.${zone.toLowerCase()}`
  return lower.endsWith(suffix) ? lower.slice(0, -suffix.length) : lower
}
