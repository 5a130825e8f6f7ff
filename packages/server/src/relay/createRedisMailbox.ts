import { type Mailbox, type StoredMessage, storedBytes } from './Mailbox.ts'
import { type RedisClient, redisScript } from './redisScript.ts'

const key = {
  topic: (topic: string) => `gangway:relay:topic:${topic}`,
  message: (topic: string, hash: string) => `gangway:relay:msg:${topic}:${hash}`,
  /** publisher, bytes and budgets of a message (what an acknowledgement needs to give its bytes back) */
  meta: (topic: string, hash: string) => `gangway:relay:meta:${topic}:${hash}`,
  /** bytes counted against a budget */
  used: (budget: string) => `gangway:relay:bytes:${budget}`,
  /** what counts against a budget, scored by expiry: members `<bytes>:<topic>:<hash>` */
  expiry: (budget: string) => `gangway:relay:expiry:${budget}`,
}

/**
 * Stores a message if every budget has room, in one step: first gives back the bytes of messages that
 * expired (at most 512 per budget per call), then checks each budget, then counts and stores.
 * KEYS: message, topic index, meta, then (used, expiry) per budget. ARGV: json, ttl ms, publishedAt, hash,
 * bytes, now, expiresAt, member, meta json, then the limit per budget. Answers -1 stored, 0 duplicate, i
 * refused by budget i.
 */
const PUT = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
local bytes = tonumber(ARGV[5])
local n = (#KEYS - 3) / 2
for i = 1, n do
  local used, expiry = KEYS[2 + 2 * i], KEYS[3 + 2 * i]
  local gone = redis.call('ZRANGEBYSCORE', expiry, '-inf', ARGV[6], 'LIMIT', 0, 512)
  if #gone > 0 then
    local freed = 0
    for _, m in ipairs(gone) do freed = freed + tonumber(string.match(m, '^(%d+):')) end
    redis.call('ZREM', expiry, unpack(gone))
    if redis.call('DECRBY', used, freed) <= 0 then redis.call('DEL', used) end
  end
  if tonumber(redis.call('GET', used) or '0') + bytes > tonumber(ARGV[9 + i]) then return i end
end
for i = 1, n do
  local used, expiry = KEYS[2 + 2 * i], KEYS[3 + 2 * i]
  redis.call('INCRBY', used, bytes)
  redis.call('ZADD', expiry, ARGV[7], ARGV[8])
  for _, k in ipairs({ used, expiry }) do
    redis.call('PEXPIRE', k, ARGV[2], 'NX')
    redis.call('PEXPIRE', k, ARGV[2], 'GT')
  end
end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
redis.call('SET', KEYS[3], ARGV[9], 'PX', ARGV[2])
redis.call('ZADD', KEYS[2], ARGV[3], ARGV[4])
redis.call('PEXPIRE', KEYS[2], ARGV[2], 'NX')
redis.call('PEXPIRE', KEYS[2], ARGV[2], 'GT')
return -1
`

/**
 * A client received a message: unless it published it, the message goes and its bytes go back to each
 * budget still counting it. KEYS: message, topic index, meta. ARGV: client id, hash. Budget keys are
 * derived here (a single Redis, not a cluster).
 */
const ACK = `
local meta = redis.call('GET', KEYS[3])
if not meta then return 0 end
local m = cjson.decode(meta)
if m.publisher == ARGV[1] then return 0 end
for _, budget in ipairs(m.charges) do
  if redis.call('ZREM', 'gangway:relay:expiry:' .. budget, m.member) == 1 then
    if redis.call('DECRBY', 'gangway:relay:bytes:' .. budget, m.bytes) <= 0 then
      redis.call('DEL', 'gangway:relay:bytes:' .. budget)
    end
  end
end
redis.call('DEL', KEYS[1], KEYS[3])
redis.call('ZREM', KEYS[2], ARGV[2])
return 1
`

/**
 * The mailbox in Redis, shared by every relay process: messages expire as Redis keys or go when the other
 * side acknowledges them (ACK), a topic's index is trimmed when read, budgets are counters released as
 * their messages go (PUT gives back what expired, ACK what was received).
 */
export function createRedisMailbox(client: RedisClient, now: () => number = Date.now): Mailbox {
  const put = redisScript(client, PUT)
  const ack = redisScript(client, ACK)
  return {
    async put(m, charges) {
      const t = now()
      const ttlMs = Math.max(1, m.expiresAt - t)
      const bytes = storedBytes(m)
      const member = `${bytes}:${m.topic}:${m.hash}`
      const meta = JSON.stringify({ publisher: m.publisher, bytes, member, charges: charges.map((c) => c.key) })
      const answer = Number(
        await put(
          [
            key.message(m.topic, m.hash),
            key.topic(m.topic),
            key.meta(m.topic, m.hash),
            ...charges.flatMap((c) => [key.used(c.key), key.expiry(c.key)]),
          ],
          [
            JSON.stringify(m),
            ttlMs,
            m.publishedAt,
            m.hash,
            bytes,
            t,
            m.expiresAt,
            member,
            meta,
            ...charges.map((c) => c.limit),
          ],
        ),
      )
      if (answer === -1) return { kind: 'stored' }
      if (answer === 0) return { kind: 'duplicate' }
      return { kind: 'refused', key: (charges[answer - 1] as { key: string }).key }
    },
    async get(topic, hash) {
      const value = await client.get(key.message(topic, hash))
      return value === null ? undefined : (JSON.parse(value) as StoredMessage)
    },
    async pending(topic, clientId, t, options = {}) {
      const limit = options.limit ?? Number.POSITIVE_INFINITY
      const hashes = await client.zRange(key.topic(topic), 0, -1)
      if (hashes.length === 0) return []
      const candidates = options.skip ? hashes.filter((h) => !options.skip?.(h)) : hashes
      const out: StoredMessage[] = []
      const gone: string[] = []
      for (let i = 0; i < candidates.length && out.length < limit; i += 64) {
        const chunk = candidates.slice(i, i + 64)
        const values = await client.mGet(chunk.map((h) => key.message(topic, h)))
        values.forEach((v, j) => {
          if (v === null) {
            gone.push(chunk[j] as string)
            return
          }
          const m = JSON.parse(v) as StoredMessage
          if (out.length < limit && m.expiresAt > t && m.publisher !== clientId) out.push(m)
        })
      }
      if (gone.length > 0) await client.zRem(key.topic(topic), gone)
      return out
    },
    async ack(topic, hash, clientId) {
      await ack([key.message(topic, hash), key.topic(topic), key.meta(topic, hash)], [clientId, hash])
    },
    async sweep() {
      // messages expire as Redis keys; budgets are released in PUT, topic indexes in `pending`
    },
    async usage(budget) {
      return Number((await client.get(key.used(budget))) ?? 0)
    },
  }
}
