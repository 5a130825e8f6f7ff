/// <reference types="node" />
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { AppKitMap } from './appkitMap.ts'
import { type Leftover, rewriteImports } from './rewriteImports.ts'
import { rewritePackageJson } from './rewritePackageJson.ts'

/** Source files whose imports are rewritten. */
const SOURCE = /\.(?:[cm]?[jt]sx?|vue|svelte|astro)$/
/** Folders never entered: installs, build output, VCS. */
const SKIPPED = new Set([
  'node_modules',
  '.git',
  'dist',
  'build',
  'out',
  '.next',
  '.nuxt',
  '.svelte-kit',
  '.turbo',
  'coverage',
])

export type MigrationReport = {
  /** Files changed (relative to the site), with how many specifiers moved in each. */
  files: { file: string; moved: number }[]
  /** package.json dependencies replaced. */
  packages: { file: string; from: string; to: string[] }[]
  /** What is left for the site: per file, the line and why. */
  leftovers: (Leftover & { file: string })[]
}

/**
 * Moves a site from AppKit to Gangway: every `@reown/*` import of its source files and every `@reown/*`
 * dependency of its `package.json` files, by `appkit-map.json`. `write: false` changes nothing (a dry run).
 */
export function migrateSite(
  root: string,
  map: AppKitMap,
  options: { version: string; write: boolean },
): MigrationReport {
  const report: MigrationReport = { files: [], packages: [], leftovers: [] }
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) {
        if (!SKIPPED.has(name) && !name.startsWith('.')) walk(path)
        continue
      }
      const file = relative(root, path)
      if (name === 'package.json') {
        const before = readFileSync(path, 'utf8')
        const result = rewritePackageJson(before, map, options.version)
        report.packages.push(...result.moved.map((m) => ({ file, ...m })))
        report.leftovers.push(...result.leftovers.map((l) => ({ file, line: 0, specifier: l.name, why: l.why })))
        if (options.write && result.moved.length > 0) writeFileSync(path, result.text)
        continue
      }
      if (!SOURCE.test(name)) continue
      const before = readFileSync(path, 'utf8')
      if (!before.includes('@reown/')) continue
      const result = rewriteImports(before, map)
      if (result.moved > 0) report.files.push({ file, moved: result.moved })
      report.leftovers.push(...result.leftovers.map((l) => ({ file, ...l })))
      if (options.write && result.text !== before) writeFileSync(path, result.text)
    }
  }
  walk(root)
  return report
}
