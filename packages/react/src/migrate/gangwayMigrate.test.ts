import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { loadAppKitMap, movePackage, moveSpecifier } from './appkitMap.ts'
import { main } from './gangwayMigrate.ts'
import { rewriteImports } from './rewriteImports.ts'
import { rewritePackageJson } from './rewritePackageJson.ts'

/**
 * `gangway-migrate` on a fixture site written against AppKit (packages/react/test/migrate/appkit-site): the
 * result must equal packages/react/test/migrate/gangway-site file for file — imports in every form, quotes
 * kept, package.json dependencies replaced — with what is left named (a package the
 * map does not know, Vue, a config string) and node_modules untouched.
 */
const here = dirname(fileURLToPath(import.meta.url))
const fixtures = join(here, '../../test/migrate')
const map = loadAppKitMap()
const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function copyFixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'gangway-migrate-'))
  dirs.push(dir)
  cpSync(join(fixtures, 'appkit-site'), dir, { recursive: true })
  // an install: never entered
  mkdirSync(join(dir, 'node_modules/@reown/appkit'), { recursive: true })
  writeFileSync(join(dir, 'node_modules/@reown/appkit/index.js'), "export * from '@reown/appkit-controllers'\n")
  return dir
}

const filesOf = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (name === 'node_modules') return []
    return statSync(path).isDirectory() ? filesOf(path) : [path]
  })

