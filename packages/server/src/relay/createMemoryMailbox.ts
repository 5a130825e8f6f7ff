import { type Charge, MAX_ACKS_PER_MESSAGE, type Mailbox, type StoredMessage, storedBytes } from './Mailbox.ts'

type Entry = { m: StoredMessage; bytes: number; charges: string[] }
type Topic = { name: string; entries: Entry[]; byHash: Map<string, Entry>; acks: Map<string, Set<string>> }

const second = (ms: number) => Math.floor(ms / 1000)

/**
 * A mailbox in this process's memory, its bytes counted against the budgets each message was put with.
 * Messages are also filed by the second they expire in, so a sweep touches only what expired.
 */
export function createMemoryMailbox(now: () => number = Date.now): Mailbox {
  const topics = new Map<string, Topic>()
  const usage = new Map<string, number>()
  const expiring = new Map<number, Entry[]>()
  let swept = second(now())

  const release = (entry: Entry) => {
    for (const key of entry.charges) {
      const left = (usage.get(key) ?? 0) - entry.bytes
      if (left > 0) usage.set(key, left)
      else usage.delete(key)
    }
  }
  const remove = (topic: Topic, gone: Set<Entry>) => {
    topic.entries = topic.entries.filter((e) => !gone.has(e))
    for (const entry of gone) {
      release(entry)
      topic.byHash.delete(entry.m.hash)
      topic.acks.delete(entry.m.hash)
    }
    if (topic.entries.length === 0) topics.delete(topic.name)
  }
  const sweep = (t: number) => {
    const expired = new Map<Topic, Set<Entry>>()
    for (let s = swept; s <= second(t); s++) {
      const bucket = expiring.get(s)
      if (!bucket) continue
      const kept = bucket.filter((entry) => {
        const topic = topics.get(entry.m.topic)
        if (!topic || topic.byHash.get(entry.m.hash) !== entry) return false // replaced or gone already
        if (entry.m.expiresAt > t) return true
        const set = expired.get(topic) ?? new Set()
        set.add(entry)
        expired.set(topic, set)
        return false
      })
      if (kept.length > 0) expiring.set(s, kept)
      else expiring.delete(s)
    }
    swept = second(t)
    for (const [topic, gone] of expired) remove(topic, gone)
  }
  /** The first budget `bytes` more would exceed (a plain loop: this runs on every publish). */
  const overBudget = (charges: readonly Charge[], bytes: number) => {
    for (const c of charges) if ((usage.get(c.key) ?? 0) + bytes > c.limit) return c.key
    return undefined
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
      let refused = overBudget(charges, bytes)
      if (refused) {
        sweep(t)
        refused = overBudget(charges, bytes)
      }
      if (refused) return { kind: 'refused', key: refused }
      let topic = topics.get(m.topic)
      if (!topic) {
        topic = { name: m.topic, entries: [], byHash: new Map(), acks: new Map() }
        topics.set(m.topic, topic)
      }
      const stale = topic.byHash.get(m.hash)
      if (stale) {
        // the same message expired but is not swept yet: it goes now
        remove(topic, new Set([stale]))
        topics.set(m.topic, topic)
      }
      const keys: string[] = []
      for (const c of charges) {
        keys.push(c.key)
        usage.set(c.key, (usage.get(c.key) ?? 0) + bytes)
      }
      const entry: Entry = { m, bytes, charges: keys }
      // publishes arrive in time order, so this is an append but for equal or clock-skewed times
      let i = topic.entries.length
      while (i > 0 && (topic.entries[i - 1] as Entry).m.publishedAt > m.publishedAt) i--
      topic.entries.splice(i, 0, entry)
      topic.byHash.set(m.hash, entry)
      const s = Math.max(second(m.expiresAt), swept)
      const bucket = expiring.get(s)
      if (bucket) bucket.push(entry)
      else expiring.set(s, [entry])
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
