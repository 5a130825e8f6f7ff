import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildUpFront } from '../scripts/examples/buildUpFront.ts'
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

const upFront = (site: SiteName) => buildUpFront(join(dir, site), { html: HTML, main: MAIN[site] })

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
