import { type Charge, type Mailbox, type PutResult, type StoredMessage, storedBytes } from './Mailbox.ts'

/** Bytes counted against one budget (`mailbox`, `client:<id>`, `ip:<address>`). */
type Budget = { used: number }
/**
 * A stored message: in its topic's list (`prev`/`next`, oldest first) and in the list of the second it
 * expires in (`sooner`/`later`), until it goes; then nothing of it is kept. Its bytes count against the
 * budgets named by `charges` (the publisher's list, shared by its messages: a budget holding bytes is never
 * dropped, so it is found again by its key).
 */
type Entry = {
  m: StoredMessage
  bytes: number
  charges: readonly Charge[]
  topic: Topic
  second: Second
  gone: boolean
  prev: Entry | undefined
  next: Entry | undefined
  sooner: Entry | undefined
  later: Entry | undefined
}
/** A topic's messages; `byHash` only once it holds more than a few (a short list is searched instead). */
type Topic = {
  name: string
  first: Entry | undefined
  last: Entry | undefined
  count: number
  byHash: Map<string, Entry> | undefined
}
/** The messages expiring in one second, linked through their entries (no set that grows and shrinks). */
type Second = { at: number; first: Entry | undefined; count: number }

const second = (ms: number) => Math.floor(ms / 1000)
const STORED: PutResult = { kind: 'stored' }
const DUPLICATE: PutResult = { kind: 'duplicate' }
/** Topics up to this many messages are searched by walking their list. */
const SHORT_TOPIC = 8
/** How often topics, budgets and expiry seconds left empty are dropped (ms). */
const TIDY_MS = 10_000

/**
 * A mailbox in this process's memory, its bytes counted against the budgets each message was put with. It
 * answers at once (no promises). Messages are also filed by the second they expire in, so a sweep touches
 * only what expired; a removed message leaves its topic and its second at once (a delivered message is
 * garbage right away, not 30 s later). A topic, a budget or a second left empty stays until the next tidy
 * (every 10 s): a topic that sees a message every second is not made and dropped with each one.
 */
