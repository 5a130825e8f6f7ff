import { type Catalog, en, type MessageKey } from './en.ts'

/**
 * Every catalog but English loads on demand (its own chunk), so a site that speaks English never downloads
 * the others; English is bundled up front as the fallback for missing keys and for what renders before a
 * catalog arrives.
 */
const LOADERS: Record<string, () => Promise<Catalog>> = {
  de: () => import('./de.ts').then((m) => m.de),
}

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string

/** The catalog key for a locale (`de`, `de-AT` → `de`); undefined for English and unknown locales. */
export function catalogLocale(locale: string): string | undefined {
  if (locale in LOADERS) return locale
  const base = locale.split('-')[0] ?? ''
  return base in LOADERS ? base : undefined
}

/** Loads the catalog of a locale; resolves undefined for English and unknown locales (English applies). */
export async function loadCatalog(locale: string): Promise<Catalog | undefined> {
  const key = catalogLocale(locale)
  return key ? LOADERS[key]?.() : undefined
}

/**
 * `t(key, params)` over `catalog` (from `loadCatalog`), falling back to English key by key. Without a
 * catalog it speaks English — use `loadTranslator` for a locale's own texts.
 */
export function createTranslator(_locale: string, catalog?: Partial<Catalog>): Translate {
  return (key, params) => interpolate(catalog?.[key] ?? en[key] ?? key, params)
}

/** A text with its `{name}` placeholders filled from `params`; unknown ones are left as written. */
export function interpolate(text: string, params?: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (params && name in params ? String(params[name]) : match))
}

/** `t(key, params)` for a locale (`de`, `de-AT` → de), its catalog loaded first; unknown locales get English. */
export async function loadTranslator(locale: string): Promise<Translate> {
  return createTranslator(locale, await loadCatalog(locale))
}

export const SUPPORTED_LOCALES = ['en', ...Object.keys(LOADERS)]
