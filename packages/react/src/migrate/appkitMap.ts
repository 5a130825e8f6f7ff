/// <reference types="node" />
import { readFileSync } from 'node:fs'

/** `appkit-map.json` (shipped at the root of `@gangway/react`): AppKit specifier → Gangway specifier. */
export type AppKitMap = {
  /** Gangway packages a specifier maps to that are not published yet: their imports are left as they are. */
  pendingPackages: string[]
  /** AppKit's specifier → Gangway's, or null when Gangway has no counterpart. */
  specifiers: Record<string, string | null>
  /** Why a specifier maps to null. */
  unsupported: Record<string, string>
}

/** The map shipped with this package (read from its root: `src/migrate/` and `dist/migrate/` alike sit two levels down). */
export function loadAppKitMap(): AppKitMap {
  return JSON.parse(readFileSync(new URL('../../appkit-map.json', import.meta.url), 'utf8')) as AppKitMap
}

/** The npm package of a specifier (`@scope/name` of `@scope/name/sub/path`, `name` of `name/sub`). */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string)
}

/** What becomes of one AppKit specifier. */
export type SpecifierMove =
  | { kind: 'moved'; to: string }
  | { kind: 'pending'; to: string }
  | { kind: 'unsupported'; reason: string }
  | { kind: 'unknown' }

export function moveSpecifier(map: AppKitMap, specifier: string): SpecifierMove {
  if (!(specifier in map.specifiers)) return { kind: 'unknown' }
  const to = map.specifiers[specifier]
  if (to === null || to === undefined) {
    return { kind: 'unsupported', reason: map.unsupported[specifier] ?? 'no Gangway counterpart' }
  }
  return map.pendingPackages.includes(packageOf(to)) ? { kind: 'pending', to } : { kind: 'moved', to }
}

/**
 * The Gangway packages an AppKit package's dependency becomes: the packages of its entries' counterparts.
 * `pending` when all of them are still pending; `unknown` for a package the map does not know.
 */
export function movePackage(
  map: AppKitMap,
  name: string,
): { kind: 'moved'; to: string[] } | { kind: 'pending'; to: string[] } | { kind: 'unknown' } {
  const targets = Object.entries(map.specifiers)
    .filter(([from, to]) => packageOf(from) === name && to)
    .map(([, to]) => packageOf(to as string))
  const known = Object.keys(map.specifiers).some((from) => packageOf(from) === name)
  if (!known) return { kind: 'unknown' }
  const unique = [...new Set(targets)].sort()
  const ready = unique.filter((t) => !map.pendingPackages.includes(t))
  if (unique.length > 0 && ready.length === 0) return { kind: 'pending', to: unique }
  return { kind: 'moved', to: ready }
}
