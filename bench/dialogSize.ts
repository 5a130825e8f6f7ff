import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium, type Page } from '@playwright/test'
import { build, defaultClientConditions } from 'vite'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts'
import { serveStatic } from './serveStatic.ts'

/**
 * Dialog benchmark (issue 3): builds the demo for production, then in Chromium measures
 *  1. gzipped JavaScript downloaded before the dialog is opened (page load + idle, incl. view preloads),
 *  2. gzipped JavaScript downloaded by the time Connect is painted,
 *  3. click-to-Connect-painted time, median of 10 fresh page loads.
 * Run: `npm run bench:dialog`.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const dist = join(root, 'apps/demo/dist')
const RUNS = Number(process.env.RUNS ?? 10)

execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: join(root, 'apps/demo'), stdio: 'inherit' })
const server = await serveStatic(dist)
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })

const gzipOf = (pathname: string) => gzipSync(readFileSync(join(dist, pathname)), { level: 9 }).length

async function loadPage(): Promise<{ page: Page; scripts: Set<string>; atLoad: Set<string> }> {
  const page = await browser.newPage()
  const scripts = new Set<string>()
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin === server.url && url.pathname.endsWith('.js')) scripts.add(url.pathname)
    else if (!['127.0.0.1', 'localhost'].includes(url.hostname) && !url.protocol.startsWith('data')) {
      throw new Error(`non-local request ${url}`)
    }
  })
  await page.goto(server.url, { waitUntil: 'load' })
  const atLoad = new Set(scripts)
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(300)
  return { page, scripts, atLoad }
}

// A string, not a function: tsx would add `__name` helpers the page does not have.
const CLICK_TO_CONNECT = `(async () => {
  const button = document.querySelector('appkit-button')?.shadowRoot?.querySelector('button')
  if (!button) throw new Error('no <appkit-button>')
  const started = performance.now()
  button.click()
  const shown = () => document.querySelector('appkit-modal')?.shadowRoot?.querySelector('[data-view="Connect"] ul')
  while (!shown()) await new Promise((r) => setTimeout(r, 1))
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
  return performance.now() - started
})()`
const clickToConnect = (page: Page) => page.evaluate<number>(CLICK_TO_CONNECT)

const sum = (paths: Iterable<string>) => [...paths].reduce((total, p) => total + gzipOf(p), 0)
const first = await loadPage()
const atLoad = sum(first.atLoad)
const beforeOpen = sum(first.scripts)
const openedFiles = new Set(first.scripts)
await clickToConnect(first.page)
const byConnect = sum(first.scripts)
await first.page.close()

const times: number[] = []
for (let i = 0; i < RUNS; i++) {
  const { page } = await loadPage()
  times.push(await clickToConnect(page))
  await page.close()
}
times.sort((a, b) => a - b)
const median = times[Math.floor(times.length / 2)] ?? Number.NaN
await browser.close()
await server.close()

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`
console.log(`\nDialog benchmark (demo production build, gzip -9, Chromium ${CHROMIUM_PATH})`)
console.log(`  JS at the load event           : ${kb(atLoad)}  (${first.atLoad.size} files)`)
console.log(
  `  JS before the dialog is opened : ${kb(beforeOpen)}  (${openedFiles.size} files incl. idle-preloaded views)`,
)
console.log(`  JS by the time Connect is shown: ${kb(byConnect)}`)
console.log(
  `  click → Connect painted        : median ${median.toFixed(1)} ms over ${RUNS} runs (min ${times[0]?.toFixed(1)}, max ${times.at(-1)?.toFixed(1)})`,
)
console.log('  Largest files before opening (gzip):')
for (const [file, size] of [...openedFiles]
  .map((f): [string, number] => [f, gzipOf(f)])
  .sort((a, b) => b[1] - a[1])
  .slice(0, 8)) {
  console.log(`    ${kb(size).padStart(9)}  ${file}`)
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
const ownFiles = readdirSync(ownDir).filter((f) => f.endsWith('.js'))
const gzFile = (f: string) => gzipSync(readFileSync(join(ownDir, f)), { level: 9 }).length
const isView = (f: string) => /View-[\w-]+\.js$/.test(f)
// up front: the entry and what it imports statically (`from"./x.js"`, `import"./x.js"`); `import("./x.js")` is lazy
const staticClosure = (entry: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(entry)) return seen
  seen.add(entry)
  const code = readFileSync(join(ownDir, entry), 'utf8')
  for (const m of code.matchAll(/(?:from\s*|import\s*)["']\.\/([^"']+\.js)["']/g)) staticClosure(m[1] as string, seen)
  return seen
}
const upFrontFiles = staticClosure('gangway.js')
const upFront = [...upFrontFiles].reduce((t, f) => t + gzFile(f), 0)
const lazyViews = ownFiles.filter(isView)
const lazyOther = ownFiles.filter((f) => !upFrontFiles.has(f) && !isView(f))
console.log(
  `  Gangway's own code (react+ui+core+protocol; react, viem, wagmi external): ${kb(upFront)} up front, ` +
    `${lazyViews.length} lazy views ${kb(lazyViews.reduce((t, f) => t + gzFile(f), 0))} in all, ` +
    `other lazy chunks (e-mail login, shared view code) ${kb(lazyOther.reduce((t, f) => t + gzFile(f), 0))}`,
)
