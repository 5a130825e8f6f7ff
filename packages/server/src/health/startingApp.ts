import { Hono } from 'hono'
import type { Readiness } from './createReadiness.ts'
import { healthRoutes } from './healthRoutes.ts'

/**
 * What the API port answers while the server starts (the database and Redis are reached and migrated, the
 * registry seeded): `/healthz` and `/readyz` say so (503 `starting`), every other request gets 503
 * `SERVER_STARTING` with `Retry-After` — nothing is read or stored before the app exists.
 */
export function startingApp(readiness: Readiness): Hono {
  const app = new Hono()
  healthRoutes(app, readiness)
  app.all('*', (c) => {
    c.header('retry-after', '5')
    c.header('cache-control', 'no-store')
    return c.json({ code: 'SERVER_STARTING', message: 'The server is starting. Try again shortly' }, 503)
  })
  return app
}
