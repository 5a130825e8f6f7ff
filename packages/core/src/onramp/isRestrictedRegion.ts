/**
 * SPEC §9's restricted time zones (AppKit's `ConstantsUtil.RESTRICTED_TIMEZONES`, verbatim, upper case).
 * AppKit defines the list but no longer uses it (it last switched API hosts by it, December 2023); Gangway
 * uses it to not offer Buy there, as the on-ramp providers do not serve those regions.
 */
export const RESTRICTED_TIMEZONES = [
  'ASIA/SHANGHAI',
  'ASIA/URUMQI',
  'ASIA/CHONGQING',
  'ASIA/HARBIN',
  'ASIA/KASHGAR',
  'ASIA/MACAU',
  'ASIA/HONG_KONG',
  'ASIA/MACAO',
  'ASIA/BEIJING',
] as const

/**
 * Whether the visitor's time zone (`Intl`'s, or `timeZone` when given) is one of SPEC §9's restricted
 * ones. Like AppKit's former `isRestrictedRegion`: upper-cased, false when the zone cannot be read.
 */
export function isRestrictedRegion(timeZone?: string): boolean {
  try {
    const zone = (timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone).toUpperCase()
    return (RESTRICTED_TIMEZONES as readonly string[]).includes(zone)
  } catch {
    return false
  }
}
