import { createServer, type Server } from 'node:http'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  interface ProvidedContext {
    /** The loopback URL of the run's smart-chains coordinator (see `sharedTestSmartChains`). */
    gangwaySmartChains: string
  }
}

/** What the coordinator answers: the chains (id, RPC URL) and their bundlers. */
export type SharedSmartChainsInfo = { chains: { id: number; rpcUrl: string }[]; bundlerUrls: Record<number, string> }

/**
 * Vitest global setup (root `vitest.config.ts`): a tiny loopback HTTP coordinator in vitest's main process that
 * starts ONE set of smart-account test chains + bundlers (`startTestSmartChains`) the first time any test file
 * asks (`POST /acquire`, from `sharedTestSmartChains()`), hands the same URLs to every later caller, and stops
 * them when the run ends. A run whose tests never ask starts nothing (the coordinator alone costs ~1 ms).
 */
export default async function setup(project: TestProject) {
  let started: Promise<{ info: SharedSmartChainsInfo; stop(): Promise<void> }> | undefined
  const acquire = () => {
    started ??= import('./startTestSmartChains.ts').then(async ({ startTestSmartChains }) => {
      const smart = await startTestSmartChains()
      const chains = smart.chains.map((c) => ({ id: c.id, rpcUrl: c.rpcUrls.default.http[0] as string }))
      return { info: { chains, bundlerUrls: smart.bundlerUrls }, stop: smart.stop }
    })
    return started
  }
  const server: Server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/acquire') {
      res.writeHead(404).end()
      return
    }
    acquire().then(
      ({ info }) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(info)),
      (error: unknown) => {
        started = undefined // a later caller may try again
        res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error))
      },
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  project.provide('gangwaySmartChains', `http://127.0.0.1:${port}`)
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    if (started) await (await started.catch(() => undefined))?.stop()
  }
}
