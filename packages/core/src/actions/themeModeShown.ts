import type { ThemeMode, ThemeState } from '../stores/KitStores.ts'

/**
 * The mode the dialog shows (AppKit's `themeMode`, always `'light'` or `'dark'`): the one set, else the
 * system's (`prefers-color-scheme`), else — outside a browser, as in server rendering — `'dark'`,
 * AppKit's default.
 */
export function themeModeShown(theme: Pick<ThemeState, 'themeMode'> | undefined): ThemeMode {
  if (theme?.themeMode) return theme.themeMode
  if (typeof globalThis.matchMedia === 'function' && globalThis.matchMedia('(prefers-color-scheme: light)').matches) {
    return 'light'
  }
  return 'dark'
}
