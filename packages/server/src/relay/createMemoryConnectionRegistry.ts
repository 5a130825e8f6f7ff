import type { ConnectionRegistry } from './ConnectionRegistry.ts'

/** Connection caps within this process. */
export function createMemoryConnectionRegistry(): ConnectionRegistry {
  const open = new Map<string, Set<string>>()
  return {
    async open(id, caps) {
      const full = caps.find((c) => (open.get(c.key)?.size ?? 0) >= c.cap && !open.get(c.key)?.has(id))
      if (full) return { ok: false, key: full.key }
      for (const { key } of caps) {
        let set = open.get(key)
        if (!set) {
          set = new Set()
          open.set(key, set)
        }
        set.add(id)
      }
      return { ok: true }
    },
    async close(id, keys) {
      for (const key of keys) {
        const set = open.get(key)
        set?.delete(id)
        if (set?.size === 0) open.delete(key)
      }
    },
    async refresh() {},
    async count(key) {
      return open.get(key)?.size ?? 0
    },
  }
}
