/**
 * Bytes an address may send the relay per second (a token bucket holding one second's worth). Past it, its
 * sockets are not read until the bucket refills: the data waits in the kernel and the client's TCP window,
 * not in this process, and one address cannot keep the event loop parsing for everyone else.
 */
export function createInboundThrottle(bytesPerSecond: number, now: () => number = Date.now) {
  const buckets = new Map<string, { tokens: number; at: number }>()
  let swept = now()
  return {
    /** Counts `bytes` from `key`; answers how long to stop reading it (0: go on). */
    take(key: string, bytes: number): number {
      const t = now()
      if (t - swept > 10_000) {
        for (const [k, b] of buckets)
          if (b.tokens + ((t - b.at) / 1000) * bytesPerSecond >= bytesPerSecond) buckets.delete(k)
        swept = t
      }
      let bucket = buckets.get(key)
      if (!bucket) {
        bucket = { tokens: bytesPerSecond, at: t }
        buckets.set(key, bucket)
      }
      bucket.tokens = Math.min(bytesPerSecond, bucket.tokens + ((t - bucket.at) / 1000) * bytesPerSecond) - bytes
      bucket.at = t
      return bucket.tokens >= 0 ? 0 : Math.ceil((-bucket.tokens / bytesPerSecond) * 1000)
    },
  }
}
