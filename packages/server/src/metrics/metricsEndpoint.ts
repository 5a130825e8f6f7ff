import { createHash, timingSafeEqual } from 'node:crypto'
import type { Context } from 'hono'
import { clientIp } from '../http/clientIp.ts'
import { rateLimited } from '../http/rateLimited.ts'
import type { Limiter } from '../limits/createLimits.ts'
import type { Metrics } from './createMetrics.ts'

export type MetricsAccess = {
  /** `METRICS_TOKEN`: scrapes must send `Authorization: Bearer <token>`; none → anyone who reaches it. */
  token: string | undefined
  /** Wrong or missing tokens per caller address (`METRICS_AUTH_FAILURES_PER_IP_PER_MINUTE`). */
  failuresPerIp: Limiter
  trustedProxies: readonly string[]
}

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * Whether `given` is the token, in constant time: both are hashed first, so neither their contents nor
 * their lengths change how long the comparison takes.
 */
export function tokenMatches(given: string, token: string): boolean {
  return timingSafeEqual(digest(given), digest(token))
}

/**
 * `GET /metrics`: the registry in Prometheus' text format, never cached. With a token, an address that sent
 * too many wrong ones is refused (429, `Retry-After`) before anything is compared — guessing is bounded to
 * the limit per window, and a right token guessed past it is refused like a wrong one.
 */
export function metricsEndpoint(metrics: Metrics, access: MetricsAccess) {
  return async (c: Context): Promise<Response> => {
    if (access.token !== undefined) {
      const ip = clientIp(c, access.trustedProxies)
      const blocked = await access.failuresPerIp.blocked(ip)
      if (blocked) return rateLimited(c, blocked)
      const given = /^Bearer ([^\s]+)$/.exec(c.req.header('authorization') ?? '')?.[1]
      if (given === undefined || !tokenMatches(given, access.token)) {
        await access.failuresPerIp.consume(ip)
        c.header('www-authenticate', 'Bearer realm="metrics"')
        c.header('cache-control', 'no-store')
        return c.json({ code: 'METRICS_UNAUTHORIZED', message: 'A valid metrics token is required' }, 401)
      }
    }
    const { text, contentType } = await metrics.scrape()
    return c.body(text, 200, { 'content-type': contentType, 'cache-control': 'no-store' })
  }
}
