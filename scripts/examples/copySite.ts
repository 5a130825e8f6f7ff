import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import type { PackedPackage } from '../packPackages.ts'

/** What a copy leaves behind: installs and build output of a checkout that was used in place. */
const SKIPPED = new Set(['node_modules', 'dist', '.next', 'next-env.d.ts'])

/**
 * Copies an example to `destination` (emptied first) as a site's own checkout, and points its `@gangway/*`
 * dependencies (`^0.1.0`, as a real site has) at the tarballs: each one it lists becomes `file:<tarball>`,
 * and `overrides` send every `@gangway/*` package, also the ones they depend on, to its tarball — what
 * installing the packages from a registry would give. Nothing else in the copy changes.
 */
export function copySite(example: string, destination: string, tarballs: PackedPackage[]): void {
  rmSync(destination, { recursive: true, force: true })
  cpSync(example, destination, {
    recursive: true,
    filter: (source) => !SKIPPED.has(basename(source)) && !source.endsWith('.tsbuildinfo'),
  })
  const file = join(destination, 'package.json')
  const pkg = JSON.parse(readFileSync(file, 'utf8')) as {
    dependencies?: Record<string, string>
    overrides?: Record<string, string>
  }
  const spec = new Map(tarballs.map(({ name, tarball }) => [name, `file:${tarball}`]))
  for (const name of Object.keys(pkg.dependencies ?? {})) {
    const tarball = spec.get(name)
    if (pkg.dependencies && tarball) pkg.dependencies[name] = tarball
  }
  pkg.overrides = { ...pkg.overrides, ...Object.fromEntries(spec) }
  writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`)
}
