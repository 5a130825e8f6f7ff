import { Hono } from 'hono'

/** The HTTP app. For now only the health check; the API of SPEC §7 comes with the backend issue. */
export function createApp(): Hono {
  const app = new Hono()
  app.get('/healthz', (c) => c.json({ status: 'ok' }))
  return app
}
