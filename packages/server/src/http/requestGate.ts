import type { Context, MiddlewareHandler } from 'hono'
import { matchedRoutes } from 'hono/route'
import type { Limiter } from '../limits/createLimits.ts'
import type { Log } from '../log.ts'
import type { Metrics } from '../metrics/createMetrics.ts'
import type { AppEnv } from './AppEnv.ts'
import { apiBodyLimit } from './apiBodyLimit.ts'
import { ipRefusal } from './ipLimit.ts'
import { setSecurityHeaders } from './securityHeaders.ts'

/**
 * Which answers get a log line (`LOG_REQUESTS`): `errors` (the default) only those the server failed (5xx, with
 * the error when a route threw), `all` every request (an access log), `off` none (an unhandled error is still
 * logged, by the app's error handler).
 */
export type RequestLogMode = 'errors' | 'all' | 'off'

export type RequestGateOptions = {
  log: Log
  /** Default `errors`. */
  requests?: RequestLogMode
  /** The per-IP ceiling (`ipLimit`). */
  perIp: Limiter
  trustedProxies: readonly string[]
  /** The body limit of every route but the RPC proxy (`apiBodyLimit`). */
  bodyLimitBytes: number
  /** Counts every answer by route and status, with its time (`gangway_http_*`). */
  metrics?: Pick<Metrics, 'http'>
}

/** Probes: not logged when they answer 200 (a load balancer asks every few seconds). */
const PROBES = new Set(['/healthz', '/readyz'])

/**
 * The route a request matched, as registered (`/v1/account/:address/balance`), for the metrics' `route`
 * label: a pattern, never the path itself (which anyone can vary without bound); `unmatched` when only
 * middleware matched (a 404).
 */
export function routeLabel(c: Context): string {
  const routes = matchedRoutes(c)
  for (let i = routes.length - 1; i >= 0; i--) {
    const route = routes[i]
    if (route && route.method !== 'ALL') return route.path
  }
  return 'unmatched'
}

/**
 * What every request goes through first, in one middleware: the security headers, the per-IP ceiling
 * (`ipLimit`), the body limit (`apiBodyLimit`) and, once answered, its metrics and its log line — refusals
 * included. It does what four middlewares in a row did, in that order, with one step of Hono's chain
 * instead of four: on a cached `/getWallets` page the chain was most of the server's own cost. The log line
 * follows `requests`: one compact line per failed answer by default, so a console is not a scroll of requests;
 * a probe answering 200 never gets one. Metrics count every answer whatever the log mode.
 */
export function requestGate({
  log,
  requests = 'errors',
  perIp,
  trustedProxies,
  bodyLimitBytes,
  metrics,
}: RequestGateOptions): MiddlewareHandler<AppEnv> {
  const bodyLimit = apiBodyLimit(bodyLimitBytes)
  return async (c, next) => {
    const started = performance.now()
    setSecurityHeaders(c)
    const answer = (await ipRefusal(c, perIp, trustedProxies)) ?? (await bodyLimit(c, next))
    const status = answer instanceof Response ? answer.status : c.res.status
    const ms = performance.now() - started
    metrics?.http({ method: c.req.method, route: routeLabel(c), status, seconds: ms / 1000 })
    if (status === 200 && PROBES.has(c.req.path)) return undefined
    if (requests === 'all' || (requests === 'errors' && status >= 500)) {
      log(status >= 500 ? 'error' : 'info', `${c.req.method} ${c.req.path} → ${status}`, {
        ms: Math.round(ms),
        error: c.get('failure'),
        sdkType: c.req.query('st') ?? c.req.header('x-sdk-type'),
        sdkVersion: c.req.query('sv') ?? c.req.header('x-sdk-version'),
      })
    }
    return answer instanceof Response ? answer : undefined
  }
}
