import { type ThemeMode, themeModeShown } from '@gangway/core'
import { useMemo } from 'react'
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

/** The dialog's theme and setters (`setThemeMode(undefined)`: follow the system again). */
export function useAppKitTheme(): UseAppKitThemeReturn {
  const instance = useAppKitInstance()
  const theme = useKitStore(instance, (s) => s.theme)
  return useMemo(
    () => ({
      themeMode: themeModeShown(theme),
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
    [instance, theme],
  )
}
