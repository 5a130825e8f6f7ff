/**
 * Answers kept for `ttlMs` per key (0 = no caching); concurrent misses for one key share one load; at most
 * `maxEntries` keys (the oldest go first). Failed loads are not kept.
 */
export function createTtlCache<T>(ttlMs: number, maxEntries = 1000, now: () => number = Date.now) {
  const entries = new Map<string, { at: number; value: Promise<T> }>()
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load()
      const hit = entries.get(key)
      if (hit && now() - hit.at < ttlMs) return hit.value
      const value = load()
      entries.delete(key)
      entries.set(key, { at: now(), value })
      value.catch(() => entries.delete(key))
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
      return value
    },
    /** Forgets a key's answer (a load under way is dropped too): the next `get` loads afresh. */
    delete(key: string): void {
      entries.delete(key)
    },
    /** Replaces a key's answer (e.g. after a forced refresh). */
    set(key: string, value: T): void {
      if (ttlMs <= 0) return
      entries.delete(key)
      entries.set(key, { at: now(), value: Promise.resolve(value) })
    },
  }
}
