import { MAX_ACKS_PER_MESSAGE, type Mailbox, type StoredMessage, storedBytes } from './Mailbox.ts'

type Entry = { m: StoredMessage; bytes: number; charges: string[] }
type Topic = { entries: Entry[]; byHash: Map<string, Entry>; acks: Map<string, Set<string>> }

/** A mailbox in this process's memory, its bytes counted against the budgets each message was put with. */
export function createMemoryMailbox(now: () => number = Date.now): Mailbox {
  const topics = new Map<string, Topic>()
  const usage = new Map<string, number>()
  let nextExpiry = Number.POSITIVE_INFINITY

  const release = (entry: Entry) => {
    for (const key of entry.charges) {
      const left = (usage.get(key) ?? 0) - entry.bytes
      if (left > 0) usage.set(key, left)
      else usage.delete(key)
    }
  }
  const sweep = (t: number) => {
    if (t < nextExpiry) return
    nextExpiry = Number.POSITIVE_INFINITY
    for (const [name, topic] of topics) {
      const kept: Entry[] = []
      for (const entry of topic.entries) {
        if (entry.m.expiresAt > t) {
          kept.push(entry)
          nextExpiry = Math.min(nextExpiry, entry.m.expiresAt)
          continue
        }
        release(entry)
        topic.byHash.delete(entry.m.hash)
        topic.acks.delete(entry.m.hash)
      }
      topic.entries = kept
      if (kept.length === 0) topics.delete(name)
    }
  }
  const live = (topic: string, hash: string, t: number) => {
    const entry = topics.get(topic)?.byHash.get(hash)
    return entry && entry.m.expiresAt > t ? entry : undefined
  }

  return {
    async put(m, charges) {
      const t = now()
      if (live(m.topic, m.hash, t)) return { kind: 'duplicate' }
      const bytes = storedBytes(m)
      const over = () => charges.find((c) => (usage.get(c.key) ?? 0) + bytes > c.limit)
      if (over()) sweep(t)
      const refused = over()
      if (refused) return { kind: 'refused', key: refused.key }
      let topic = topics.get(m.topic)
      if (!topic) {
        topic = { entries: [], byHash: new Map(), acks: new Map() }
        topics.set(m.topic, topic)
      }
      const stale = topic.byHash.get(m.hash)
      if (stale) {
        // the same message expired but not yet swept: replace it
        release(stale)
        topic.entries = topic.entries.filter((e) => e !== stale)
        topic.acks.delete(m.hash)
      }
      const entry: Entry = { m, bytes, charges: charges.map((c) => c.key) }
      for (const key of entry.charges) usage.set(key, (usage.get(key) ?? 0) + bytes)
      // publishes arrive in time order, so this is an append but for equal or clock-skewed times
      let i = topic.entries.length
      while (i > 0 && (topic.entries[i - 1] as Entry).m.publishedAt > m.publishedAt) i--
      topic.entries.splice(i, 0, entry)
      topic.byHash.set(m.hash, entry)
      nextExpiry = Math.min(nextExpiry, m.expiresAt)
      return { kind: 'stored' }
    },
    async get(topic, hash) {
      return live(topic, hash, now())?.m
    },
    async pending(name, clientId, t, options = {}) {
      const topic = topics.get(name)
      if (!topic) return []
      const limit = options.limit ?? Number.POSITIVE_INFINITY
      const out: StoredMessage[] = []
      for (const { m } of topic.entries) {
        if (out.length >= limit) break
        if (m.expiresAt <= t || m.publisher === clientId || topic.acks.get(m.hash)?.has(clientId)) continue
        if (options.skip?.(m.hash)) continue
        out.push(m)
      }
      return out
    },
    async ack(name, hash, clientId) {
      const topic = topics.get(name)
      if (!topic?.byHash.has(hash)) return
      let set = topic.acks.get(hash)
      if (!set) {
        set = new Set()
        topic.acks.set(hash, set)
      }
      set.add(clientId)
      if (set.size > MAX_ACKS_PER_MESSAGE) set.delete(set.values().next().value as string)
    },
    async sweep(t) {
      sweep(t)
    },
    async usage(key) {
      return usage.get(key) ?? 0
    },
  }
}
