import { writeFileSync } from 'node:fs'
import { Session } from 'node:inspector'
import { GCProfiler, getHeapStatistics } from 'node:v8'

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
  | { probe: 'stop'; allocated: number; gcMs: number; maxPauseMs: number; scavenges: number; fullGcs: number }
  | { probe: 'memory'; rss: number; heapUsed: number; external: number; arrayBuffers: number }

const gc = (globalThis as { gc?: () => void }).gc
let profiler: GCProfiler | undefined
let usedAtStart = 0

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
