import type { Kit } from '@gangway/core'
import { createContext, type ReactNode, useContext, useMemo } from 'react'
import { createTranslator, type Translate } from '../i18n/createTranslator.ts'

type KitContextValue = { kit: Kit; t: Translate; host: HTMLElement }

const KitContext = createContext<KitContextValue | undefined>(undefined)

/** Gives views their kit, translator and host element. */
export function KitProvider({ kit, host, children }: { kit: Kit; host: HTMLElement; children: ReactNode }) {
  const value = useMemo(() => ({ kit, host, t: createTranslator(kit.options.locale) }), [kit, host])
  return <KitContext.Provider value={value}>{children}</KitContext.Provider>
}

export function useKit(): KitContextValue {
  const value = useContext(KitContext)
  if (!value) throw new Error('gangway ui: a view rendered outside <KitProvider>')
  return value
}
