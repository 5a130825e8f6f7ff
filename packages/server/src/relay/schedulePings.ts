import type { RelaySocket } from './RelaySocket.ts'

/** How often a few sockets are pinged (at most; a tenth of the ping interval when that is shorter). */
const PING_TICK_MS = 100

/**
 * Pings each of `sockets` once per `intervalMs` and ends a socket that has not answered its last ping. The
 * pings go out a few at a time, every PING_TICK_MS, in passes over the sockets: a pass takes about an
 * interval (not a burst of pings every few seconds: 100 pings written in one turn measured 2.4–6.8 ms, and
 * every socket's messages wait behind them). A socket pinged less than half an interval ago is skipped, so a
 * pass that ends early (sockets closed meanwhile) never asks a socket for its pong too soon. Returns the
 * timer (unref'd): `clearInterval` stops it.
 */
export function schedulePings(sockets: Set<RelaySocket>, intervalMs: number): NodeJS.Timeout {
  const tickMs = Math.min(PING_TICK_MS, intervalMs / 10)
  let pass: Iterator<RelaySocket> | undefined
  let passStartedAt = Number.NEGATIVE_INFINITY
  let perTick = 1
  const timer = setInterval(() => {
    // a clock of its own: the relay's `now` (expiry, redelivery) may be a test's
    const t = performance.now()
    if (!pass) {
      if (t - passStartedAt < intervalMs - tickMs / 2) return
      // a Set's iterator goes on over sockets added meanwhile and skips those deleted
      pass = sockets.values()
      passStartedAt = t
      perTick = Math.max(1, Math.ceil(sockets.size / (intervalMs / tickMs)))
    }
    for (let i = 0; i < perTick; i++) {
      const next = pass.next()
      if (next.done) {
        pass = undefined
        return
      }
      const s = next.value
      if (t - s.pingedAt < intervalMs / 2) continue
      if (!s.alive) {
        s.ws.terminate()
        continue
      }
      s.alive = false
      s.pingedAt = t
      s.ws.ping()
      s.release()
    }
  }, tickMs)
  timer.unref()
  return timer
}
