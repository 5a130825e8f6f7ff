import { createHash } from 'node:crypto'
import type { createClient } from 'redis'

export type RedisClient = ReturnType<typeof createClient>

/**
 * A Lua script run atomically in Redis: by its sha (EVALSHA), loaded again with EVAL when the server does
 * not know it (first call, or after a restart).
 */
export function redisScript(client: RedisClient, source: string) {
  const sha = createHash('sha1').update(source).digest('hex')
  return async (keys: string[], args: (string | number)[]): Promise<unknown> => {
    const options = { keys, arguments: args.map(String) }
    try {
      return await client.evalSha(sha, options)
    } catch (error) {
      if (!String((error as Error).message).startsWith('NOSCRIPT')) throw error
      return client.eval(source, options)
    }
  }
}
