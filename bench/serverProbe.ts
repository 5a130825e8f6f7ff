import { writeFileSync } from 'node:fs'
import { Session } from 'node:inspector'
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks'
import { GCProfiler, getHeapStatistics } from 'node:v8'
import { startStallSampler } from './stallSampler.ts'

/**
 * Loaded into each server process of `bench:relay` (`--import`, with `--expose-gc`) and asked over the IPC
 * channel, the same for Gangway's relay, the bare relay and the bare `ws` server:
 * - `{ probe: 'start' }` / `{ probe: 'stop' }`: what the process allocated in between (bytes: the heap's
 *   growth plus what each collection freed, from V8's `GCProfiler`), and its collections' pauses;
 * - `{ probe: 'memory' }`: `process.memoryUsage()` after two full collections;
 * - with `ALLOC_PROFILE=<file>` in its environment, a sampling allocation profile (garbage included: what
 *   was allocated, by stack) from `start` to `stop`, written to that file (open in Chrome DevTools); with `ALLOC_LIVE=1` only what is
 *   still alive at `stop`.
 * Nothing else of the process changes; without an IPC channel this does nothing.
 */
export type ProbeAnswer =
  | { probe: 'start' }
  | {
      probe: 'stop'
      allocated: number
      gcMs: number
      maxPauseMs: number
      scavenges: number
      fullGcs: number
      /** The event loop's delay over the measurement (ms, `monitorEventLoopDelay` at 1 ms resolution). */
      loopDelay: { p50: number; p99: number; max: number }
      /** Timer callbacks (`setInterval`/`setTimeout`/`setImmediate`) that ran ≥ 2 ms: when (epoch ms), how long, which. */
      longTimers: { at: number; ms: number; name: string }[]
      /** Collections with their wall-clock start (epoch ms) and pause (ms), the ≥ 2 ms ones. */
      pauses: { at: number; ms: number; type: string }[]
      /**
       * Gaps of ≥ 10 ms between ticks of a 5 ms timer (when, how long, epoch ms / ms), and what the main thread
       * did in them from Linux's schedstat: ran (`cpu`, our code or V8's) or waited for a core (`wait`).
       */
      stalls: { at: number; ms: number; cpu: number; wait: number }[]
      /** The main thread's time running and waiting for a core over the whole measurement (ms). */
      ranMs: number
      waitedMs: number
    }
  | { probe: 'memory'; rss: number; heapUsed: number; external: number; arrayBuffers: number }

