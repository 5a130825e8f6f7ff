import { type Catalog, en, type MessageKey } from './en.ts'
import type { LocaleTexts } from './LocaleTexts.ts'
import { LOCALE_CODES, type LocaleCode, matchLocale } from './locales.ts'

/**
 * Every language but English loads on demand, each its own chunk (one file per language in `locales/`), so a
 * page downloads the words of the one language it shows; English is bundled up front as the fallback for
 * missing keys and for what renders before a language arrives.
 */
const LOADERS: Record<Exclude<LocaleCode, 'en'>, () => Promise<LocaleTexts>> = {
  ar: () => import('./locales/ar.ts').then((m) => m.ar),
  de: () => import('./locales/de.ts').then((m) => m.de),
  es: () => import('./locales/es.ts').then((m) => m.es),
  fr: () => import('./locales/fr.ts').then((m) => m.fr),
  hi: () => import('./locales/hi.ts').then((m) => m.hi),
  id: () => import('./locales/id.ts').then((m) => m.id),
  it: () => import('./locales/it.ts').then((m) => m.it),
  ja: () => import('./locales/ja.ts').then((m) => m.ja),
  ko: () => import('./locales/ko.ts').then((m) => m.ko),
  nl: () => import('./locales/nl.ts').then((m) => m.nl),
  pl: () => import('./locales/pl.ts').then((m) => m.pl),
  pt: () => import('./locales/pt.ts').then((m) => m.pt),
  ru: () => import('./locales/ru.ts').then((m) => m.ru),
  th: () => import('./locales/th.ts').then((m) => m.th),
  tr: () => import('./locales/tr.ts').then((m) => m.tr),
  uk: () => import('./locales/uk.ts').then((m) => m.uk),
  vi: () => import('./locales/vi.ts').then((m) => m.vi),
  'zh-CN': () => import('./locales/zh-CN.ts').then((m) => m.zhCN),
  'zh-TW': () => import('./locales/zh-TW.ts').then((m) => m.zhTW),
}

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string

/** The language shown for a locale (`de`, `de-AT` → `de`); undefined for English and unknown locales. */
export function catalogLocale(locale: string): Exclude<LocaleCode, 'en'> | undefined {
  const code = matchLocale(locale)
  return code === 'en' ? undefined : code
}

/** Loads a language's texts (core and features); resolves undefined for English and unknown locales. */
export async function loadLocaleTexts(locale: string): Promise<LocaleTexts | undefined> {
  const code = catalogLocale(locale)
  return code ? LOADERS[code]() : undefined
}

/** Loads the core catalog of a locale; resolves undefined for English and unknown locales (English applies). */
export async function loadCatalog(locale: string): Promise<Partial<Catalog> | undefined> {
  return (await loadLocaleTexts(locale))?.core
}

/**
 * `t(key, params)` over `catalog` (from `loadCatalog`), falling back to English key by key: the first part
 * (`en.ts`, always here), then the views' part (`enViews.ts`) as `views()` answers it once loaded. Without a
 * catalog it speaks English — use `loadTranslator` for a locale's own texts and all of English.
 */
export function createTranslator(
  _locale: string,
  catalog?: Partial<Catalog>,
  views?: () => Partial<Catalog> | undefined,
): Translate {
  const first: Partial<Catalog> = en
  return (key, params) => interpolate(catalog?.[key] ?? first[key] ?? views?.()?.[key] ?? key, params)
}

/** The English words of the views other than Connect (`enViews.ts`, a chunk of its own). */
export async function loadViewWords(): Promise<Partial<Catalog>> {
  return (await import('./enViews.ts')).enViews
}

/** A text with its `{name}` placeholders filled from `params`; unknown ones are left as written. */
export function interpolate(text: string, params?: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (params && name in params ? String(params[name]) : match))
}

/** `t(key, params)` for a locale (`de`, `de-AT` → de), its catalog loaded first; unknown locales get English. */
export async function loadTranslator(locale: string): Promise<Translate> {
  const [catalog, views] = await Promise.all([loadCatalog(locale), loadViewWords()])
  return createTranslator(locale, catalog, () => views)
}

export const SUPPORTED_LOCALES: readonly LocaleCode[] = LOCALE_CODES
