import { createServer, type Server } from 'node:http'
import { startTestChains } from '@gangway/devnet/testChains'
import { createWalletClient, http, parseEther } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SpawnedServer, spawnServer } from './test/spawnServer.ts'
import { startReadyBalancer } from './test/startReadyBalancer.ts'
import { startTestPostgres, type TestPostgres } from './test/startTestPostgres.ts'
import { startTestRedis } from './test/startTestRedis.ts'

type Listening = { server: Server; url: string }
const listen = (server: Server) =>
  new Promise<Listening>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` }),
    ),
  )

/** A JSON-RPC pass-through to the chain that counts the requests it passes (one node's chain traffic). */
async function countingUpstream(target: string) {
  const counter = { calls: 0 }
  const { server, url } = await listen(
    createServer(async (req, res) => {
      const chunks: Buffer[] = []
      for await (const c of req) chunks.push(c as Buffer)
      const body = Buffer.concat(chunks).toString()
      counter.calls++
      const answer = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
      res.writeHead(answer.status, { 'content-type': 'application/json' })
      res.end(await answer.text())
    }),
  )
  return { counter, server, url }
}

const until = async (check: () => Promise<boolean> | boolean, timeoutMs: number, what: string) => {
  const end = Date.now() + timeoutMs
  while (Date.now() < end) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`timed out waiting for ${what}`)
}

/**
 * Scale out: two API nodes on one PostgreSQL and one Redis behind a round-robin balancer that sends
 * requests to the nodes whose `/readyz` answers 200 (all on loopback).
 * Rate limits hold across the nodes; the activity indexer runs on exactly one of them, and when that one is
 * killed the other takes over.
 */
describe('two nodes on one PostgreSQL and Redis behind a round-robin proxy', () => {
  let postgres: TestPostgres
  let redis: Awaited<ReturnType<typeof startTestRedis>>
  let chains: Awaited<ReturnType<typeof startTestChains>>
  let upstreams: Awaited<ReturnType<typeof countingUpstream>>[]
  let nodes: SpawnedServer[]
  let proxy: Awaited<ReturnType<typeof startReadyBalancer>>
  const MNEMONIC = 'test test test test test test test test test test test junk'
  const receiver = '0x000000000000000000000000000000000000bEEF'

  beforeAll(async () => {
    ;[postgres, redis, chains] = await Promise.all([startTestPostgres(), startTestRedis(), startTestChains([31337])])
    const anvil = chains.chains[0]?.rpcUrls.default.http[0] as string
    upstreams = await Promise.all([countingUpstream(anvil), countingUpstream(anvil)])
    const databaseUrl = await postgres.createDatabase(`scale${process.pid}`)
    const env = (i: number) => ({
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      RPC_UPSTREAMS: JSON.stringify({ 'eip155:31337': upstreams[i]?.url }),
      INDEXER: 'on',
      INDEXER_POLL_MS: '200',
      RATE_LIMIT_PER_MINUTE: '10',
      RATE_LIMIT_PER_IP_PER_MINUTE: '40',
      TRUSTED_PROXIES: '127.0.0.1',
    })
    // one after the other: both migrate the same database
    nodes = [await spawnServer(env(0), 120_000)]
    nodes.push(await spawnServer(env(1), 120_000))
    proxy = await startReadyBalancer(nodes.map((n) => n.url))
  }, 300_000)

  afterAll(async () => {
    await proxy?.close()
    await Promise.all((nodes ?? []).map((n) => n.stop()))
    for (const u of upstreams ?? []) u.server.close()
    await chains?.stop()
    await redis?.stop()
    await postgres?.stop()
  })

  const get = (path: string, from: string) =>
    fetch(`${proxy.url}${path}`, { headers: { 'x-forwarded-for': from } }).then((r) => r.status)

  it('counts rate limits once for all nodes', async () => {
    const before = [...proxy.served]
    const one: number[] = []
    for (let i = 0; i < 30; i++) one.push(await get('/appkit/v1/config?projectId=local&clientId=same', '198.51.100.7'))
    expect(one.filter((s) => s === 200)).toHaveLength(10)
    expect(one.slice(10)).toEqual(Array(20).fill(429))
    // both nodes answered, half each
    expect(proxy.served.map((n, i) => n - (before[i] ?? 0))).toEqual([15, 15])
    // new client ids from the same address: only up to the per-address ceiling (40, 30 spent)
    const rotating: number[] = []
    for (let i = 0; i < 20; i++)
      rotating.push(await get(`/appkit/v1/config?projectId=local&clientId=c${i}`, '198.51.100.7'))
    expect(rotating.filter((s) => s === 200)).toHaveLength(10)
    // another address behind the same proxy has its own ceiling
    expect(await get('/appkit/v1/config?projectId=local&clientId=other', '203.0.113.4')).toBe(200)
  }, 60_000)

  it('runs the indexer on one node only, and on the other once that one is killed', async () => {
    const wallet = createWalletClient({
      account: mnemonicToAccount(MNEMONIC),
      chain: chains.chains[0],
      transport: http(chains.chains[0]?.rpcUrls.default.http[0]),
    })
    // polled often: each poll from another documentation address, so the per-address ceiling stays out of it
    let poll = 0
    const history = async () => {
      const res = await fetch(`${proxy.url}/v1/account/${receiver}/history?projectId=local&chainId=eip155:31337`, {
        headers: { 'x-forwarded-for': `192.0.2.${(poll++ % 250) + 1}` },
      })
      const body = (await res.json()) as { data?: { metadata: { hash: string } }[] }
      return (body.data ?? []).map((t) => t.metadata.hash)
    }
    const first = await wallet.sendTransaction({ chain: null, to: receiver, value: parseEther('0.1') })
    await until(async () => (await history()).includes(first), 60_000, 'the first transfer to be indexed')
    // over a while without API traffic to the chain, only one node's indexer polls it
    const calls = () => upstreams.map((u) => u.counter.calls)
    const start = calls()
    await new Promise((r) => setTimeout(r, 3000))
    const during = calls().map((n, i) => n - (start[i] ?? 0))
    const leader = during.findIndex((n) => n > 0)
    expect(leader).toBeGreaterThanOrEqual(0)
    expect(during.filter((n) => n > 0)).toHaveLength(1)
    const other = 1 - leader
    // the leader dies without a word; the other node takes the lock and indexes what comes next
    await nodes[leader]?.kill()
    const second = await wallet.sendTransaction({ chain: null, to: receiver, value: parseEther('0.2') })
    const otherBefore = upstreams[other]?.counter.calls ?? 0
    await until(async () => (await history()).includes(second), 60_000, 'the takeover to index the second transfer')
    expect(upstreams[other]?.counter.calls ?? 0).toBeGreaterThan(otherBefore)
    expect(nodes[other]?.output()).toContain('leader: this node runs the background work')
  }, 120_000)
})
