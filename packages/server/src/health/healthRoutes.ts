import type { Env, Hono } from 'hono'
import type { Readiness } from './createReadiness.ts'

/**
 * `GET /healthz` — liveness: 200 `{"status":"ok"}` once the server has started (and while it shuts down:
 * the process is alive and finishing its requests), 503 `{"status":"starting"}` before.
 * `GET /readyz` — readiness: 200 `{"status":"ready","checks":{…}}` while the node should get traffic; 503
 * while it starts, while the database (or Redis) does not answer, and from the moment a shutdown starts.
 * Neither is rate limited or logged when it answers 200 (probes come every few seconds); both are cheap.
 */
export function healthRoutes<E extends Env>(app: Hono<E>, readiness: Readiness): void {
  app.get('/healthz', (c) => {
    c.header('cache-control', 'no-store')
    return readiness.phase() === 'starting' ? c.json({ status: 'starting' }, 503) : c.json({ status: 'ok' })
  })
  app.get('/readyz', async (c) => {
    const { ready, body } = await readiness.check()
    c.header('cache-control', 'no-store')
    return c.json(body, ready ? 200 : 503)
  })
}
