import type { ConnectionRegistry } from './ConnectionRegistry.ts'
import { type RedisClient, redisScript } from './redisScript.ts'

/** How long a socket's entry lives without a refresh (its node died): then it no longer counts. */
export const CONNECTION_ENTRY_MS = 60_000

const key = (k: string) => `gangway:relay:conns:${k}`

/**
 * Registers a socket under every key if each is below its cap, in one step. KEYS: one sorted set per key
 * (members socket ids, scored by when they lapse). ARGV: id, now, lapse time, entry ms, then the caps.
 * Answers 0, or i when key i is full.
 */
const OPEN = `
for i, k in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', k, '-inf', ARGV[2])
  if not redis.call('ZSCORE', k, ARGV[1]) and redis.call('ZCARD', k) >= tonumber(ARGV[4 + i]) then return i end
end
for _, k in ipairs(KEYS) do
  redis.call('ZADD', k, ARGV[3], ARGV[1])
  redis.call('PEXPIRE', k, ARGV[4])
end
return 0
`

/** Connection caps shared by every relay node through Redis. */
export function createRedisConnectionRegistry(client: RedisClient, now: () => number = Date.now): ConnectionRegistry {
  const open = redisScript(client, OPEN)
  return {
    async open(id, caps) {
      const t = now()
      const full = Number(
        await open(
          caps.map((c) => key(c.key)),
          [id, t, t + CONNECTION_ENTRY_MS, CONNECTION_ENTRY_MS, ...caps.map((c) => c.cap)],
        ),
      )
      return full === 0 ? { ok: true } : { ok: false, key: (caps[full - 1] as { key: string }).key }
    },
    async close(id, keys) {
      await Promise.all(keys.map((k) => client.zRem(key(k), id)))
    },
    async refresh(sockets) {
      if (sockets.length === 0) return
      const lapse = now() + CONNECTION_ENTRY_MS
      const multi = client.multi()
      for (const s of sockets) {
        for (const k of s.keys) {
          multi.zAdd(key(k), { score: lapse, value: s.id }, { condition: 'XX' })
          multi.pExpire(key(k), CONNECTION_ENTRY_MS)
        }
      }
      await multi.exec(true)
    },
    async count(k) {
      await client.zRemRangeByScore(key(k), '-inf', now())
      return client.zCard(key(k))
    },
  }
}