export function createMemoryMailbox(now: () => number = Date.now): Mailbox {
  const topics = new Map<string, Topic>()
  const budgets = new Map<string, Budget>()
  const expiring = new Map<number, Second>()
  let swept = second(now())
  let tidyAt = now() + TIDY_MS

  const budgetOf = (key: string) => {
    let b = budgets.get(key)
    if (!b) {
      b = { used: 0 }
      budgets.set(key, b)
    }
    return b
  }
  const find = (topic: Topic | undefined, hash: string): Entry | undefined => {
    if (!topic) return undefined
    if (topic.byHash) return topic.byHash.get(hash)
    for (let e = topic.first; e; e = e.next) if (e.m.hash === hash) return e
    return undefined
  }
  const live = (topic: string, hash: string, t: number) => {
    const entry = find(topics.get(topic), hash)
    return entry && entry.m.expiresAt > t ? entry : undefined
  }

  const remove = (entry: Entry) => {
    if (entry.gone) return
    entry.gone = true
    const sec = entry.second
    if (entry.sooner) entry.sooner.later = entry.later
    else sec.first = entry.later
    if (entry.later) entry.later.sooner = entry.sooner
    entry.sooner = undefined
    entry.later = undefined
    sec.count--
    for (const c of entry.charges) {
      const b = budgets.get(c.key)
      if (b) b.used -= entry.bytes
    }
    const topic = entry.topic
    if (entry.prev) entry.prev.next = entry.next
    else topic.first = entry.next
    if (entry.next) entry.next.prev = entry.prev
    else topic.last = entry.prev
    entry.prev = undefined
    entry.next = undefined
    topic.count--
    topic.byHash?.delete(entry.m.hash)
    if (topic.count === 0) topic.byHash = undefined
  }
  /** Files an entry in its topic, in publish order (an append but for equal or clock-skewed times). */
  const insert = (topic: Topic, entry: Entry) => {
    let after = topic.last
    while (after && after.m.publishedAt > entry.m.publishedAt) after = after.prev
    entry.prev = after
    entry.next = after ? after.next : topic.first
    if (entry.next) entry.next.prev = entry
    else topic.last = entry
    if (after) after.next = entry
    else topic.first = entry
    topic.count++
    if (topic.byHash) topic.byHash.set(entry.m.hash, entry)
    else if (topic.count > SHORT_TOPIC) {
      topic.byHash = new Map()
      for (let e = topic.first; e; e = e.next) topic.byHash.set(e.m.hash, e)
    }
  }
  const tidy = (t: number) => {
    tidyAt = t + TIDY_MS
    // forEach: no [key, value] array per entry
    topics.forEach((topic, name) => {
      if (topic.count === 0) topics.delete(name)
    })
    budgets.forEach((b, key) => {
      if (b.used <= 0) budgets.delete(key)
    })
    expiring.forEach((bucket, s) => {
      if (bucket.count === 0) expiring.delete(s)
    })
  }
  const sweep = (t: number) => {
    for (let s = swept; s <= second(t); s++) {
      const bucket = expiring.get(s)
      if (!bucket) continue
      // removing an entry takes it out of its second's list: the next one is read first
      for (let e = bucket.first; e; ) {
        const next = e.later
        if (e.m.expiresAt <= t) remove(e)
        e = next
      }
      if (bucket.count === 0) expiring.delete(s)
    }
    swept = second(t)
    if (t >= tidyAt) tidy(t)
  }
  /** The first of `charges` that `bytes` more would exceed. */
  const overBudget = (charges: readonly Charge[], bytes: number) => {
    for (let i = 0; i < charges.length; i++) {
      const c = charges[i] as Charge
      if ((budgets.get(c.key)?.used ?? 0) + bytes > c.limit) return i
    }
    return -1
  }

  return {
    put(m, charges) {
      const t = now()
      let topic = topics.get(m.topic)
      const known = find(topic, m.hash)
      if (known && known.m.expiresAt > t) return DUPLICATE
      if (known) remove(known) // the same message expired, not yet swept
      const bytes = storedBytes(m)
      let refused = overBudget(charges, bytes)
      if (refused >= 0) {
        sweep(t)
        // the sweep may have tidied away an empty topic just looked up: look it up again
        topic = topics.get(m.topic)
        refused = overBudget(charges, bytes)
      }
      if (refused >= 0) return { kind: 'refused', key: (charges[refused] as Charge).key }
      for (const c of charges) budgetOf(c.key).used += bytes
      if (!topic) {
        topic = { name: m.topic, first: undefined, last: undefined, count: 0, byHash: undefined }
        topics.set(m.topic, topic)
      }
      const at = Math.max(second(m.expiresAt), swept)
      let sec = expiring.get(at)
      if (!sec) {
        sec = { at, first: undefined, count: 0 }
        expiring.set(at, sec)
      }
      const entry: Entry = {
        m,
        bytes,
        charges,
        topic,
        second: sec,
        gone: false,
        prev: undefined,
        next: undefined,
        sooner: undefined,
        later: sec.first,
      }
      // first in its second's list (the order within a second does not matter)
      if (sec.first) sec.first.sooner = entry
      sec.first = entry
      sec.count++
      insert(topic, entry)
      return STORED
    },
    get(topic, hash) {
      return live(topic, hash, now())?.m
    },
    pending(name, clientId, t, options = {}) {
      const topic = topics.get(name)
      if (!topic || topic.count === 0) return []
      const limit = options.limit ?? Number.POSITIVE_INFINITY
      const out: StoredMessage[] = []
      for (let e = topic.first; e && out.length < limit; e = e.next) {
        const m = e.m
        if (m.expiresAt <= t || m.publisher === clientId) continue
        if (options.skip?.(m.hash)) continue
        out.push(m)
      }
      return out
    },
    ack(name, hash, clientId) {
      const entry = find(topics.get(name), hash)
      if (entry && entry.m.publisher !== clientId) remove(entry)
    },
    sweep(t) {
      sweep(t)
    },
    usage(key) {
      return budgets.get(key)?.used ?? 0
    },
  }
}
