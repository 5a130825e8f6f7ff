import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'
import type { createClient } from 'redis'
import { createMemoryLimiter } from './createMemoryLimiter.ts'

type RedisClient = ReturnType<typeof createClient>

/** One answer of a limiter: within the limit or not, and when the caller may try again. */
export type LimitResult = { ok: boolean; remaining: number; retryAfterSeconds: number }

/**
 * A fixed-window counter per key. `consume` never throws for a refusal; in memory it answers at once (a
 * value, not a promise: the relay's hot path counts two per publish), in Redis with a promise — `await`
 * takes both.
 */
export type Limiter = {
  /** Counts `points` (default 1) against `key`. */
  consume(key: string, points?: number): LimitResult | Promise<LimitResult>
  /**
   * Counts as `consume` does, answering 0 within the limit, else the seconds until the key may try again:
   * no answer object (the relay counts two per publish).
   */
  take(key: string, points?: number): number | Promise<number>
  /** Forgets `key` (e.g. after a successful login). */
  reset(key: string): Promise<void>
  /** The refusal `consume` would answer now, counting nothing (undefined while `key` has points left). */
  blocked(key: string): Promise<LimitResult | undefined>
}

export type LimiterSpec = {
  /** Unique per purpose ("http-ip", "relay-publish" …): keys of different limiters never collide. */
  name: string
  /** How many points a key may spend per window. */
  points: number
  /** Window length in seconds. */
  durationSeconds: number
}

/**
 * Makes the server's limiters: in this process's memory (`createMemoryLimiter`), or — with a Redis client —
 * in Redis, so that every node behind a load balancer counts against the same limit. Counting in Redis is
 * one atomic script per call (rate-limiter-flexible's), never a read followed by a write. When Redis cannot
 * be reached, a node counts in its own memory until it can again (rate-limiter-flexible's insurance limiter).
 */
export type Limits = { create(spec: LimiterSpec): Limiter }

/**
 * `onRefused` hears the name of the limit each time one refuses (the server's metrics:
 * `gangway_rate_limit_refusals_total`).
 */
export function createLimits(redis?: RedisClient, observer: { onRefused?(name: string): void } = {}): Limits {
  return {
    create({ name, points, durationSeconds }) {
      if (!redis) {
        const memory = createMemoryLimiter(points, durationSeconds)
        return {
          consume(key, count) {
            const result = memory.consume(key, count)
            if (!result.ok) observer.onRefused?.(name)
            return result
          },
          take(key, count) {
            const wait = memory.take(key, count)
            if (wait > 0) observer.onRefused?.(name)
            return wait
          },
          async reset(key) {
            memory.reset(key)
          },
          async blocked(key) {
            return memory.blocked(key)
          },
        }
      }
      const options = { keyPrefix: `gangway:limit:${name}`, points, duration: durationSeconds }
      // with Redis unreachable, each node goes on counting in its own memory instead of failing requests
      const limiter = new RateLimiterRedis({
        ...options,
        storeClient: redis,
        useRedisPackage: true,
        insuranceLimiter: new RateLimiterMemory(options),
      })
      const answer = (res: RateLimiterRes, ok: boolean): LimitResult => ({
        ok,
        remaining: Math.max(0, res.remainingPoints),
        retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
      })
      return {
        async consume(key, count = 1) {
          try {
            return answer(await limiter.consume(key, count), true)
          } catch (error) {
            if (error instanceof RateLimiterRes) {
              observer.onRefused?.(name)
              return answer(error, false)
            }
            throw error
          }
        },
        async take(key, count = 1) {
          const answer = await this.consume(key, count)
          return answer.ok ? 0 : answer.retryAfterSeconds
        },
        async reset(key) {
          await limiter.delete(key)
        },
        async blocked(key) {
          const res = await limiter.get(key)
          return res && res.consumedPoints >= points ? answer(res, false) : undefined
        },
      }
    },
  }
}
