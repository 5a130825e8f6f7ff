import { readFileSync } from 'node:fs'

/** A gap of ≥ 10 ms between ticks of a 5 ms timer: when (epoch ms), how long, and what the thread did in it (ms). */
export type Stall = { at: number; ms: number; cpu: number; wait: number }

/** A thread's time on a core and waiting for one (ns, Linux schedstat; zeros elsewhere). */
const schedstat = (path: string) => {
  try {
    const [ran, waited] = readFileSync(path, 'utf8').split(' ')
    return [Number(ran), Number(waited)] as const
  } catch {
    return [0, 0] as const
  }
}

/**
 * Watches the calling thread's event loop with a 5 ms timer and keeps every gap of ≥ 10 ms, with what the
 * thread did in it from Linux's schedstat (`/proc/self/schedstat` is the main thread's,
 * `/proc/thread-self/schedstat` the caller's): ran (`cpu`: its code or V8's) or waited for a core (`wait`);
 * the rest it was blocked (waiting on a lock, e.g. a collection's helper threads). Used alike in every
 * server of `bench:relay` (`serverProbe.ts`) and in the fixed load's client threads.
 */
export function startStallSampler(path = '/proc/thread-self/schedstat') {
  const stalls: Stall[] = []
  const [ranAtStart, waitedAtStart] = schedstat(path)
  let last = performance.now()
  let ran = ranAtStart
  let waited = waitedAtStart
  const timer = setInterval(() => {
    const t = performance.now()
    const [r, w] = schedstat(path)
    if (t - last >= 10) {
      stalls.push({ at: performance.timeOrigin + last, ms: t - last, cpu: (r - ran) / 1e6, wait: (w - waited) / 1e6 })
    }
    last = t
    ran = r
    waited = w
  }, 5)
  return {
    /** Its stalls, and the thread's time running and waiting for a core since the start (ms). */
    stop() {
      clearInterval(timer)
      const [r, w] = schedstat(path)
      return { stalls, ranMs: (r - ranAtStart) / 1e6, waitedMs: (w - waitedAtStart) / 1e6 }
    },
  }
}
