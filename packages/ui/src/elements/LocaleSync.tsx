import { useEffect } from 'react'
import { useKit } from '../context/KitContext.tsx'

/**
 * Puts the language shown on the host element: `lang` (screen readers pronounce it, the browser picks fonts
 * and hyphenation) and `dir` — `rtl` for Arabic mirrors the dialog and the buttons (their styles use logical
 * properties, so start and end swap with it).
 */
export function LocaleSync() {
  const { host, lang, dir } = useKit()
  useEffect(() => {
    host.setAttribute('lang', lang)
    host.setAttribute('dir', dir)
  }, [host, lang, dir])
  return null
}
