import type { Mailbox, StoredMessage } from './Mailbox.ts'

/** A mailbox in this process's memory. */
export function createMemoryMailbox(): Mailbox {
  const topics = new Map<string, { messages: StoredMessage[]; acks: Map<string, Set<string>> }>()
  const topic = (name: string) => {
    let t = topics.get(name)
    if (!t) {
      t = { messages: [], acks: new Map() }
      topics.set(name, t)
    }
    return t
  }
  return {
    async put(message) {
      const t = topic(message.topic)
      if (t.messages.some((m) => m.hash === message.hash)) return false
      t.messages.push(message)
      t.messages.sort((a, b) => a.publishedAt - b.publishedAt)
      return true
    },
    async pending(name, clientId, now) {
      const t = topics.get(name)
      if (!t) return []
      return t.messages.filter(
        (m) => m.expiresAt > now && m.publisher !== clientId && !t.acks.get(m.hash)?.has(clientId),
      )
    },
    async ack(name, hash, clientId) {
      const t = topics.get(name)
      if (!t) return
      let set = t.acks.get(hash)
      if (!set) {
        set = new Set()
        t.acks.set(hash, set)
      }
      set.add(clientId)
    },
    async sweep(now) {
      for (const [name, t] of topics) {
        const expired = t.messages.filter((m) => m.expiresAt <= now)
        if (expired.length === 0) continue
        t.messages = t.messages.filter((m) => m.expiresAt > now)
        for (const m of expired) t.acks.delete(m.hash)
        if (t.messages.length === 0) topics.delete(name)
      }
    },
  }
}