describe('gangway-migrate', () => {
  it('moves the fixture site to Gangway: every file as expected, what is left named, exit code 1', () => {
    const site = copyFixture()
    const out: string[] = []
    expect(main([site], (t) => out.push(t))).toBe(1)
    const expected = join(fixtures, 'gangway-site')
    const got = filesOf(site)
      .map((f) => relative(site, f))
      .sort()
    expect(got).toEqual(
      filesOf(expected)
        .map((f) => relative(expected, f))
        .sort(),
    )
    for (const file of got) {
      expect(readFileSync(join(site, file), 'utf8'), file).toBe(readFileSync(join(expected, file), 'utf8'))
    }
    expect(readFileSync(join(site, 'node_modules/@reown/appkit/index.js'), 'utf8')).toContain(
      '@reown/appkit-controllers',
    )
    const text = out.join('\n')
    expect(text).toContain('src/config.ts: moved 6 imports')
    expect(text).toContain('package.json: @reown/appkit-siwe → @gangway/siwx')
    expect(text).toContain('package.json: @reown/appkit-adapter-ethers → @gangway/adapter-ethers')
    expect(text).toContain(
      "src/components/Wallet.tsx:7  @reown/appkit/vue — Gangway's public API is React (@gangway/react); it has no Vue binding",
    )
    expect(text).toContain('next.config.ts:1  @reown/appkit — a mention outside an import (config, string or comment)')
    expect(text).toContain('Now run: npm install')

    // a second run changes nothing more
    const again: string[] = []
    main([site], (t) => again.push(t))
    expect(again.join('\n')).not.toContain('moved')
    expect(readFileSync(join(site, 'src/config.ts'), 'utf8')).toBe(
      readFileSync(join(expected, 'src/config.ts'), 'utf8'),
    )
  })

  it('--dry-run changes nothing; bad options are refused; a site without AppKit is left alone', () => {
    const site = copyFixture()
    const before = filesOf(site).map((f) => readFileSync(f, 'utf8'))
    const out: string[] = []
    expect(main([site, '--dry-run'], (t) => out.push(t))).toBe(1)
    expect(out.join('\n')).toContain('src/config.ts: would move 6 imports')
    expect(filesOf(site).map((f) => readFileSync(f, 'utf8'))).toEqual(before)
    expect(main([site, '--force'], () => undefined)).toBe(2)
    const empty = mkdtempSync(join(tmpdir(), 'gangway-migrate-'))
    dirs.push(empty)
    writeFileSync(join(empty, 'index.ts'), "import { createConfig } from 'wagmi'\n")
    const none: string[] = []
    expect(main([empty], (t) => none.push(t))).toBe(0)
    expect(none.join('\n')).toBe('No @reown/* imports or dependencies found.')
  })

  it('rewrites every import form and keeps quotes; names what it cannot move', () => {
    const source = [
      `import { createAppKit } from "@reown/appkit"`,
      `import type { SIWESession } from '@reown/appkit-siwe'`,
      `import '@reown/appkit/networks'`,
      `export * from '@reown/appkit-pay/react'`,
      `const lazy = () => import( '@reown/appkit-adapter-solana/react' )`,
      `const cjs = require("@reown/appkit-adapter-bitcoin")`,
      `vi.mock('@reown/appkit-experimental/smart-session')`,
      `declare module '@reown/appkit-siwx' {}`,
      `import { x } from '@reown/appkit-controllers'`,
      `import { y } from '@reownish/thing'`,
    ].join('\n')
    const { text, moved, leftovers } = rewriteImports(source, map)
    expect(text.split('\n')).toEqual([
      `import { createAppKit } from "@gangway/react"`,
      `import type { SIWESession } from '@gangway/siwx/siwe'`,
      `import '@gangway/react/networks'`,
      `export * from '@gangway/react/pay'`,
      `const lazy = () => import( '@gangway/adapter-solana/react' )`,
      `const cjs = require("@gangway/adapter-bitcoin")`,
      `vi.mock('@gangway/react/smart-session')`,
      `declare module '@gangway/siwx' {}`,
      `import { x } from '@reown/appkit-controllers'`,
      `import { y } from '@reownish/thing'`,
    ])
    expect(moved).toBe(8)
    expect(leftovers).toEqual([
      {
        line: 9,
        specifier: '@reown/appkit-controllers',
        why: 'not one of AppKit’s public entries Gangway maps (appkit-map.json)',
      },
    ])
  })

  it('the map: every AppKit specifier moves, waits for a pending package, or says why not', () => {
    expect(moveSpecifier(map, '@reown/appkit/react')).toEqual({ kind: 'moved', to: '@gangway/react' })
    expect(moveSpecifier(map, '@reown/appkit-common')).toEqual({ kind: 'moved', to: '@gangway/common' })
    expect(moveSpecifier(map, '@reown/appkit-adapter-ethers')).toEqual({ kind: 'moved', to: '@gangway/adapter-ethers' })
    // a package not published yet (none today): its imports wait
    const pending = { ...map, pendingPackages: ['@gangway/adapter-ethers5'] }
    expect(moveSpecifier(pending, '@reown/appkit-adapter-ethers5')).toEqual({
      kind: 'pending',
      to: '@gangway/adapter-ethers5',
    })
    expect(moveSpecifier(map, '@reown/appkit/vue')).toMatchObject({ kind: 'unsupported' })
    expect(moveSpecifier(map, '@reown/appkit-cdn')).toEqual({ kind: 'unknown' })
    for (const [from, to] of Object.entries(map.specifiers)) {
      if (to === null) expect(map.unsupported[from], from).toBeTruthy()
      else expect(to, from).toMatch(/^@gangway\//)
    }
    expect(movePackage(map, '@reown/appkit')).toEqual({ kind: 'moved', to: ['@gangway/react'] })
    expect(movePackage(map, '@reown/appkit-experimental')).toEqual({ kind: 'moved', to: ['@gangway/react'] })
    expect(movePackage(map, '@reown/appkit-adapter-ethers5')).toEqual({
      kind: 'moved',
      to: ['@gangway/adapter-ethers5'],
    })
    expect(movePackage(pending, '@reown/appkit-adapter-ethers5')).toEqual({
      kind: 'pending',
      to: ['@gangway/adapter-ethers5'],
    })
  })

  it("the README's table of entries is appkit-map.json", () => {
    const readme = readFileSync(join(here, '../../README.md'), 'utf8')
    const start = readme.indexOf('## Moving from AppKit')
    const rows = readme
      .slice(start, readme.indexOf('\n## ', start + 3))
      .split('\n')
      .filter((line) => line.startsWith('| `@reown/'))
      .map((line) => {
        const [, from, to] = line.split('|').map((c) => c.trim().replaceAll('`', ''))
        return [from, to === '—' ? null : to]
      })
    expect(Object.fromEntries(rows)).toEqual(map.specifiers)
  })

  it('package.json: keeps indentation, adds each Gangway package once, leaves unknown ones', () => {
    const text = `{\n\t"dependencies": {\n\t\t"@reown/appkit": "1.8.0",\n\t\t"@reown/appkit-adapter-solana": "1.8.0",\n\t\t"@reown/appkit-pay": "1.8.0",\n\t\t"@reown/appkit-core": "1.0.0"\n\t},\n\t"overrides": { "@reown/appkit-common": "1.8.0" }\n}\n`
    const result = rewritePackageJson(text, map, '0.1.0')
    expect(result.text).toBe(
      `{\n\t"dependencies": {\n\t\t"@gangway/adapter-solana": "^0.1.0",\n\t\t"@gangway/react": "^0.1.0",\n\t\t"@reown/appkit-core": "1.0.0"\n\t},\n\t"overrides": {\n\t\t"@reown/appkit-common": "1.8.0"\n\t}\n}\n`,
    )
    expect(result.leftovers.map((l) => l.name)).toEqual(['@reown/appkit-core', 'overrides'])
  })
})
