import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts'
import { clickToConnect, loadPage } from './dialogProbe.ts'
import { prepareSites, SITES, type SiteName } from './dialogSites.ts'
import { serveStatic } from './serveStatic.ts'

/**
 * Where click → Connect's time goes (issue 38): the same sites and the same probe as `bench:dialog`, each
 * click recorded in a Chromium performance trace (the DevTools timeline categories). Between the probe's
 * `bench:click` and `bench:painted` marks, on the page's renderer main thread, it sums each trace event's
 * self time into script / style / layout / paint / other and the rest as idle (waiting for a frame), and
 * prints the median click's tasks in order, and the raster workers' time in the window. `TRACES` loads per
 * site (default 5); `SITES=gangway` picks sites; `GANGWAY_DIST=<a dist folder>` traces another build of the
 * Gangway site (main's, kept from an earlier run); `REPACK=0 REBUILD=0` reuses the last tarballs and builds.
 * Run: `npm run bench:dialog:trace`.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const TRACES = Number(process.env.TRACES ?? 5)
const picked = (process.env.SITES?.split(',') ?? SITES).filter((s): s is SiteName =>
  (SITES as readonly string[]).includes(s),
)
const dists = prepareSites(join(root, 'bench/.sites'), {
  repack: process.env.REPACK !== '0',
  rebuild: process.env.REBUILD !== '0',
})
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink.user_timing',
  'toplevel',
  'v8.execute',
]

type TraceEvent = {
  name: string
  cat: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: Record<string, unknown>
}
type Span = { name: string; start: number; end: number; children: Span[] }
const BUCKETS = ['script', 'style', 'layout', 'paint', 'other'] as const
type Bucket = (typeof BUCKETS)[number]

const bucketOf = (name: string): Bucket => {
  if (
    /^(UpdateLayoutTree|RecalculateStyles|ScheduleStyleRecalculation|ParseAuthorStyleSheet|InvalidateLayout)/.test(name)
  )
    return 'style'
  if (/^(Layout|UpdateLayer|LayoutShift|IntersectionObserverController|ResizeObserver)/.test(name)) return 'layout'
  if (/(Paint|Layerize|Raster|Decode|ImageDecode|Composite|UpdateLayerTree|Commit)/.test(name)) return 'paint'
  if (
    /^(FunctionCall|EvaluateScript|v8|V8|RunMicrotasks|EventDispatch|TimerFire|FireAnimationFrame|FireIdleCallback|MajorGC|MinorGC|GCEvent|BlinkGC|HandlePostMessage|XHR|ParseHTML|Compile|CacheScript)/.test(
      name,
    )
  )
    return 'script'
  return 'other'
}

/** The main thread's spans (complete events and begin/end pairs), nested by time. */
function spans(events: TraceEvent[]): Span[] {
  const flat: Span[] = []
  const open: TraceEvent[] = []
  for (const e of events) {
    if (e.ph === 'X') flat.push({ name: e.name, start: e.ts, end: e.ts + (e.dur ?? 0), children: [] })
    else if (e.ph === 'B') open.push(e)
    else if (e.ph === 'E') {
      const b = open.pop()
      if (b) flat.push({ name: b.name, start: b.ts, end: e.ts, children: [] })
    }
  }
  flat.sort((a, b) => a.start - b.start || b.end - a.end)
  const top: Span[] = []
  const stack: Span[] = []
  for (const s of flat) {
    while (stack.length && (stack.at(-1) as Span).end <= s.start) stack.pop()
    const parent = stack.at(-1)
    if (parent && s.end <= parent.end) parent.children.push(s)
    else top.push(s)
    stack.push(s)
  }
  return top
}

/** Self time of `s` and its descendants inside [from, to], added per event name. */
function selfTimes(s: Span, from: number, to: number, into: Map<string, number>): void {
  const clip = (a: number, b: number) => Math.max(0, Math.min(b, to) - Math.max(a, from))
  let self = clip(s.start, s.end)
  for (const c of s.children) {
    self -= clip(c.start, c.end)
    selfTimes(c, from, to, into)
  }
  if (self > 0) into.set(s.name, (into.get(s.name) ?? 0) + self)
}

type Attribution = {
  total: number
  shownAt: number
  buckets: Record<Bucket | 'idle', number>
  names: Map<string, number>
  tasks: { at: number; dur: number; top: string }[]
  frames: number[]
  threads: [string, number][]
  /** raster workers' self time in the window (RasterTask, image decodes): the frame's paint off the main thread */
  raster: number
}

