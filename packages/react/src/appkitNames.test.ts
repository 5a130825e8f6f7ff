import { readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * Every public name of AppKit 1.8 (packages/react/appkit-names.json, read from its published `.d.ts`) is
 * exported by the matching Gangway entry — values checked on the module at run time, types on the entry's
 * exported symbols with the TypeScript compiler — or listed with its reason in the README's "Left out of
 * AppKit's API" table. A listed name that Gangway exports after all fails too, so the list stays true.
 */
const here = dirname(fileURLToPath(import.meta.url))
const root = resolve(here, '../../..')
const names = JSON.parse(readFileSync(join(here, '../appkit-names.json'), 'utf8')) as {
  entries: Record<string, { gangway: string; values: string[]; types: string[] }>
}

/** The Gangway entries, as a site imports them, and their source files. */
const ENTRIES: Record<string, { load: () => Promise<Record<string, unknown>>; file: string; short: string }> = {
  '@gangway/react': { load: () => import('@gangway/react'), file: 'packages/react/src/index.ts', short: 'react' },
  '@gangway/react/networks': {
    load: () => import('@gangway/react/networks'),
    file: 'packages/react/src/networks.ts',
    short: 'networks',
  },
  '@gangway/react/pay': {
    load: () => import('@gangway/react/pay'),
    file: 'packages/react/src/pay.ts',
    short: 'pay',
  },
  '@gangway/adapter-evm': {
    load: () => import('@gangway/adapter-evm'),
    file: 'packages/adapter-evm/src/index.ts',
    short: 'adapter-evm',
  },
}

/** The README's table: `| entry | names | why |`, every name in backticks; reasons must not be empty. */
function leftOut(): Map<string, Map<string, string>> {
  const readme = readFileSync(join(here, '../README.md'), 'utf8')
  const start = readme.indexOf("## Left out of AppKit's API")
  if (start === -1) throw new Error('README: no section "## Left out of AppKit\'s API"')
  const end = readme.indexOf('\n## ', start + 3)
  const section = readme.slice(start, end === -1 ? undefined : end)
  const listed = new Map<string, Map<string, string>>()
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((c) => c.trim())
    if (cells.length < 5 || !cells[1] || cells[1] === 'Entry' || /^-+$/.test(cells[1])) continue
    const [, entry, namesCell, reason] = cells as [string, string, string, string]
    if (!reason) throw new Error(`README: no reason for ${namesCell}`)
    const perEntry = listed.get(entry) ?? new Map<string, string>()
    for (const m of namesCell.matchAll(/`([^`]+)`/g)) perEntry.set(m[1] as string, reason)
    listed.set(entry, perEntry)
  }
  return listed
}

/** Names each entry exports (values and types), read by the TypeScript checker. */
function exportedByChecker(): Map<string, Set<string>> {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'))
      },
    },
  )
  if (!config) throw new Error('tsconfig.json not readable')
  const files = Object.values(ENTRIES).map((e) => join(root, e.file))
  const program = ts.createProgram(files, config.options)
  const checker = program.getTypeChecker()
  const result = new Map<string, Set<string>>()
  for (const [name, entry] of Object.entries(ENTRIES)) {
    const source = program.getSourceFile(join(root, entry.file))
    const symbol = source && checker.getSymbolAtLocation(source)
    if (!symbol) throw new Error(`${entry.file}: no module symbol`)
    result.set(name, new Set(checker.getExportsOfModule(symbol).map((s) => s.getName())))
  }
  return result
}

describe("AppKit 1.8's public names", () => {
  const listed = leftOut()
  const typed = exportedByChecker()

  for (const [appkitEntry, { gangway, values, types }] of Object.entries(names.entries)) {
    const entry = ENTRIES[gangway]
    if (!entry) throw new Error(`no Gangway entry ${gangway}`)
    const readme = listed.get(entry.short) ?? new Map<string, string>()

    it(`${appkitEntry} values are exported by ${gangway} or listed in the README`, async () => {
      const module = await entry.load()
      const missing = values.filter((n) => !(n in module) && !readme.has(n))
      expect(missing, `neither exported by ${gangway} nor listed (entry "${entry.short}") in the README`).toEqual([])
      const stale = values.filter((n) => n in module && readme.has(n))
      expect(stale, `listed in the README as left out, but ${gangway} exports them`).toEqual([])
    })

    it(`${appkitEntry} types are exported by ${gangway} or listed in the README`, () => {
      const exported = typed.get(gangway) ?? new Set<string>()
      const missing = types.filter((n) => !exported.has(n) && !readme.has(n))
      expect(missing, `neither exported by ${gangway} nor listed (entry "${entry.short}") in the README`).toEqual([])
      const stale = types.filter((n) => exported.has(n) && readme.has(n))
      expect(stale, `listed in the README as left out, but ${gangway} exports them`).toEqual([])
    })
  }

  it('lists in the README only names AppKit has', () => {
    for (const [short, perEntry] of listed) {
      const gangway = Object.keys(ENTRIES).find((k) => ENTRIES[k]?.short === short)
      const appkit = Object.values(names.entries).find((e) => e.gangway === gangway)
      expect(appkit, `README entry "${short}"`).toBeDefined()
      const known = new Set([...(appkit?.values ?? []), ...(appkit?.types ?? [])])
      expect(
        [...perEntry.keys()].filter((n) => !known.has(n)),
        `README entry "${short}"`,
      ).toEqual([])
    }
  })
}, 120_000)
