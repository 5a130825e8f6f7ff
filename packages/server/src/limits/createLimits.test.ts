import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestRedis } from '../test/startTestRedis.ts'
import { createLimits } from './createLimits.ts'

describe('createLimits in memory', () => {
  it('allows the points of a window, then refuses with the time to wait; keys and limiters are apart', async () => {
    const limits = createLimits()
    const a = limits.create({ name: 'a', points: 3, durationSeconds: 60 })
    const b = limits.create({ name: 'b', points: 1, durationSeconds: 60 })
    const answers = await Promise.all([1, 2, 3, 4].map(() => a.consume('ip:1')))
    expect(answers.map((r) => r.ok)).toEqual([true, true, true, false])
    expect(answers[3]?.retryAfterSeconds).toBeGreaterThan(55)
    expect((await a.consume('ip:2')).ok).toBe(true)
    expect((await b.consume('ip:1')).ok).toBe(true)
    await a.reset('ip:1')
    expect((await a.consume('ip:1')).ok).toBe(true)
  })
})

describe('createLimits in Redis', () => {
  let redis: Awaited<ReturnType<typeof startTestRedis>>
  const clients: ReturnType<typeof createClient>[] = []
  const connect = async () => {
    const client = createClient({ url: redis.url })
    clients.push(client)
    await client.connect()
    return client
  }
  beforeAll(async () => {
    redis = await startTestRedis()
  })
  afterAll(async () => {
    for (const client of clients) await client.quit()
    await redis.stop()
  })

  it('two nodes share one limit: 200 parallel hits from both admit exactly the limit', async () => {
    const nodeA = createLimits(await connect()).create({ name: 'shared', points: 50, durationSeconds: 60 })
    const nodeB = createLimits(await connect()).create({ name: 'shared', points: 50, durationSeconds: 60 })
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => (i % 2 === 0 ? nodeA : nodeB).consume('ip:attacker')),
    )
    expect(answers.filter((r) => r.ok)).toHaveLength(50)
    expect((await nodeB.consume('ip:someone-else')).ok).toBe(true)
  })
})
