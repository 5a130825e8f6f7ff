import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { build, defaultClientConditions } from 'vite'
import { HTML, MAIN, type SiteName } from './dialogSites.ts'
import { formatBreakdown, type ModuleShare, moduleBreakdown } from './moduleBreakdown.ts'

/**
 * `npm run bench:dialog:breakdown`: what the Gangway page of `bench:dialog` downloads before the dialog opens,
 * per source module, on top of the floor's page — quickly, from the workspace's sources (the
 * `gangway-source` condition, no packing, no browser) and the workspace's own react/wagmi/viem. Up front is
 * the entry chunk and its static imports plus the Connect view's chunk and its static imports (what the page
 * preloads when idle for a visitor who has not connected). `bench:dialog -- --breakdown` gives the same from
 * the packed packages and the chunks Chromium really downloaded; the figures differ a little (other
 * dependency versions), the modules do not.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const dir = join(root, 'bench/.out/breakdown')

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] }

async function upFront(site: SiteName): Promise<{ dist: string; files: string[] }> {
  const siteDir = join(dir, site)
  rmSync(siteDir, { recursive: true, force: true })
  mkdirSync(siteDir, { recursive: true })
  writeFileSync(join(siteDir, 'index.html'), HTML)
  writeFileSync(join(siteDir, 'main.tsx'), MAIN[site])
  await build({
    configFile: false,
    root: siteDir,
    logLevel: 'error',
    plugins: [react()],
    resolve: { conditions: ['gangway-source', ...defaultClientConditions] },
    build: { manifest: true, sourcemap: 'hidden', outDir: join(siteDir, 'dist'), emptyOutDir: true },
  })
  const dist = join(siteDir, 'dist')
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>
  const keys = new Set<string>()
  const visit = (key: string) => {
    if (keys.has(key)) return
    keys.add(key)
    for (const imported of manifest[key]?.imports ?? []) visit(imported)
  }
  for (const key of Object.keys(manifest)) if (manifest[key]?.isEntry) visit(key)
  const connect = Object.keys(manifest).find((key) => /\/views\/Connect\/ConnectView\.(js|tsx?)$/.test(key))
  if (connect) visit(connect)
  const files = [...keys].map((key) => manifest[key]?.file as string).filter((file) => file.endsWith('.js'))
  return { dist, files }
}

const [floor, gangway] = [await upFront('floor'), await upFront('gangway')]
const floorShares = new Map(moduleBreakdown(floor.dist, floor.files).map((s) => [s.module, s.gzip]))
const shares = moduleBreakdown(gangway.dist, gangway.files)
// on top of the floor: a module the floor has too counts only by what it weighs more here
const marginal: ModuleShare[] = shares
  .map((s) => ({ ...s, gzip: s.gzip - (floorShares.get(s.module) ?? 0) }))
  .sort((a, b) => b.gzip - a.gzip)
const total = (list: readonly { gzip: number }[]) => list.reduce((t, s) => t + s.gzip, 0)
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
console.log(
  `Gangway page up front (entry + static imports + Connect's chunk), from sources: ${kb(total(shares))} in ` +
    `${gangway.files.length} chunks; floor ${kb(total([...floorShares].map(([, gzip]) => ({ gzip }))))}; ` +
    `on top of the floor ${kb(total(marginal))}`,
)
for (const line of formatBreakdown(marginal, Number(process.env.MIN ?? 150))) console.log(line)
