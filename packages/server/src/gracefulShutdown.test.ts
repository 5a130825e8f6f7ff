import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pairOfficialClients } from './test/pairOfficialClients.ts'
import { type RawRelayClient, randomTopic, rawRelayClient, until } from './test/rawRelayClient.ts'
import { startSlowUpstream } from './test/slowUpstream.ts'
import { type SpawnedServer, spawnServer } from './test/spawnServer.ts'
import { startReadyBalancer } from './test/startReadyBalancer.ts'
import { startRoundRobinProxy } from './test/startRoundRobinProxy.ts'
import { startTestPostgres, type TestPostgres } from './test/startTestPostgres.ts'
import { startTestRedis } from './test/startTestRedis.ts'

process.env.IS_VITEST = 'true'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const ANALYTICS_PROJECT = {
  id: 'counted',
  name: 'Counted',
  allowedOrigins: ['*'],
  features: {},
  analyticsEnabled: true,
}

/**
 * Issue 39 item 4: a node of two (one PostgreSQL, one Redis) gets SIGTERM while clients keep writing through
 * the load balancers. Every write that was acknowledged is kept; none fails; a request in flight on the
 * stopping node finishes; its relay clients are closed with 1001 and reconnect to the other node, where they
 * get every message acknowledged to its publisher.
 */
