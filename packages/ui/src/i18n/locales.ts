/**
 * The dialog's languages (BCP 47 codes): English is bundled up front; every other one is its own lazy chunk
 * (`loadLocaleTexts`), so a page downloads the words of the one language it shows. Right-to-left languages
 * mirror the dialog (`dir="rtl"` on the root of its shadow tree, `LocaleRoot`; the styles use logical properties).
 */
export const LOCALE_CODES = [
  'en',
  'ar',
  'de',
  'es',
  'fr',
  'hi',
  'id',
  'it',
  'ja',
  'ko',
  'nl',
  'pl',
  'pt',
  'ru',
  'th',
  'tr',
  'uk',
  'vi',
  'zh-CN',
  'zh-TW',
] as const

export type LocaleCode = (typeof LOCALE_CODES)[number]

const RTL: ReadonlySet<string> = new Set(['ar'])

/** Traditional-script Chinese: Taiwan, Hong Kong, Macao, or the `Hant` script named. */
const TRADITIONAL = /^zh(-hant|-tw|-hk|-mo)\b/i

/**
 * The language the dialog shows for a BCP 47 tag — the site's `locale` or the browser's: an exact match
 * (`pt`, `zh-TW`), else Chinese by script or region (`zh-Hant-HK` → zh-TW, `zh`, `zh-SG` → zh-CN), else the
 * base language (`de-AT` → de, `pt-BR` → pt); English for anything else.
 */
export function matchLocale(tag: string | undefined): LocaleCode {
  if (!tag) return 'en'
  const lower = tag.toLowerCase()
  const exact = LOCALE_CODES.find((code) => code.toLowerCase() === lower)
  if (exact) return exact
  if (lower === 'zh' || lower.startsWith('zh-')) return TRADITIONAL.test(lower) ? 'zh-TW' : 'zh-CN'
  const base = lower.split('-')[0]
  return LOCALE_CODES.find((code) => code === base) ?? 'en'
}

/** `rtl` for a right-to-left language (Arabic), else `ltr`. */
export function localeDirection(code: LocaleCode): 'ltr' | 'rtl' {
  return RTL.has(code) ? 'rtl' : 'ltr'
}

/**
 * The tag `Intl` formats with: the site's or browser's own tag when it names the language shown (`de-CH`
 * keeps Swiss grouping, `ar-u-nu-latn` Latin digits), else the language's code (a site asking for `xx` gets
 * English words and English numbers, not a mix).
 */
export function formatLocale(tag: string | undefined, code: LocaleCode): string {
  const base = (t: string) => t.split('-')[0]?.toLowerCase()
  // the tag's own language must be the one shown: `sw` matches English only as the fallback
  if (!tag || matchLocale(tag) !== code || base(tag) !== base(code)) return code
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? code
  } catch {
    return code
  }
}
