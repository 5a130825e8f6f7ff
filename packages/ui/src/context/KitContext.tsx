import type { Kit } from '@gangway/core'
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react'
import { catalogLocale, createTranslator, loadCatalog, type Translate } from '../i18n/createTranslator.ts'
import type { Catalog } from '../i18n/en.ts'

/** `ready` is false while the locale's catalog is still loading (the dialog waits for it). */
type KitContextValue = { kit: Kit; t: Translate; host: HTMLElement; ready: boolean }

const KitContext = createContext<KitContextValue | undefined>(undefined)

/** Gives views their kit, translator and host element; loads the locale's catalog (English until then). */
export function KitProvider({ kit, host, children }: { kit: Kit; host: HTMLElement; children: ReactNode }) {
  const locale = kit.options.locale
  const [loaded, setLoaded] = useState<{ locale: string; catalog: Catalog | undefined }>()
  useEffect(() => {
    if (!catalogLocale(locale)) return
    let live = true
    loadCatalog(locale).then(
      (catalog) => live && setLoaded({ locale, catalog }),
      // a chunk that fails to load leaves English in place rather than a dialog that never opens
      () => live && setLoaded({ locale, catalog: undefined }),
    )
    return () => {
      live = false
    }
  }, [locale])
  const ready = !catalogLocale(locale) || loaded?.locale === locale
  const catalog = loaded?.locale === locale ? loaded.catalog : undefined
  const value = useMemo(
    () => ({ kit, host, ready, t: createTranslator(locale, catalog) }),
    [kit, host, ready, locale, catalog],
  )
  return <KitContext.Provider value={value}>{children}</KitContext.Provider>
}

export function useKit(): KitContextValue {
  const value = useContext(KitContext)
  if (!value) throw new Error('gangway ui: a view rendered outside <KitProvider>')
  return value
}
