import type { Kit } from '../Kit.ts'
import type { ThemeMode } from '../stores/KitStores.ts'

/** `light`, `dark`, or `undefined` to follow the system. */
export function setThemeMode(kit: Kit, themeMode: ThemeMode | undefined): void {
  if (themeMode !== undefined && themeMode !== 'light' && themeMode !== 'dark') {
    throw new Error(`themeMode must be "light" or "dark", got ${JSON.stringify(themeMode)}`)
  }
  kit.stores.theme.set({ themeMode })
}
