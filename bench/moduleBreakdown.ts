import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { decode } from '@jridgewell/sourcemap-codec'

export type ModuleShare = { module: string; raw: number; gzip: number; chunks: string[] }

type SourceMap = { sources: string[]; mappings: string }

/**
 * A source module's name as a reader knows it: `@gangway/ui/views/Connect/ConnectView` for a packed
 * package's `dist` file or a workspace source, `wagmi/…` for a dependency (the path after the last
 * `node_modules/`).
 */
export function moduleName(source: string): string {
  const path = source.replace(/\\/g, '/').replace(/\?.*$/, '')
  const inModules = path.lastIndexOf('node_modules/')
  let name = inModules >= 0 ? path.slice(inModules + 'node_modules/'.length) : path
  const workspace = /(?:^|\/)packages\/([^/]+)\/(.*)$/.exec(name)
  if (inModules < 0 && workspace) name = `@gangway/${workspace[1]}/${workspace[2]}`
  return name.replace(/\/(dist|src)\//, '/').replace(/\.(js|mjs|cjs|ts|tsx|jsx)$/, '')
}

/**
 * Which source modules the given chunks (paths in `dist`, each with its `.map` beside it) are made of:
 * each output character belongs to the source its source-map segment names (characters of no segment —
 * the bundler's glue — to `(glue)`). A module's gzipped share is its characters of one chunk gzipped
 * (-9) alone, scaled so a chunk's shares add up to the chunk's own gzipped size. Sorted largest first.
 */
export function moduleBreakdown(dist: string, files: readonly string[]): ModuleShare[] {
  const shares = new Map<string, ModuleShare>()
  for (const file of files) {
    const code = readFileSync(join(dist, file), 'utf8')
    const mapFile = join(dist, `${file}.map`)
    const perModule = new Map<string, string[]>()
    const add = (module: string, text: string) => {
      if (!text) return
      const parts = perModule.get(module) ?? []
      parts.push(text)
      perModule.set(module, parts)
    }
    if (!existsSync(mapFile)) add('(no source map)', code)
    else {
      const map = JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMap
      const lines = code.split('\n')
      decode(map.mappings).forEach((segments, lineIndex) => {
        const line = lines[lineIndex] ?? ''
        let column = 0
        let owner = '(glue)'
        for (const segment of segments) {
          add(owner, line.slice(column, segment[0]))
          column = segment[0]
          owner = segment.length > 1 ? moduleName(map.sources[segment[1] as number] ?? '(glue)') : '(glue)'
        }
        add(owner, `${line.slice(column)}\n`)
      })
    }
    const chunkGzip = gzipSync(code, { level: 9 }).length
    const alone = [...perModule].map(([module, parts]) => {
      const text = parts.join('')
      return { module, raw: text.length, gzip: gzipSync(text, { level: 9 }).length }
    })
    const total = alone.reduce((t, m) => t + m.gzip, 0)
    for (const m of alone) {
      const share = shares.get(m.module) ?? { module: m.module, raw: 0, gzip: 0, chunks: [] }
      share.raw += m.raw
      share.gzip += total ? (m.gzip * chunkGzip) / total : 0
      share.chunks.push(file)
      shares.set(m.module, share)
    }
  }
  return [...shares.values()].sort((a, b) => b.gzip - a.gzip)
}

/** The package a module belongs to (`@scope/name` or `name`), for totals per package. */
export function packageOf(module: string): string {
  const [first, second] = module.split('/')
  return first?.startsWith('@') ? `${first}/${second}` : (first ?? module)
}

/** Lines for a terminal: per package, then every module of at least `min` gzipped bytes. */
export function formatBreakdown(shares: readonly ModuleShare[], min = 150): string[] {
  const byPackage = new Map<string, number>()
  for (const s of shares) byPackage.set(packageOf(s.module), (byPackage.get(packageOf(s.module)) ?? 0) + s.gzip)
  const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`.padStart(9)
  return [
    '  per package (gzip -9 share):',
    ...[...byPackage].sort((a, b) => b[1] - a[1]).map(([name, gzip]) => `    ${kb(gzip)}  ${name}`),
    `  per module (≥ ${min} B):`,
    ...shares
      .filter((s) => s.gzip >= min)
      .map((s) => `    ${kb(s.gzip)}  ${s.module}${s.chunks.length > 1 ? `  [${s.chunks.length} chunks]` : ''}`),
  ]
}
