import { readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { build, defaultClientConditions } from 'vite'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts'
import { clickToConnect, loadPage } from './dialogProbe.ts'
import { prepareSites, SITES, type SiteName } from './dialogSites.ts'
import { formatBreakdown, moduleBreakdown } from './moduleBreakdown.ts'
import { serveStatic } from './serveStatic.ts'

/**
 * Dialog benchmark (issues 3 and 38): the same minimal wagmi app built three ways (`dialogSites.ts`: a floor
 * with a plain `<dialog>`, Gangway from the packed packages, Reown AppKit 1.8.0), each served on loopback and
 * opened in Chromium. Per site:
 *  1. gzipped JavaScript downloaded before the dialog is opened (load, network idle and 300 ms more: includes
 *     what the page preloads when idle),
 *  2. gzipped JavaScript downloaded by the time Connect is painted,
 *  3. click → Connect painted (its first wallet row visible plus two animation frames; looked for once the
 *     click's microtasks have run, then every 1 ms: `dialogProbe.ts`, `PROBE=timers` for timers only), median
 *     of `RUNS` fresh page loads (default 10), the sites taking turns.
 * Gangway's and AppKit's JS figures are also given on top of the floor's. Requests to other hosts are aborted
 * (AppKit makes them: its API, fonts, analytics); the count is printed. `REPACK=0` reuses the tarballs.
 * `-- --breakdown` also prints what Gangway's page downloads before open on top of the floor's, per source
 * module (from the chunks' hidden source maps; `moduleBreakdown.ts`).
 * Run: `npm run bench:dialog` (the first run installs the sites' dependencies from npm).
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const RUNS = Number(process.env.RUNS ?? 10)
const dists = prepareSites(join(root, 'bench/.sites'), {
  repack: process.env.REPACK !== '0',
  rebuild: process.env.REBUILD !== '0',
})
/**
 * What is measured: the three sites, and with `COMPARE_DIST` another build of the Gangway site (e.g. main's,
 * kept from an earlier run) as `gangway@compare`, with Gangway's probe, taking turns in the same run.
 */
type Entry = { name: string; site: SiteName; dist: string }
const entries: Entry[] = SITES.map((site) => ({ name: site as string, site, dist: dists[site] }))
if (process.env.COMPARE_DIST) entries.push({ name: 'gangway@compare', site: 'gangway', dist: process.env.COMPARE_DIST })

const servers = await Promise.all(entries.map((entry) => serveStatic(entry.dist)))
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const gz = (entry: Entry, paths: Iterable<string>) =>
  [...paths].reduce((t, p) => t + gzipSync(readFileSync(join(entry.dist, p)), { level: 9 }).length, 0)

type Figures = { beforeOpen: number; atConnect: number; files: number; blocked: number; times: number[] }
const figures: Record<string, Figures> = {}
const beforeOpenScripts: Record<string, string[]> = {}
for (const [i, entry] of entries.entries()) {
  const first = await loadPage(browser, servers[i]?.url as string, entry.site)
  const beforeOpen = gz(entry, first.scripts)
  const files = first.scripts.size
  beforeOpenScripts[entry.name] = [...first.scripts].map((path) => path.slice(1))
  await first.page.evaluate<number>(clickToConnect(entry.site))
  await first.page.waitForTimeout(300)
  figures[entry.name] = { beforeOpen, atConnect: gz(entry, first.scripts), files, blocked: first.blocked, times: [] }
  await first.page.close()
}
for (let run = 0; run < RUNS; run++) {
  for (const [i, entry] of entries.entries()) {
    const { page } = await loadPage(browser, servers[i]?.url as string, entry.site)
    figures[entry.name]?.times.push(await page.evaluate<number>(clickToConnect(entry.site)))
    await page.close()
  }
}
await browser.close()
for (const server of servers) await server.close()

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? Number.NaN
const fig = (name: string) => figures[name] as Figures
const floor = fig('floor')
console.log(
  `\nDialog benchmark (gzip -9 of the JS each page downloads; Chromium ${CHROMIUM_PATH}; ${RUNS} runs; ` +
    `probe: ${process.env.PROBE === 'timers' ? '1 ms timers only' : "after the click's microtasks, then 1 ms timers"})`,
)
for (const { name } of entries) {
  const f = fig(name)
  const t = [...f.times].sort((a, b) => a - b)
  console.log(
    `  ${name.padEnd(8)} before open ${kb(f.beforeOpen).padStart(9)} (${f.files} files)  at Connect ${kb(f.atConnect).padStart(9)}` +
      `  click → Connect median ${median(t).toFixed(1)} ms (min ${t[0]?.toFixed(1)}, max ${t.at(-1)?.toFixed(1)})` +
      (f.blocked ? `  [${f.blocked} requests to other hosts aborted]` : ''),
  )
}
const marginal = (name: string) => ({
  before: fig(name).beforeOpen - floor.beforeOpen,
  connect: fig(name).atConnect - floor.atConnect,
})
const g = marginal('gangway')
const a = marginal('appkit')
const ratio = (x: number, y: number) => (x / y).toFixed(3)
console.log('  On top of the floor (React + wagmi + react-query + a plain <dialog>):')
console.log(`    Gangway before open ${kb(g.before)}, at Connect ${kb(g.connect)}`)
console.log(`    AppKit  before open ${kb(a.before)}, at Connect ${kb(a.connect)}`)
console.log(`    Gangway / AppKit: before open ${ratio(g.before, a.before)}, at Connect ${ratio(g.connect, a.connect)}`)
const [tg, ta, tf] = [median(fig('gangway').times), median(fig('appkit').times), median(floor.times)]
console.log(`  click → Connect: Gangway / AppKit ${ratio(tg, ta)}, Gangway / floor ${ratio(tg, tf)}`)
if (figures['gangway@compare']) {
  const tc = median(fig('gangway@compare').times)
  console.log(`  click → Connect, gangway@compare: / AppKit ${ratio(tc, ta)}, / floor ${ratio(tc, tf)}`)
}

if (process.argv.includes('--breakdown')) {
  const floorShares = new Map(
    moduleBreakdown(dists.floor, beforeOpenScripts.floor ?? []).map((s) => [s.module, s.gzip]),
  )
  const marginal = moduleBreakdown(dists.gangway, beforeOpenScripts.gangway ?? [])
    .map((s) => ({ ...s, gzip: s.gzip - (floorShares.get(s.module) ?? 0) }))
    .sort((x, y) => y.gzip - x.gzip)
  console.log(
    '  Gangway before open on top of the floor, per source module (a module both pages load counts by the difference):',
  )
  for (const line of formatBreakdown(marginal)) console.log(line)
}

// Gangway's own share: @gangway/react with core, ui and protocol bundled by Vite (as a site's build would),
// the site's libraries (react, viem, wagmi) external.
const ownDir = join(root, 'bench/.out')
await build({
  configFile: false,
  logLevel: 'error',
  // the workspace packages from their sources, as the apps resolve them
  resolve: { conditions: ['gangway-source', ...defaultClientConditions] },
  build: {
    outDir: ownDir,
    emptyOutDir: true,
    target: 'es2022',
    lib: { entry: join(root, 'packages/react/src/index.ts'), formats: ['es'], fileName: 'gangway' },
    rollupOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/, /^viem($|\/)/, /^wagmi($|\/)/] },
  },
})
const gzFile = (f: string) => gzipSync(readFileSync(join(ownDir, f)), { level: 9 }).length
// up front: the entry and what it imports statically (`from"./x.js"`, `import"./x.js"`); `import("./x.js")` is lazy
const staticClosure = (entry: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(entry)) return seen
  seen.add(entry)
  const code = readFileSync(join(ownDir, entry), 'utf8')
  for (const m of code.matchAll(/(?:from\s*|import\s*)["']\.\/([^"']+\.js)["']/g)) staticClosure(m[1] as string, seen)
  return seen
}
const own = [...staticClosure('gangway.js')].reduce((t, f) => t + gzFile(f), 0)
console.log(`  Gangway's own code up front (react+ui+core+protocol; react, viem, wagmi external): ${kb(own)}`)
