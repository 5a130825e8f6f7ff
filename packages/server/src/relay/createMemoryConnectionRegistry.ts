import type { ConnectionRegistry } from './ConnectionRegistry.ts'

/**
 * Connection caps within this process. A key held by one socket keeps just its id (most client ids have
 * one socket: no set for each), a key held by more a set of them.
 */
export function createMemoryConnectionRegistry(): ConnectionRegistry {
  const open = new Map<string, string | Set<string>>()
  const size = (held: string | Set<string> | undefined) =>
    held === undefined ? 0 : typeof held === 'string' ? 1 : held.size
  const holds = (held: string | Set<string> | undefined, id: string) =>
    held === undefined ? false : typeof held === 'string' ? held === id : held.has(id)
  return {
    async open(id, caps) {
      const full = caps.find((c) => size(open.get(c.key)) >= c.cap && !holds(open.get(c.key), id))
      if (full) return { ok: false, key: full.key }
      for (const { key } of caps) {
        const held = open.get(key)
        if (held === undefined) open.set(key, id)
        else if (typeof held === 'string') {
          if (held !== id) open.set(key, new Set([held, id]))
        } else held.add(id)
      }
      return { ok: true }
    },
    async close(id, keys) {
      for (const key of keys) {
        const held = open.get(key)
        if (typeof held === 'string') {
          if (held === id) open.delete(key)
        } else if (held?.delete(id) && held.size === 0) open.delete(key)
      }
    },
    async refresh() {},
    async count(key) {
      return size(open.get(key))
    },
  }
}
