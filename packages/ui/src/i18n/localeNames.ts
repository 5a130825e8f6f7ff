import type { LocaleCode } from './locales.ts'

/**
 * Each language's own name (what a language menu shows; `@gangway/react` exports it for sites and the demo).
 * Not imported by the dialog itself, so a site that shows no menu carries none of it.
 */
export const LOCALE_NAMES: Readonly<Record<LocaleCode, string>> = {
  en: 'English',
  ar: 'العربية',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  hi: 'हिन्दी',
  id: 'Bahasa Indonesia',
  it: 'Italiano',
  ja: '日本語',
  ko: '한국어',
  nl: 'Nederlands',
  pl: 'Polski',
  pt: 'Português',
  ru: 'Русский',
  th: 'ไทย',
  tr: 'Türkçe',
  uk: 'Українська',
  vi: 'Tiếng Việt',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
}
