import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import type { PackedPackage } from '../packPackages.ts'

/** What a copy leaves behind: installs and build output of a checkout that was used in place. */
const SKIPPED = new Set(['node_modules', 'dist', '.next', 'next-env.d.ts'])

/** Copies an example to `destination` (emptied first) as a site's own checkout: no installs, no build output. */
export function copySiteFiles(example: string, destination: string): void {
  rmSync(destination, { recursive: true, force: true })
  cpSync(example, destination, {
    recursive: true,
    filter: (source) => !SKIPPED.has(basename(source)) && !source.endsWith('.tsbuildinfo'),
  })
}

/**
 * Points a copy's `@gangway/*` dependencies (`^0.1.0`, as a real site has) at the tarballs: each one it lists
 * becomes `file:<tarball>`, and — unless the copy is a workspace of a group whose root holds them —
 * `overrides` send every `@gangway/*` package, also the ones they depend on, to its tarball: what installing
 * the packages from a registry would give. Nothing else changes.
 */
export function pointAtTarballs(site: string, tarballs: PackedPackage[], options: { overrides?: boolean } = {}): void {
  const file = join(site, 'package.json')
  const pkg = JSON.parse(readFileSync(file, 'utf8')) as {
    dependencies?: Record<string, string>
    devDependencies?: Record<string, string>
    overrides?: Record<string, string>
  }
  const spec = tarballSpecs(tarballs)
  for (const deps of [pkg.dependencies, pkg.devDependencies]) {
    for (const name of Object.keys(deps ?? {})) {
      const tarball = spec[name]
      if (deps && tarball) deps[name] = tarball
    }
  }
  if (options.overrides ?? true) pkg.overrides = { ...pkg.overrides, ...spec }
  writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`)
}

/** `@gangway/<name>` → `file:<its tarball>`. */
export function tarballSpecs(tarballs: PackedPackage[]): Record<string, string> {
  return Object.fromEntries(tarballs.map(({ name, tarball }) => [name, `file:${tarball}`]))
}

/** Copies an example and points it at the tarballs (`copySiteFiles` + `pointAtTarballs`). */
export function copySite(example: string, destination: string, tarballs: PackedPackage[]): void {
  copySiteFiles(example, destination)
  pointAtTarballs(destination, tarballs)
}
