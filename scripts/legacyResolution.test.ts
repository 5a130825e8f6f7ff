import { readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { legacyResolutionFields, legacyResolutionProblems, type PackageManifest } from './legacyResolution.ts'
import { CLIENT_PACKAGES } from './packPackages.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')

describe('main/types/typesVersions beside exports (moduleResolution "node")', () => {
  it.each(CLIENT_PACKAGES.map((p) => [p.name, p.dir]))('%s ships them, as its exports call for', (_, dir) => {
    const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as PackageManifest
    expect(legacyResolutionProblems(pkg)).toEqual([])
  })

  it('derives them from exports; a stale field is named', () => {
    const pkg: PackageManifest = {
      name: '@gangway/x',
      exports: {
        '.': { 'gangway-source': './src/index.ts', types: './dist/index.d.ts', default: './dist/index.js' },
        './sub': { types: './dist/sub.d.ts', default: './dist/sub.js' },
        './package.json': './package.json',
      } as PackageManifest['exports'],
    }
    expect(legacyResolutionFields(pkg)).toEqual({
      main: './dist/index.js',
      types: './dist/index.d.ts',
      typesVersions: { '*': { sub: ['./dist/sub.d.ts'] } },
    })
    expect(legacyResolutionProblems({ ...pkg, ...legacyResolutionFields(pkg), main: './index.js' })).toEqual([
      '@gangway/x: "main" must be "./dist/index.js" (from "exports"), is "./index.js"',
    ])
  })
})
