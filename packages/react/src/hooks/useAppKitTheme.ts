import { type ThemeMode, themeModeShown } from '@gangway/core'
import { useMemo, useSyncExternalStore } from 'react'
import { NOT_CREATED, useAppKitInstance } from './useAppKitInstance.ts'
import { useKitStore } from './useKitStore.ts'

export type UseAppKitThemeReturn = {
  /** What the dialog shows: the mode set, else the system's; `'dark'` in server rendering (AppKit's default). */
  themeMode: ThemeMode
  themeVariables: Record<string, string | number>
  setThemeMode(mode: ThemeMode | undefined): void
  setThemeVariables(variables: Record<string, string | number>): void
}

const NO_VARIABLES: Record<string, string | number> = {}
const LIGHT_QUERY = '(prefers-color-scheme: light)'

/** The system's mode, following changes; `'dark'` in server rendering and while hydrating (what the server rendered). */
function subscribeSystemMode(onChange: () => void): () => void {
  if (typeof globalThis.matchMedia !== 'function') return () => undefined
  const query = globalThis.matchMedia(LIGHT_QUERY)
  query.addEventListener?.('change', onChange)
  return () => query.removeEventListener?.('change', onChange)
}
const systemMode = (): ThemeMode => themeModeShown(undefined)
const serverMode = (): ThemeMode => 'dark'

/** The dialog's theme and setters (`setThemeMode(undefined)`: follow the system again). */
export function useAppKitTheme(): UseAppKitThemeReturn {
  const instance = useAppKitInstance()
  const theme = useKitStore(instance, (s) => s.theme)
  const system = useSyncExternalStore(subscribeSystemMode, systemMode, serverMode)
  return useMemo(
    () => ({
      themeMode: theme?.themeMode ?? system,
      themeVariables: theme?.themeVariables ?? NO_VARIABLES,
      setThemeMode: (mode: ThemeMode | undefined) => {
        if (!instance) throw new Error(NOT_CREATED)
        instance.setThemeMode(mode)
      },
      setThemeVariables: (variables: Record<string, string | number>) => {
        if (!instance) throw new Error(NOT_CREATED)
        instance.setThemeVariables(variables)
      },
    }),
    [instance, theme, system],
  )
}
