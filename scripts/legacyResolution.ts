/**
 * What a published package needs beside `exports` for tools that do not read `exports` — TypeScript's
 * `moduleResolution: "node"` (node10) above all: `main` and `types` for the package's root, and
 * `typesVersions` sending each subpath (`@gangway/react/networks`) to its declarations. All derived from
 * `exports`, so they cannot disagree with it.
 */
export type PackageManifest = {
  name: string
  exports?: Record<string, string | Record<string, string>>
  main?: string
  types?: string
  typesVersions?: Record<string, Record<string, string[]>>
}

export function legacyResolutionFields(
  pkg: PackageManifest,
): Pick<PackageManifest, 'main' | 'types' | 'typesVersions'> {
  const entries = Object.entries(pkg.exports ?? {}).filter(
    (entry): entry is [string, Record<string, string>] => typeof entry[1] === 'object',
  )
  const root = entries.find(([subpath]) => subpath === '.')?.[1]
  if (!root?.default || !root.types) throw new Error(`${pkg.name}: exports["."] needs "types" and "default"`)
  const subpaths = entries
    .filter(([subpath, target]) => subpath !== '.' && target.types)
    .map(([subpath, target]): [string, string[]] => [subpath.slice(2), [target.types as string]])
  return {
    main: root.default,
    types: root.types,
    ...(subpaths.length > 0 ? { typesVersions: { '*': Object.fromEntries(subpaths) } } : {}),
  }
}

/** Differences between a manifest's `main`/`types`/`typesVersions` and what its `exports` call for (empty: none). */
export function legacyResolutionProblems(pkg: PackageManifest): string[] {
  const expected = legacyResolutionFields(pkg)
  const problems: string[] = []
  for (const key of ['main', 'types', 'typesVersions'] as const) {
    if (JSON.stringify(pkg[key]) !== JSON.stringify(expected[key])) {
      problems.push(
        `${pkg.name}: "${key}" must be ${JSON.stringify(expected[key])} (from "exports"), is ${JSON.stringify(pkg[key])}`,
      )
    }
  }
  return problems
}
