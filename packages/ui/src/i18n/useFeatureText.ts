import { useKit } from '../context/KitContext.tsx'
import { catalogLocale } from './createTranslator.ts'

/** A feature's own texts: English complete, other locales (`de`) partial, falling back to English key by key. */
export type FeatureCatalog<K extends string> = { en: Record<K, string>; [locale: string]: Partial<Record<K, string>> }

/**
 * `t(key, params)` over a feature's catalog (e.g. the Buy views'), in the dialog's locale. A feature's texts
 * live beside its views and load with their chunk, not up front with the dialog's core catalog (`en.ts`):
 * a site whose visitors never open the feature never downloads its words (the size budget).
 */
export function useFeatureText<K extends string>(
  catalog: FeatureCatalog<K>,
): (key: K, params?: Record<string, string | number>) => string {
  const { kit } = useKit()
  const own = catalog[catalogLocale(kit.options.locale) ?? 'en']
  return (key, params) =>
    (own?.[key] ?? catalog.en[key] ?? key).replace(/\{(\w+)\}/g, (match, name: string) =>
      params && name in params ? String(params[name]) : match,
    )
}