function attribute(trace: { traceEvents: TraceEvent[] }): Attribution {
  const events = trace.traceEvents
  const mark = (name: string) => {
    const found = events.filter((e) => e.name === name && e.cat.includes('blink.user_timing'))
    const last = found.at(-1)
    if (!last) throw new Error(`no ${name} mark in the trace`)
    return last
  }
  const click = mark('bench:click')
  const from = click.ts
  const to = mark('bench:painted').ts
  const shown = mark('bench:shown').ts
  const main = events.filter((e) => e.pid === click.pid && e.tid === click.tid)
  const top = spans(main).filter((s) => s.end > from && s.start < to)
  const names = new Map<string, number>()
  let busy = 0
  const tasks: Attribution['tasks'] = []
  for (const s of top) {
    const own = new Map<string, number>()
    selfTimes(s, from, to, own)
    const dur = Math.min(s.end, to) - Math.max(s.start, from)
    busy += dur
    for (const [n, t] of own) names.set(n, (names.get(n) ?? 0) + t)
    const biggest = [...own]
      .filter(([n]) => !/^(RunTask|ThreadControllerImpl::RunTask|ThreadController::Task)$/.test(n))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([n, t]) => `${n} ${(t / 1000).toFixed(2)}`)
      .join(', ')
    if (dur > 50) tasks.push({ at: (Math.max(s.start, from) - from) / 1000, dur: dur / 1000, top: biggest })
  }
  const buckets = { script: 0, style: 0, layout: 0, paint: 0, other: 0, idle: 0 }
  for (const [n, t] of names) buckets[bucketOf(n)] += t / 1000
  buckets.idle = (to - from - busy) / 1000
  const frames = main
    .filter((e) => e.name === 'BeginMainThreadFrame' || e.name === 'BeginFrame')
    .filter((e) => e.ts >= from && e.ts <= to)
    .map((e) => (e.ts - from) / 1000)
  // the other threads' busy time in the window (compositor, raster workers, the display compositor): where a
  // frame's cost goes once the main thread has handed it over
  const threadName = new Map<string, string>()
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name') threadName.set(`${e.pid}:${e.tid}`, String(e.args?.name))
  const byThread = new Map<string, TraceEvent[]>()
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`
    if (key === `${click.pid}:${click.tid}`) continue
    byThread.set(key, [...(byThread.get(key) ?? []), e])
  }
  const threads: [string, number][] = []
  let raster = 0
  for (const [key, list] of byThread) {
    const tops = spans(list)
    const busyHere = tops.reduce((t, s) => t + Math.max(0, Math.min(s.end, to) - Math.max(s.start, from)), 0)
    if (busyHere < 200) continue
    const own = new Map<string, number>()
    for (const s of tops) selfTimes(s, from, to, own)
    for (const [n, t] of own) if (/^(RasterTask|ImageDecodeTask)$/.test(n)) raster += t / 1000
    const biggest = [...own]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([n, t]) => `${n} ${(t / 1000).toFixed(1)}`)
      .join(', ')
    const name = `${threadName.get(key) ?? key}${key.startsWith(`${click.pid}:`) ? '' : '*'}`
    threads.push([`${name} ${(busyHere / 1000).toFixed(1)} (${biggest})`, busyHere / 1000])
  }
  threads.sort((a, b) => b[1] - a[1])
  return { total: (to - from) / 1000, shownAt: (shown - from) / 1000, buckets, names, tasks, frames, threads, raster }
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const f1 = (n: number) => n.toFixed(1)
// `GANGWAY_DIST=<a dist folder>` traces another build of the Gangway site (e.g. main's, kept from an earlier run)
if (process.env.GANGWAY_DIST) dists.gangway = process.env.GANGWAY_DIST
for (const site of picked) {
  const server = await serveStatic(dists[site])
  const runs: Attribution[] = []
  for (let i = 0; i < TRACES; i++) {
    const { page } = await loadPage(browser, server.url, site)
    await browser.startTracing(page, { categories: CATEGORIES })
    await page.evaluate<number>(clickToConnect(site))
    runs.push(attribute(JSON.parse((await browser.stopTracing()).toString('utf8'))))
    await page.close()
  }
  await server.close()
  console.log(`\n${site}: click → painted, per traced load (ms; renderer main thread)`)
  for (const r of runs) {
    const b = r.buckets
    console.log(
      `  total ${f1(r.total).padStart(6)}  shown at ${f1(r.shownAt).padStart(5)}  script ${f1(b.script)}  style ${f1(b.style)}` +
        `  layout ${f1(b.layout)}  paint ${f1(b.paint)}  other ${f1(b.other)}  idle ${f1(b.idle)}  raster ${f1(r.raster)}`,
    )
  }
  const mid = <T>(list: T[], by: (x: T) => number) =>
    [...list].sort((a, b) => by(a) - by(b))[Math.floor(list.length / 2)] as T
  const m = (by: (r: Attribution) => number) => f1(by(mid(runs, by)))
  console.log(
    `  median   ${m((r) => r.total).padStart(6)}  shown at ${m((r) => r.shownAt).padStart(5)}  script ${m((r) => r.buckets.script)}` +
      `  style ${m((r) => r.buckets.style)}  layout ${m((r) => r.buckets.layout)}  paint ${m((r) => r.buckets.paint)}` +
      `  other ${m((r) => r.buckets.other)}  idle ${m((r) => r.buckets.idle)}  raster ${m((r) => r.raster)}` +
      `  busy ${m((r) => r.total - r.buckets.idle)}  first frame ${m((r) => r.frames[0] ?? Number.NaN)}`,
  )
  const median = mid(runs, (r) => r.total)
  console.log(`  median load, tasks after the click (start ms, duration ms: largest self times):`)
  for (const t of median.tasks) console.log(`    +${f1(t.at).padStart(5)}  ${t.dur.toFixed(2).padStart(6)}  ${t.top}`)
  console.log(`  frames begun at: ${median.frames.map(f1).join(', ')}`)
  console.log(`  other threads busy (ms; * = another process): ${median.threads.map(([n]) => n).join('; ')}`)
  const names = [...median.names].sort((a, b) => b[1] - a[1]).slice(0, 12)
  console.log(`  largest self times: ${names.map(([n, t]) => `${n} ${(t / 1000).toFixed(2)}`).join(', ')}`)
}
await browser.close()
