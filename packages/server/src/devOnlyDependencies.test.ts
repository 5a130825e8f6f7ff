import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const src = dirname(fileURLToPath(import.meta.url))
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path) : [path]
  })

describe('dev chains, the local social provider and the on-ramp sandbox are never a runtime dependency of the server', () => {
  for (const name of ['@gangway/devnet', '@gangway/idp']) {
    it(`has ${name} only as a devDependency, imported only by tests`, () => {
      const pkg = JSON.parse(readFileSync(join(src, '..', 'package.json'), 'utf8')) as {
        dependencies: Record<string, string>
        devDependencies: Record<string, string>
      }
      expect(pkg.dependencies[name]).toBeUndefined()
      expect(pkg.devDependencies[name]).toBeDefined()
      const runtime = files(src).filter(
        (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !relative(src, f).startsWith('test/'),
      )
      const offenders = runtime.filter((f) => readFileSync(f, 'utf8').includes(`from '${name}`))
      expect(offenders.map((f) => relative(src, f))).toEqual([])
    })
  }

  it('never depends on or imports the on-ramp sandbox (a provider of its own, reached only over HTTP)', () => {
    const pkg = JSON.parse(readFileSync(join(src, '..', 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>
      devDependencies?: Record<string, string>
    }
    expect(pkg.dependencies['@gangway/onramp-sandbox']).toBeUndefined()
    expect(pkg.devDependencies?.['@gangway/onramp-sandbox']).toBeUndefined()
    const self = fileURLToPath(import.meta.url)
    const offenders = files(src).filter(
      (f) => f !== self && readFileSync(f, 'utf8').includes("from '@gangway/onramp-sandbox"),
    )
    expect(offenders.map((f) => relative(src, f))).toEqual([])
  })
})
