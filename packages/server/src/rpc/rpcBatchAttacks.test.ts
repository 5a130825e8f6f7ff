import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { startTestChains } from '@gangway/devnet/testChains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../createApp.ts'
import { type OpenDatabase, openDatabase } from '../db/openDatabase.ts'
import { LOCAL_PROJECT } from '../projects/ProjectInput.ts'
import { projectStore } from '../projects/projectStore.ts'
import { serveApp } from '../test/serveApp.ts'
import { testConfig } from '../test/testConfig.ts'

let chains: Awaited<ReturnType<typeof startTestChains>>
let database: OpenDatabase
/** A pass-through in front of the chain that counts the JSON-RPC calls reaching it. */
let counter: { server: Server; url: string; calls: number }

beforeAll(async () => {
  chains = await startTestChains([31337])
  const chain = chains.chains[0]?.rpcUrls.default.http[0] as string
  const state = { calls: 0 }
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString()
    const parsed = JSON.parse(body) as unknown
    state.calls += Array.isArray(parsed) ? parsed.length : 1
    const upstream = await fetch(chain, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    res.writeHead(upstream.status, { 'content-type': 'application/json' })
    res.end(await upstream.text())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  counter = {
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get calls() {
      return state.calls
    },
    set calls(value: number) {
      state.calls = value
    },
  }
  database = await openDatabase({ kind: 'pglite', dataDir: undefined })
  await projectStore(database.db).create(LOCAL_PROJECT)
}, 60_000)
afterAll(async () => {
  counter?.server.close()
  await chains?.stop()
  await database?.close()
})

const batch = (n: number) => Array.from({ length: n }, (_, i) => ({ jsonrpc: '2.0', id: i, method: 'eth_chainId' }))

/**
 * Issue 33 item 9, against the whole app over loopback HTTP: one request of 4,000 calls became 4,000 calls at
 * the chain, counted as one request. Now a batch holds at most 100 calls and each call counts against the
 * per-address ceiling and the per-client limit.
 */
describe('RPC batches under attack', () => {
  it('a batch of 4,000 calls is refused before the chain sees any; 100 pass', async () => {
    const server = await serveApp(
      createApp({ db: database.db, config: testConfig({ rpcUpstreams: { 'eip155:31337': counter.url } }) }),
    )
    try {
      const post = (body: unknown) =>
        fetch(`${server.url}/v1?chainId=eip155:31337&projectId=local`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      counter.calls = 0
      const huge = await post(batch(4000))
      expect(huge.status).toBe(400)
      expect(await huge.json()).toEqual({
        jsonrpc: '2.0',
        id: null,
        error: { code: -32600, message: 'A batch may hold at most 100 calls; this one has 4000' },
      })
      expect(counter.calls).toBe(0)
      const full = await post(batch(100))
      expect(full.status).toBe(200)
      expect(((await full.json()) as unknown[]).length).toBe(100)
      expect(counter.calls).toBe(100)
    } finally {
      await server.close()
    }
  })

  it('each call of a batch counts against the per-client limit and the per-address ceiling', async () => {
    for (const config of [{ rateLimitPerMinute: 250 }, { rateLimitPerIpPerMinute: 250 }]) {
      const server = await serveApp(
        createApp({
          db: database.db,
          config: testConfig({ rpcUpstreams: { 'eip155:31337': counter.url }, ...config }),
        }),
      )
      try {
        const post = () =>
          fetch(`${server.url}/v1?chainId=eip155:31337&projectId=local&clientId=one`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(batch(100)),
          })
        counter.calls = 0
        expect((await post()).status).toBe(200)
        expect((await post()).status).toBe(200)
        // 200 calls counted; 100 more would pass 250
        const refused = await post()
        expect(refused.status, JSON.stringify(config)).toBe(429)
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
        expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Rate Limited' })
        expect(counter.calls).toBe(200)
      } finally {
        await server.close()
      }
    }
  })
})
