import type { Kit } from '../Kit.ts'

/** Merges theme variables (AppKit's `--w3m-*` keys, e.g. `--w3m-accent`). */
export function setThemeVariables(kit: Kit, variables: Record<string, string | number>): void {
  kit.stores.theme.set((s) => ({ themeVariables: { ...s.themeVariables, ...variables } }))
}
