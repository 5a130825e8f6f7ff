import { useKit } from '../context/KitContext.tsx'
import { interpolate } from './createTranslator.ts'
import type { FeatureName } from './LocaleTexts.ts'

/**
 * A feature's own texts: its English, beside its views (loaded with their chunk), and its name — the other
 * languages keep the feature's texts under that name in their one file per language (`locales/<code>.ts`).
 */
export type FeatureCatalog<K extends string> = { feature: FeatureName; en: Record<K, string> }

/**
 * `t(key, params)` over a feature's catalog (the Buy views', Pay's), in the dialog's language, falling back to
 * the feature's English key by key. The English lives beside the views and loads with their chunk, not up
 * front with the dialog's core catalog (`en.ts`): a site whose visitors never open the feature never
 * downloads its words (the size budget); another language's feature texts come with that language's chunk.
 */
export function useFeatureText<K extends string>(
  catalog: FeatureCatalog<K>,
): (key: K, params?: Record<string, string | number>) => string {
  const { texts } = useKit()
  const own = texts?.features[catalog.feature] as Partial<Record<K, string>> | undefined
  return (key, params) => interpolate(own?.[key] ?? catalog.en[key] ?? key, params)
}
