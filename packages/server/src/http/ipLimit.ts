import type { Context, MiddlewareHandler } from 'hono'
import type { Limiter } from '../limits/createLimits.ts'
import type { AppEnv } from './AppEnv.ts'
import { clientIp } from './clientIp.ts'
import { rateLimited } from './rateLimited.ts'

/**
 * The per-IP ceiling on every request (except the probes `/healthz` and `/readyz`, and CORS preflights): what a caller cannot get
 * around by choosing a new client id. Sets `ip` for the limits after it.
 */
export function ipLimit(limiter: Limiter, trustedProxies: readonly string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const refused = await ipRefusal(c, limiter, trustedProxies)
    if (refused) return refused
    await next()
  }
}

/** What `ipLimit` checks, for a middleware that does more in the same step: the 429 answer, or none. */
export async function ipRefusal(
  c: Context<AppEnv>,
  limiter: Limiter,
  trustedProxies: readonly string[],
): Promise<Response | undefined> {
  const ip = clientIp(c, trustedProxies)
  c.set('ip', ip)
  if (c.req.method === 'OPTIONS' || c.req.path === '/healthz' || c.req.path === '/readyz') return undefined
  const limit = await limiter.consume(ip)
  return limit.ok ? undefined : rateLimited(c, limit)
}
