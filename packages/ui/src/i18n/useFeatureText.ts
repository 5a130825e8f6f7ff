import { useKit } from '../context/KitContext.tsx'
import { catalogLocale, interpolate } from './createTranslator.ts'

/** A feature's own texts: English complete, other locales (`de`) partial, falling back to English key by key. */
export type FeatureCatalog<K extends string> = { en: Record<K, string>; [locale: string]: Partial<Record<K, string>> }

/**
 * `t(key, params)` over a feature's catalog (the Buy views', Pay's), in the dialog's locale (`de-AT` → de;
 * unknown locales get English). A feature's texts live beside its views and load with their chunk, not up
 * front with the dialog's core catalog (`en.ts`): a site whose visitors never open the feature never
 * downloads its words (the size budget).
 */
export function useFeatureText<K extends string>(
  catalog: FeatureCatalog<K>,
): (key: K, params?: Record<string, string | number>) => string {
  const { kit } = useKit()
  const own = catalog[catalogLocale(kit.options.locale) ?? 'en']
  return (key, params) => interpolate(own?.[key] ?? catalog.en[key] ?? key, params)
}
