import type { LimitResult } from './createLimits.ts'

type Window = { used: number; endsAt: number }

/**
 * A fixed-window counter per key in this process's memory, answering at once (no promise): the relay counts
 * every publish against two of these on its hot path. `points` per `durationSeconds` window, counted from a
 * key's first use in it, as rate-limiter-flexible's memory limiter counts (a refused attempt counts too).
 * Unlike that one it keeps no timer per key: a key's window is renewed when it is used after its end, and
 * keys whose window ended are dropped once per window length, so idle keys hold nothing for long.
 */
export function createMemoryLimiter(points: number, durationSeconds: number, now: () => number = Date.now) {
  const windows = new Map<string, Window>()
  const length = durationSeconds * 1000
  let sweepAt = now() + length
  const sweep = (t: number) => {
    // forEach: no [key, value] array per entry (every window, once per window length)
    windows.forEach((w, key) => {
      if (w.endsAt <= t) windows.delete(key)
    })
    sweepAt = t + length
  }
  const spend = (key: string, count: number, t: number): Window => {
    if (t >= sweepAt) sweep(t)
    let w = windows.get(key)
    if (!w) {
      w = { used: 0, endsAt: t + length }
      windows.set(key, w)
    } else if (w.endsAt <= t) {
      w.used = 0
      w.endsAt = t + length
    }
    w.used += count
    return w
  }
  return {
    consume(key: string, count = 1): LimitResult {
      const t = now()
      const w = spend(key, count, t)
      return {
        ok: w.used <= points,
        remaining: Math.max(0, points - w.used),
        retryAfterSeconds: Math.max(1, Math.ceil((w.endsAt - t) / 1000)),
      }
    },
    /** Counts as `consume` does, answering 0 within the limit, else the seconds to wait (no answer object). */
    take(key: string, count = 1): number {
      const t = now()
      const w = spend(key, count, t)
      return w.used <= points ? 0 : Math.max(1, Math.ceil((w.endsAt - t) / 1000))
    },
    /** The refusal `consume` would answer now, counting nothing (undefined while `key` has points left). */
    blocked(key: string): LimitResult | undefined {
      const t = now()
      const w = windows.get(key)
      if (!w || w.endsAt <= t || w.used < points) return undefined
      return { ok: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil((w.endsAt - t) / 1000)) }
    },
    reset(key: string): void {
      windows.delete(key)
    },
    /** Keys with a window (tests). */
    get size() {
      return windows.size
    },
  }
}
