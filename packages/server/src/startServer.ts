import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createApp } from './createApp.ts'

export type RunningServer = { url: string; close(): Promise<void> }

/** Listens on host:port (port 0 picks a free one); `close()` stops accepting and waits for open requests. */
export function startServer({ port, host }: { port: number; host: string }): Promise<RunningServer> {
  const app = createApp()
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: host }, (info: AddressInfo) => {
      resolve({
        url: `http://${host}:${info.port}`,
        close: () => new Promise<void>((done, fail) => server.close((error) => (error ? fail(error) : done()))),
      })
    })
    server.once('error', reject)
  })
}
