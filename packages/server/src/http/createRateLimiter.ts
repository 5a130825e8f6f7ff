/**
 * Fixed one-minute windows per key, in this process's memory (each server process limits on its own).
 * `hit` counts a request and answers whether it is within the limit, and when the window ends.
 */
export function createRateLimiter(limitPerWindow: number, windowMs = 60_000, now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>()
  let lastSweep = now()
  return {
    hit(key: string): { ok: boolean; retryAfterSeconds: number } {
      const t = now()
      if (t - lastSweep > windowMs) {
        for (const [k, w] of windows) if (t - w.start >= windowMs) windows.delete(k)
        lastSweep = t
      }
      let window = windows.get(key)
      if (!window || t - window.start >= windowMs) {
        window = { start: t, count: 0 }
        windows.set(key, window)
      }
      window.count++
      return {
        ok: window.count <= limitPerWindow,
        retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - t) / 1000)),
      }
    },
  }
}
export type RateLimiter = ReturnType<typeof createRateLimiter>
