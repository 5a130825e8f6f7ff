import { useEffect } from 'react'
import { useKit } from '../context/KitContext.tsx'
import { useStore } from '../context/useStore.ts'

/**
 * Mirrors the theme store onto the host element: `data-theme` (light/dark; absent = follow the system) and
 * the site's `--w3m-*` variables as CSS custom properties (through CSSOM, so CSP-safe).
 */
export function ThemeSync() {
  const { kit, host } = useKit()
  const theme = useStore(kit.stores.theme)
  useEffect(() => {
    if (theme.themeMode) host.setAttribute('data-theme', theme.themeMode)
    else host.removeAttribute('data-theme')
    const names: string[] = []
    for (const [name, value] of Object.entries(theme.themeVariables)) {
      if (!name.startsWith('--')) continue
      host.style.setProperty(name, String(value))
      names.push(name)
    }
    return () => {
      for (const name of names) host.style.removeProperty(name)
    }
  }, [host, theme])
  return null
}