describe('SIGTERM on one of two nodes under load', () => {
  let postgres: TestPostgres
  let redis: Awaited<ReturnType<typeof startTestRedis>>
  let databaseUrl: string
  const nodes: SpawnedServer[] = []
  let slow: Awaited<ReturnType<typeof startSlowUpstream>>
  let http: Awaited<ReturnType<typeof startReadyBalancer>>
  let tcp: Awaited<ReturnType<typeof startRoundRobinProxy>>
  const relayOf = (url: string) => `${url.replace('http://', 'ws://')}/relay`

  beforeAll(async () => {
    ;[postgres, redis, slow] = await Promise.all([startTestPostgres(), startTestRedis(), startSlowUpstream(1500)])
    databaseUrl = await postgres.createDatabase(`sigterm${process.pid}`)
    const env = (relayUrls: string) => ({
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      SEED_PROJECTS: JSON.stringify([ANALYTICS_PROJECT]),
      RPC_UPSTREAMS: JSON.stringify({ 'eip155:31337': slow.url }),
      RATE_LIMIT_PER_MINUTE: '100000',
      RATE_LIMIT_PER_IP_PER_MINUTE: '100000',
      EVENTS_PER_IP_PER_MINUTE: '100000',
      RELAY_PUBLISHES_PER_SECOND: '1000',
      RELAY_PUBLIC_URLS: relayUrls,
      SHUTDOWN_DELAY_MS: '1500',
      GANGWAY_MASTER_KEY: Buffer.alloc(32, 9).toString('base64'),
    })
    // the balancer's address must be an audience of the relay tokens: ports first, then the nodes
    const { freePort } = await import('@gangway/devnet/freePort')
    const ports = [await freePort(), await freePort()]
    tcp = await startRoundRobinProxy(ports, { skipRefused: true })
    const audiences = [`ws://127.0.0.1:${tcp.port}/relay`, ...ports.map((p) => `ws://127.0.0.1:${p}/relay`)].join(',')
    // one after the other: both migrate the same database
    for (const port of ports) nodes.push(await spawnServer({ ...env(audiences), PORT: String(port) }, 120_000))
    http = await startReadyBalancer(nodes.map((n) => n.url))
  }, 300_000)

  afterAll(async () => {
    await http?.close()
    await tcp?.close()
    await Promise.all(nodes.map((n) => n.stop()))
    await slow?.close()
    await redis?.stop()
    await postgres?.stop()
  })

  it('keeps every acknowledged write and relay message, finishes requests in flight, moves relay clients to the other node', async () => {
    const [a, b] = nodes as [SpawnedServer, SpawnedServer]
    // the official clients, through the TCP balancer: one lands on each node
    const relay = `ws://127.0.0.1:${tcp.port}/relay`
    const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const { dapp, wallet, session, close } = await pairOfficialClients(relay, 'sigterm', account)
    wallet.on('session_request', async ({ topic, id, params }) => {
      await wallet.respondSessionRequest({
        topic,
        response: { id, jsonrpc: '2.0', result: `signed:${(params.request.params as string[])[0]}` },
      })
    })
    const sign = (text: string) =>
      dapp.request<string>({
        topic: session.topic,
        chainId: 'eip155:31337',
        request: { method: 'personal_sign', params: [text, account] },
      })
    expect(await sign('before')).toBe('signed:before')

    // a raw subscriber on the node that will stop, a publisher on the other, acknowledging as they go
    const topic = randomTopic()
    let subscriber: RawRelayClient = await rawRelayClient(relayOf(a.url))
    await subscriber.call('irn_subscribe', { topic })
    const received = new Set<string>()
    const collect = (c: RawRelayClient) =>
      setInterval(() => {
        for (const d of c.deliveries()) received.add(d?.message as string)
      }, 20)
    let collecting = collect(subscriber)
    const publisher = await rawRelayClient(relayOf(b.url))
    const acknowledged: string[] = []
    let publishing = true
    const publishes = (async () => {
      for (let i = 0; publishing; i++) {
        const message = `m${i}`
        const answer = await publisher.call('irn_publish', { topic, message, ttl: 300, tag: 1 }).catch(() => undefined)
        if (answer?.result === true) acknowledged.push(message)
        await sleep(15)
      }
    })()

    // HTTP writes through the balancer: analytics events, each with its own id
    const answered: { id: string; status: number }[] = []
    let writing = true
    let serial = 0
    const writer = async () => {
      while (writing) {
        const id = `e${++serial}`
        const res = await fetch(`${http.url}/e?projectId=counted`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ eventId: id, timestamp: Date.now(), props: { event: 'MODAL_OPEN' } }),
        }).catch(() => undefined)
        answered.push({ id, status: res?.status ?? 0 })
        await res?.arrayBuffer().catch(() => undefined)
      }
    }
    const writers = Array.from({ length: 6 }, writer)
    await sleep(1000)
    const servedByABefore = http.served[0] ?? 0

    // a request in flight on the node when it gets the signal (the upstream takes 1.5 s to answer)
    const inFlight = fetch(`${a.url}/v1?chainId=eip155:31337&projectId=local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
    })
    await slow.received()
    const closedCode = subscriber.waitClosed()
    a.child.kill('SIGTERM')
    const exitCode = new Promise<number | null>((resolve) => a.child.once('exit', (code) => resolve(code)))

    const slowAnswer = await inFlight
    expect(slowAnswer.status).toBe(200)
    expect(await slowAnswer.json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0x7a69' })
    // the relay sockets of the stopping node are closed with 1001: the official clients reconnect at once
    expect(await closedCode).toEqual({ code: 1001, reason: 'relay shutting down' })
    expect(await exitCode).toBe(0)
    clearInterval(collecting)
    for (const d of subscriber.deliveries()) received.add(d?.message as string)
    // the raw subscriber does what the official client does: reconnect (the balancer skips the stopped
    // node) as the same client id, subscribe again, and get what it had not acknowledged
    subscriber = await rawRelayClient(relay, { keyPair: subscriber.keyPair })
    collecting = collect(subscriber)
    await subscriber.call('irn_subscribe', { topic })
    await sleep(1500)
    writing = false
    publishing = false
    await Promise.all([...writers, publishes])

    // the official clients still work, the one that was on the stopped node through the other
    expect(await sign('after')).toBe('signed:after')

    // every acknowledged relay message reached the subscriber
    await until(() => acknowledged.every((m) => received.has(m)), 'every acknowledged message', 15_000)
    clearInterval(collecting)
    expect(acknowledged.length).toBeGreaterThan(20)

    // no HTTP write failed, and every accepted one is stored, once
    expect(answered.filter((w) => w.status !== 202)).toEqual([])
    expect(servedByABefore).toBeGreaterThan(0)
    expect((http.served[1] ?? 0) > 0).toBe(true)
    const db = new pg.Client({ connectionString: databaseUrl })
    await db.connect()
    const stored = await db.query<{ event_id: string }>(
      "select event_id from analytics_events where project_id = 'counted'",
    )
    await db.end()
    const ids = stored.rows.map((r) => r.event_id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.sort()).toEqual(answered.map((w) => w.id).sort())
    expect(a.output()).toContain('"msg":"stopping"')
    expect(a.output()).toContain('"msg":"stopped"')

    subscriber.close()
    publisher.close()
    await close()
  }, 180_000)
})
