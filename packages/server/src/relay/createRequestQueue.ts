import { MAX_QUEUED_REQUESTS } from './RelayLimits.ts'
import type { RelaySocket } from './RelaySocket.ts'

/**
 * A socket's requests, run one after another: at once while none waits, else behind those waiting; a socket
 * with too many waiting (or throttled until `throttledUntil`, or whose unsent bytes pass `maxBufferedBytes`)
 * is not read until that is over. `run` handles one frame and returns a promise while it waits (on Redis).
 */
export function createRequestQueue(options: {
  run: (s: RelaySocket, text: string) => Promise<void> | undefined
  now: () => number
  maxBufferedBytes: number
}) {
  const { run, now, maxBufferedBytes } = options
  const pause = (s: RelaySocket) => {
    if (s.paused) return
    s.paused = true
    s.ws.pause()
  }
  const resumeIfReady = (s: RelaySocket) => {
    if (
      s.paused &&
      !s.closed &&
      s.queued <= MAX_QUEUED_REQUESTS / 4 &&
      s.throttledUntil <= now() &&
      s.ws.bufferedAmount < maxBufferedBytes
    ) {
      s.paused = false
      s.ws.resume()
    }
  }
  const ran = (s: RelaySocket) => {
    s.queued--
    if (s.queued === 0) s.queue = undefined
    resumeIfReady(s)
  }
  const enqueue = (s: RelaySocket, text: string) => {
    if (s.queued === 0) {
      const waiting = run(s, text)
      if (waiting === undefined) return
      s.queued = 1
      s.queue = waiting.then(() => ran(s))
      return
    }
    s.queued++
    if (s.queued > MAX_QUEUED_REQUESTS) pause(s)
    s.queue = (s.queue as Promise<void>).then(() => {
      const waiting = run(s, text)
      return waiting === undefined ? ran(s) : waiting.then(() => ran(s))
    })
  }
  /**
   * Reads a throttled socket again once its wait is over. A timer may fire a millisecond before `now()`
   * reaches its end (one in ~16 did here): then it waits the rest, rather than leaving the socket to the
   * relay's next tick — which a shutdown has stopped.
   */
  const resumeWhenDue = (s: RelaySocket, wait: number) => {
    setTimeout(() => {
      const left = s.throttledUntil - now()
      if (left > 0 && !s.closed) resumeWhenDue(s, left)
      else resumeIfReady(s)
    }, wait).unref()
  }
  /** Throttles `s` for `wait` ms: not read until then. */
  const throttle = (s: RelaySocket, wait: number) => {
    s.throttledUntil = now() + wait
    pause(s)
    resumeWhenDue(s, wait)
  }
  return { enqueue, resumeIfReady, throttle }
}
