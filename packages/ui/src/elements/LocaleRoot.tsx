import type { ReactNode } from 'react'
import { useKit } from '../context/KitContext.tsx'

/**
 * The root of everything an element renders in its shadow root: `lang` (screen readers pronounce it, the
 * browser picks fonts) and `dir` of the language shown — `rtl` for Arabic mirrors the dialog and the buttons
 * (their styles use logical properties, so start and end swap with it). A wrapper that takes no box
 * (`display: contents`), so the site's element keeps exactly the attributes the site gave it (AppKit's).
 */
export function LocaleRoot({ children }: { children: ReactNode }) {
  const { lang, dir } = useKit()
  return (
    <div className="gw-root" lang={lang} dir={dir}>
      {children}
    </div>
  )
}
