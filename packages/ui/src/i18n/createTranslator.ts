import { de } from './de.ts'
import { type Catalog, en, type MessageKey } from './en.ts'

const CATALOGS: Record<string, Catalog> = { en, de }

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string

/** `t(key, params)` for a locale (`de`, `de-AT` → de); unknown locales fall back to English. */
export function createTranslator(locale: string): Translate {
  const catalog = CATALOGS[locale] ?? CATALOGS[locale.split('-')[0] ?? ''] ?? en
  return (key, params) =>
    (catalog[key] ?? en[key] ?? key).replace(/\{(\w+)\}/g, (match, name: string) =>
      params && name in params ? String(params[name]) : match,
    )
}

export const SUPPORTED_LOCALES = Object.keys(CATALOGS)