const gc = (globalThis as { gc?: () => void }).gc
let profiler: GCProfiler | undefined
let usedAtStart = 0
/** Collections of ≥ 2 ms while a measurement runs, with their wall-clock start (`gc` performance entries). */
const pauses: { at: number; ms: number; type: string }[] = []
/** `perf_hooks.constants.NODE_PERFORMANCE_GC_*`. */
const GC_KINDS: Record<number, string> = {
  1: 'scavenge',
  2: 'minor mark-compact',
  4: 'mark-compact',
  8: 'incremental marking',
  16: 'weak callbacks',
}
new PerformanceObserver((list) => {
  if (!recording) return
  for (const e of list.getEntries()) {
    if (e.duration < 2) continue
    const kind = (e as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind ?? 0
    const type = GC_KINDS[kind] ?? `kind ${kind}`
    pauses.push({ at: performance.timeOrigin + e.startTime, ms: e.duration, type })
  }
}).observe({ entryTypes: ['gc'] })
const loopDelay = monitorEventLoopDelay({ resolution: 1 })

/**
 * Every timer callback of the process is timed (its synchronous part), and the ones of ≥ 2 ms while a
 * measurement runs are kept with their wall-clock time — to line them up with the clients' late messages.
 * The same wrapper in every server; it costs two clock reads a callback.
 */
let recording = false
let longTimers: { at: number; ms: number; fn: (...args: unknown[]) => unknown; kind: string }[] = []
const timed =
  (kind: string, fn: (...args: unknown[]) => unknown) =>
  (...args: unknown[]) => {
    const t0 = performance.now()
    try {
      return fn(...args)
    } finally {
      const ms = performance.now() - t0
      if (ms >= 2 && recording) longTimers.push({ at: performance.timeOrigin + t0, ms, fn, kind })
    }
  }
for (const kind of ['setInterval', 'setTimeout', 'setImmediate'] as const) {
  const original = globalThis[kind] as unknown as (fn: unknown, ...rest: unknown[]) => unknown
  ;(globalThis as Record<string, unknown>)[kind] = (fn: unknown, ...rest: unknown[]) =>
    original(typeof fn === 'function' ? timed(kind, fn as (...args: unknown[]) => unknown) : fn, ...rest)
}
let sampler: ReturnType<typeof startStallSampler> | undefined
const nameOf = (kind: string, fn: (...args: unknown[]) => unknown) =>
  `${kind} ${fn.name || String(fn).replace(/\s+/g, ' ').slice(0, 80)}`

const ALLOC_PROFILE = process.env.ALLOC_PROFILE
/** `ALLOC_LIVE=1`: only what is still alive at `stop` (what a measurement left behind: promoted, retained). */
const ALLOC_LIVE = process.env.ALLOC_LIVE === '1'
let session: Session | undefined
const inspect = (method: string, params: object = {}) =>
  new Promise<unknown>((ok, fail) =>
    session?.post(method, params, (error, result) => (error ? fail(error) : ok(result))),
  )

const answer = (msg: { probe?: string }): ProbeAnswer | undefined => {
  if (msg.probe === 'start') {
    if (ALLOC_PROFILE && !session) {
      session = new Session()
      session.connect()
      void inspect('HeapProfiler.startSampling', {
        samplingInterval: 1024,
        includeObjectsCollectedByMajorGC: !ALLOC_LIVE,
        includeObjectsCollectedByMinorGC: !ALLOC_LIVE,
      })
    }
    profiler = new GCProfiler()
    profiler.start()
    pauses.length = 0
    loopDelay.reset()
    loopDelay.enable()
    longTimers = []
    recording = true
    sampler = startStallSampler('/proc/self/schedstat')
    usedAtStart = getHeapStatistics().used_heap_size
    return { probe: 'start' }
  }
  if (msg.probe === 'stop' && profiler) {
    const stats = profiler.stop()?.statistics ?? []
    profiler = undefined
    let freed = 0
    let gcUs = 0
    let maxUs = 0
    let scavenges = 0
    recording = false
    const sampled = sampler?.stop() ?? { stalls: [], ranMs: 0, waitedMs: 0 }
    sampler = undefined
    loopDelay.disable()
    const ms = (ns: number) => ns / 1e6
    for (const s of stats) {
      freed += s.beforeGC.heapStatistics.usedHeapSize - s.afterGC.heapStatistics.usedHeapSize
      gcUs += s.cost
      maxUs = Math.max(maxUs, s.cost)
      if (s.gcType === 'Scavenge' || s.gcType === 'MinorMarkCompact') scavenges++
    }
    return {
      probe: 'stop',
      allocated: getHeapStatistics().used_heap_size - usedAtStart + freed,
      gcMs: gcUs / 1000,
      maxPauseMs: maxUs / 1000,
      scavenges,
      fullGcs: stats.length - scavenges,
      loopDelay: {
        p50: ms(loopDelay.percentile(50)),
        p99: ms(loopDelay.percentile(99)),
        max: ms(loopDelay.max),
      },
      longTimers: longTimers.map((t) => ({ at: t.at, ms: t.ms, name: nameOf(t.kind, t.fn) })),
      pauses: pauses.splice(0),
      stalls: sampled.stalls,
      ranMs: sampled.ranMs,
      waitedMs: sampled.waitedMs,
    }
  }
  if (msg.probe === 'memory') {
    gc?.()
    gc?.()
    const m = process.memoryUsage()
    return { probe: 'memory', rss: m.rss, heapUsed: m.heapUsed, external: m.external, arrayBuffers: m.arrayBuffers }
  }
  return undefined
}

/** Writes the allocation profile (if one is taken) before `stop` is answered. */
const writeAllocations = async () => {
  if (!ALLOC_PROFILE || !session) return
  const { profile } = (await inspect('HeapProfiler.stopSampling')) as { profile: unknown }
  writeFileSync(ALLOC_PROFILE, JSON.stringify(profile))
  session.disconnect()
  session = undefined
}

if (process.send) {
  process.on('message', async (msg: { probe?: string }) => {
    const a = answer(msg)
    if (a?.probe === 'stop') await writeAllocations()
    if (a) process.send?.(a)
  })
  process.channel?.unref()
}
