import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import type { Metrics } from './createMetrics.ts'
import { type MetricsAccess, metricsEndpoint } from './metricsEndpoint.ts'

export type RunningMetricsServer = { url: string; close(): Promise<void> }

/**
 * `METRICS_PORT`: `/metrics` on a listener of its own (`METRICS_HOST`), off the public API port — bind it
 * to an address only the scraper reaches. It answers nothing else (404) and never reads a body; with
 * `METRICS_TOKEN` a scrape needs the token here too.
 */
export function startMetricsServer(
  metrics: Metrics,
  access: MetricsAccess,
  listen: { port: number; host: string },
): Promise<RunningMetricsServer> {
  const app = new Hono()
  app.use(async (c, next) => {
    await next()
    c.header('x-content-type-options', 'nosniff')
  })
  app.get('/metrics', metricsEndpoint(metrics, access))
  app.all('*', (c) => c.json({ code: 'NOT_FOUND', message: 'This port answers GET /metrics only' }, 404))
  return new Promise((resolve, reject) => {
    const server = serve(
      { fetch: app.fetch, port: listen.port, hostname: listen.host, serverOptions: { requestTimeout: 10_000 } },
      (info: AddressInfo) =>
        resolve({
          url: `http://${listen.host.includes(':') ? `[${listen.host}]` : listen.host}:${info.port}`,
          close: () =>
            new Promise<void>((done) => {
              server.close(() => done())
              if ('closeAllConnections' in server) server.closeAllConnections()
            }),
        }),
    )
    server.once('error', reject)
  })
}
