import { createClient } from 'redis'
import { afterAll, beforeAll, describe } from 'vitest'
import { mailboxContract } from '../test/mailboxContract.ts'
import { startTestRedis } from '../test/startTestRedis.ts'
import { createRedisMailbox } from './createRedisMailbox.ts'

describe('Redis mailbox', () => {
  let redis: Awaited<ReturnType<typeof startTestRedis>>
  const clients: ReturnType<typeof createClient>[] = []
  beforeAll(async () => {
    redis = await startTestRedis()
  })
  afterAll(async () => {
    for (const c of clients) await c.quit()
    await redis?.stop()
  })
  mailboxContract(async () => {
    const client = createClient({ url: redis.url })
    clients.push(client)
    await client.connect()
    return createRedisMailbox(client)
  })
})
