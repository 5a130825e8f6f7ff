import { randomUUID } from 'node:crypto'
import { createClient } from 'redis'
import type { ConnectionRegistry } from './ConnectionRegistry.ts'
import { createRedisConnectionRegistry } from './createRedisConnectionRegistry.ts'
import { createRedisMailbox } from './createRedisMailbox.ts'
import type { Fanout } from './Fanout.ts'
import type { Mailbox, StoredMessage } from './Mailbox.ts'
import type { RedisClient } from './redisScript.ts'

const CHANNEL = 'gangway:relay:published'

export type RedisRelayStore = {
  mailbox: Mailbox
  fanout: Fanout
  connections: ConnectionRegistry
  /** The command connection, for limiters that must hold across nodes (`createLimits`). */
  redis: RedisClient
}

/**
 * Mailbox, connection caps and fan-out in Redis (`REDIS_URL`), so several relay processes share stored
 * messages, byte budgets and caps, and each delivers what the others stored to its own subscribers.
 */
export async function createRedisRelayStore(url: string): Promise<RedisRelayStore> {
  const client: RedisClient = createClient({ url })
  client.on('error', () => undefined)
  await client.connect()
  const subscriber = client.duplicate()
  subscriber.on('error', () => undefined)
  const node = randomUUID()

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
  return {
    mailbox: createRedisMailbox(client),
    fanout,
    connections: createRedisConnectionRegistry(client),
    redis: client,
  }
}
