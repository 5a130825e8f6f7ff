import { randomUUID } from 'node:crypto'
import { createClient } from 'redis'
import type { Fanout } from './Fanout.ts'
import type { Mailbox, StoredMessage } from './Mailbox.ts'

const CHANNEL = 'gangway:relay:published'
const key = {
  topic: (topic: string) => `gangway:relay:topic:${topic}`,
  message: (topic: string, hash: string) => `gangway:relay:msg:${topic}:${hash}`,
  acked: (topic: string, clientId: string) => `gangway:relay:acked:${topic}:${clientId}`,
}

/**
 * Mailbox and fan-out in Redis (`REDIS_URL`), so several relay processes share stored messages and each
 * delivers what the others stored to its own subscribers. Messages expire with Redis key expiry; a topic's
 * index is cleaned lazily.
 */
export async function createRedisRelayStore(url: string): Promise<{ mailbox: Mailbox; fanout: Fanout }> {
  const client = createClient({ url })
  client.on('error', () => undefined)
  await client.connect()
  const subscriber = client.duplicate()
  subscriber.on('error', () => undefined)
  const node = randomUUID()

  const mailbox: Mailbox = {
    async put(m) {
      const ttlMs = Math.max(1, m.expiresAt - Date.now())
      const stored = await client.set(key.message(m.topic, m.hash), JSON.stringify(m), { NX: true, PX: ttlMs })
      if (stored !== 'OK') return false
      await client.zAdd(key.topic(m.topic), { score: m.publishedAt, value: m.hash })
      await client.pExpire(key.topic(m.topic), ttlMs, 'GT')
      await client.pExpire(key.topic(m.topic), ttlMs, 'NX')
      return true
    },
    async pending(topic, clientId, now) {
      const hashes = await client.zRange(key.topic(topic), 0, -1)
      if (hashes.length === 0) return []
      const [values, acked] = await Promise.all([
        client.mGet(hashes.map((h) => key.message(topic, h))),
        client.smIsMember(key.acked(topic, clientId), hashes),
      ])
      const gone = hashes.filter((_, i) => values[i] === null)
      if (gone.length > 0) await client.zRem(key.topic(topic), gone)
      const out: StoredMessage[] = []
      values.forEach((v, i) => {
        if (v === null || acked[i]) return
        const m = JSON.parse(v) as StoredMessage
        if (m.expiresAt > now && m.publisher !== clientId) out.push(m)
      })
      return out
    },
    async ack(topic, hash, clientId) {
      await client.sAdd(key.acked(topic, clientId), hash)
      const ttl = await client.pTTL(key.topic(topic))
      if (ttl > 0) await client.pExpire(key.acked(topic, clientId), ttl)
    },
    async sweep() {
      // messages expire as Redis keys; topic indexes are trimmed in `pending`
    },
  }

  const fanout: Fanout = {
    async announce(m) {
      await client.publish(CHANNEL, JSON.stringify({ node, message: m }))
    },
    async listen(deliver) {
      await subscriber.connect()
      await subscriber.subscribe(CHANNEL, (raw) => {
        const event = JSON.parse(raw) as { node: string; message: StoredMessage }
        if (event.node !== node) deliver(event.message)
      })
    },
    async close() {
      if (subscriber.isOpen) await subscriber.quit()
      if (client.isOpen) await client.quit()
    },
  }
  return { mailbox, fanout }
}
