import { createServer, type Server } from 'node:http'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  interface ProvidedContext {
    /** The loopback URL of the run's Bitcoin node coordinator (see `sharedTestBitcoin`). */
    gangwayBitcoin: string
  }
}

/**
 * Vitest global setup (root `vitest.config.ts`): a loopback coordinator in vitest's main process that starts ONE
 * bcoin regtest node (`startBitcoin` on a free port) the first time a test file asks (`POST /acquire`, from
 * `sharedTestBitcoin()`), gives every later caller the same RPC URL, and stops it when the run ends. A run
 * whose tests never ask starts nothing.
 */
export default async function setup(project: TestProject) {
  let started: Promise<{ rpcUrl: string; stop(): Promise<void> }> | undefined
  const acquire = () => {
    started ??= (async () => {
      const [{ startBitcoin }, { freePort }] = await Promise.all([
        import('./startBitcoin.ts'),
        import('../freePort.ts'),
      ])
      return startBitcoin({ port: await freePort() })
    })()
    return started
  }
  const server: Server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/acquire') {
      res.writeHead(404).end()
      return
    }
    acquire().then(
      ({ rpcUrl }) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ rpcUrl })),
      (error: unknown) => {
        started = undefined
        res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error))
      },
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  project.provide('gangwayBitcoin', `http://127.0.0.1:${port}`)
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    if (started) await (await started.catch(() => undefined))?.stop()
  }
}
