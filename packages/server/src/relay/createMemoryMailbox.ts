import { type Charge, type Mailbox, type PutResult, type StoredMessage, storedBytes } from './Mailbox.ts'

/** `second`: the expiry bucket it is filed in (left when the message goes, so nothing keeps it alive). */
type Entry = { m: StoredMessage; bytes: number; charges: string[]; gone: boolean; second: number }
type Topic = { name: string; entries: Entry[]; byHash: Map<string, Entry>; goneCount: number }

const second = (ms: number) => Math.floor(ms / 1000)
const STORED: PutResult = { kind: 'stored' }
const DUPLICATE: PutResult = { kind: 'duplicate' }

/**
 * A mailbox in this process's memory, its bytes counted against the budgets each message was put with.
 * Messages are also filed by the second they expire in, so a sweep touches only what expired; a removed
 * message leaves its second at once (a delivered message is garbage right away, not 30 s later), and is
 * marked and dropped from its topic's list once half the list is such. It answers at once (no promises).
 */
export function createMemoryMailbox(now: () => number = Date.now): Mailbox {
  const topics = new Map<string, Topic>()
  const usage = new Map<string, number>()
  const expiring = new Map<number, Set<Entry>>()
  let swept = second(now())

  const remove = (topic: Topic, entry: Entry) => {
    if (entry.gone) return
    entry.gone = true
    const bucket = expiring.get(entry.second)
    if (bucket?.delete(entry) && bucket.size === 0) expiring.delete(entry.second)
    for (const key of entry.charges) {
      const left = (usage.get(key) ?? 0) - entry.bytes
      if (left > 0) usage.set(key, left)
      else usage.delete(key)
    }
    topic.byHash.delete(entry.m.hash)
    topic.goneCount++
    if (topic.goneCount === topic.entries.length) topics.delete(topic.name)
    else if (topic.goneCount * 2 > topic.entries.length) {
      topic.entries = topic.entries.filter((e) => !e.gone)
      topic.goneCount = 0
    }
  }
  const sweep = (t: number) => {
    for (let s = swept; s <= second(t); s++) {
      const bucket = expiring.get(s)
      if (!bucket) continue
      // removing an entry takes it out of its bucket (and an empty bucket out of the map)
      for (const entry of [...bucket]) if (entry.m.expiresAt <= t) remove(topics.get(entry.m.topic) as Topic, entry)
    }
    swept = second(t)
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
    put(m, charges) {
      const t = now()
      if (live(m.topic, m.hash, t)) return DUPLICATE
      const bytes = storedBytes(m)
      let refused = overBudget(charges, bytes)
      if (refused) {
        sweep(t)
        refused = overBudget(charges, bytes)
      }
      if (refused) return { kind: 'refused', key: refused }
      const stale = topics.get(m.topic)?.byHash.get(m.hash)
      if (stale) remove(topics.get(m.topic) as Topic, stale) // the same message expired, not yet swept
      let topic = topics.get(m.topic)
      if (!topic) {
        topic = { name: m.topic, entries: [], byHash: new Map(), goneCount: 0 }
        topics.set(m.topic, topic)
      }
      const keys: string[] = []
      for (const c of charges) {
        keys.push(c.key)
        usage.set(c.key, (usage.get(c.key) ?? 0) + bytes)
      }
      const s = Math.max(second(m.expiresAt), swept)
      const entry: Entry = { m, bytes, charges: keys, gone: false, second: s }
      // publishes arrive in time order, so this is an append but for equal or clock-skewed times
      let i = topic.entries.length
      while (i > 0 && (topic.entries[i - 1] as Entry).m.publishedAt > m.publishedAt) i--
      topic.entries.splice(i, 0, entry)
      topic.byHash.set(m.hash, entry)
      const bucket = expiring.get(s)
      if (bucket) bucket.add(entry)
      else expiring.set(s, new Set([entry]))
      return STORED
    },
    get(topic, hash) {
      return live(topic, hash, now())?.m
    },
    pending(name, clientId, t, options = {}) {
      const topic = topics.get(name)
      if (!topic) return []
      const limit = options.limit ?? Number.POSITIVE_INFINITY
      const out: StoredMessage[] = []
      for (const { m, gone } of topic.entries) {
        if (out.length >= limit) break
        if (gone || m.expiresAt <= t || m.publisher === clientId) continue
        if (options.skip?.(m.hash)) continue
        out.push(m)
      }
      return out
    },
    ack(name, hash, clientId) {
      const topic = topics.get(name)
      const entry = topic?.byHash.get(hash)
      if (topic && entry && entry.m.publisher !== clientId) remove(topic, entry)
    },
    sweep(t) {
      sweep(t)
    },
    usage(key) {
      return usage.get(key) ?? 0
    },
  }
}
