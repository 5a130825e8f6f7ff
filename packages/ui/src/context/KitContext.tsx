import type { Kit } from '@gangway/core'
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'
import { createFormat, type Format } from '../i18n/createFormat.ts'
import {
  catalogLocale,
  createTranslator,
  loadLocaleTexts,
  loadViewWords,
  type Translate,
} from '../i18n/createTranslator.ts'
import type { Catalog } from '../i18n/en.ts'
import type { LocaleTexts } from '../i18n/LocaleTexts.ts'
import { formatLocale, type LocaleCode, localeDirection, matchLocale } from '../i18n/locales.ts'

/**
 * What every view reads: the kit, `t` (the core catalog), the language's feature `texts`, `format` (`Intl`
 * numbers, money, dates), the language shown (`lang`) and its direction (`dir`); `ready` is false while the
 * language's chunk is still loading (the dialog waits for it). `loadWords` loads the English words of the views
 * other than Connect (`enViews.ts`) into `t`; the view registry awaits it before such a view renders.
 */
type KitContextValue = {
  kit: Kit
  t: Translate
  texts: LocaleTexts | undefined
  format: Format
  lang: LocaleCode
  dir: 'ltr' | 'rtl'
  host: HTMLElement
  ready: boolean
  loadWords: () => Promise<void>
}

const KitContext = createContext<KitContextValue | undefined>(undefined)

/** Gives views their kit, translator and host element; loads the locale's texts (English until then). */
export function KitProvider({ kit, host, children }: { kit: Kit; host: HTMLElement; children: ReactNode }) {
  const locale = kit.options.locale
  const [loaded, setLoaded] = useState<{ locale: string; texts: LocaleTexts | undefined }>()
  useEffect(() => {
    if (!catalogLocale(locale)) return
    let live = true
    loadLocaleTexts(locale).then(
      (texts) => live && setLoaded({ locale, texts }),
      // a chunk that fails to load leaves English in place rather than a dialog that never opens
      () => live && setLoaded({ locale, texts: undefined }),
    )
    return () => {
      live = false
    }
  }, [locale])
  // the views' English words, once loaded (per provider: `t` reads them when called)
  const viewWords = useRef<Partial<Catalog>>(undefined)
  const loadWords = useCallback(async () => {
    viewWords.current ??= await loadViewWords()
  }, [])
  const ready = !catalogLocale(locale) || loaded?.locale === locale
  const texts = loaded?.locale === locale ? loaded.texts : undefined
  const value = useMemo(() => {
    // until the language arrives (and if it never does) the dialog speaks English, numbers included
    const lang = texts ? matchLocale(locale) : 'en'
    return {
      kit,
      host,
      ready,
      texts,
      lang,
      dir: localeDirection(lang),
      format: createFormat(formatLocale(locale, lang)),
      t: createTranslator(locale, texts?.core, () => viewWords.current),
      loadWords,
    }
  }, [kit, host, ready, locale, texts, loadWords])
  return <KitContext.Provider value={value}>{children}</KitContext.Provider>
}

export function useKit(): KitContextValue {
  const value = useContext(KitContext)
  if (!value) throw new Error('gangway ui: a view rendered outside <KitProvider>')
  return value
}
