import { freePort } from '@gangway/devnet/freePort'
import { generateKeyPair } from '@walletconnect/relay-auth'
import { createClient } from 'redis'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { pairOfficialClients } from '../test/pairOfficialClients.ts'
import { type RawRelayClient, randomTopic, rawRelayClient, until } from '../test/rawRelayClient.ts'
import { admissions, refusals, shopProject } from '../test/relayAccessCases.ts'
import { startRoundRobinProxy } from '../test/startRoundRobinProxy.ts'
import { startServerProcess } from '../test/startServerProcess.ts'
import { startTestRedis } from '../test/startTestRedis.ts'

process.env.IS_VITEST = 'true'

let redis: Awaited<ReturnType<typeof startTestRedis>>
const running = new Set<{ stop(): Promise<void> }>()
const clients: RawRelayClient[] = []
beforeAll(async () => {
  redis = await startTestRedis()
})
afterEach(() => {
  for (const c of clients.splice(0)) c.close()
})
afterAll(async () => {
  for (const r of running) await r.stop()
  await redis?.stop()
})

/**
 * Two relay processes (the server's entry point) on one Redis, behind a round-robin TCP proxy: each new
 * socket through `url` lands on the other node. `a` and `b` are the nodes' own URLs.
 */
async function twoNodes(env: Record<string, string> = {}, ports?: [number, number]) {
  const flush = createClient({ url: redis.url })
  await flush.connect()
  if (!ports) await flush.flushAll()
  await flush.quit()
  const [pa, pb] = ports ?? [await freePort(), await freePort()]
  const proxy = await startRoundRobinProxy([pa, pb])
  const url = `ws://127.0.0.1:${proxy.port}/relay`
  const a = `ws://127.0.0.1:${pa}/relay`
  const b = `ws://127.0.0.1:${pb}/relay`
  const nodeEnv = {
    REDIS_URL: redis.url,
    RELAY_PUBLIC_URLS: [url, a, b].join(','),
    SEED_PROJECTS: JSON.stringify([shopProject]),
    ...env,
  }
  const nodes = await Promise.all([startServerProcess(nodeEnv, [], pa), startServerProcess(nodeEnv, [], pb)])
  const pair = {
    url,
    a,
    b,
    ports: [pa, pb] as [number, number],
    async stop() {
      running.delete(pair)
      await proxy.close()
      await Promise.all(nodes.map((n) => n.stop()))
    },
  }
  running.add(pair)
  return pair
}

const connect = async (url: string, options: Parameters<typeof rawRelayClient>[1] = {}) => {
  const c = await rawRelayClient(url, options)
  clients.push(c)
  return c
}

describe('relay scale-out through Redis', () => {
  let nodes: Awaited<ReturnType<typeof twoNodes>>
  beforeAll(async () => {
    nodes = await twoNodes()
  }, 400_000)

  it('pairs an official dapp and wallet that land on different nodes behind the round-robin proxy', async () => {
    const { session, close } = await pairOfficialClients(
      nodes.url,
      'scale',
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    )
    expect(session.namespaces.eip155?.accounts).toHaveLength(1)
    await close()
  }, 180_000)

  it('refuses and admits exactly alike on both nodes (issue 23)', async () => {
    const { a, b } = nodes
    for (const [name, options, reason] of refusals) {
      for (const node of [a, b]) {
        const refused = await connect(node, options)
        expect({ name, node, closed: await refused.waitClosed() }).toEqual({
          name,
          node,
          closed: { code: 3000, reason },
        })
      }
    }
    for (const [name, options] of admissions) {
      const topic = randomTopic()
      const origin = options.origin === 'own' ? a.replace('ws://', 'http://').replace('/relay', '') : options.origin
      const onA = await connect(a, { ...options, ...(origin ? { origin } : {}) })
      await onA.call('irn_subscribe', { topic })
      const onB = await connect(b)
      expect((await onB.call('irn_publish', { topic, message: `for ${name}`, ttl: 300 })).result).toBe(true)
      await until(() => onA.deliveries().length === 1, `delivery across nodes to ${name}`)
      expect(onA.deliveries()[0]?.message).toBe(`for ${name}`)
    }
  }, 180_000)

  it('keeps a message published while the peer is offline across a restart of both relay processes', async () => {
    const { a, ports } = nodes
    const topic = 'ab'.repeat(32)
    const publisher = await connect(a)
    expect((await publisher.call('irn_publish', { topic, message: 'kept across restarts', ttl: 300 })).result).toBe(
      true,
    )
    publisher.close()
    await nodes.stop()

    const again = await twoNodes({}, ports)
    const peer = await connect(again.b)
    await peer.call('irn_subscribe', { topic })
    await until(() => peer.deliveries().length === 1, 'the kept message')
    expect(peer.deliveries().map((d) => d?.message)).toEqual(['kept across restarts'])
  }, 180_000)
})

describe('relay limits over two nodes', () => {
  it('holds byte quotas, connection caps, connect and publish rates over both nodes', async () => {
    const size = 1000 + 64 + 256
    const { url, a, b } = await twoNodes({
      RELAY_CLIENT_MAX_BYTES: String(size * 2),
      RELAY_MAILBOX_MAX_BYTES: String(size * 5),
      RELAY_CONNECTIONS_PER_CLIENT: '3',
      RELAY_CONNECTS_PER_MINUTE_PER_IP: '40',
      RELAY_PUBLISHES_PER_SECOND: '10',
    })
    const message = () => String(Math.random()).padEnd(1000, 'q')
    // one client id, one socket on each node: two messages in all, not two per node
    const first = await connect(a)
    const second = await connect(b, { keyPair: first.keyPair })
    expect((await first.call('irn_publish', { topic: randomTopic(), message: message(), ttl: 300 })).result).toBe(true)
    expect((await second.call('irn_publish', { topic: randomTopic(), message: message(), ttl: 300 })).result).toBe(true)
    expect(
      (await first.call('irn_publish', { topic: randomTopic(), message: message(), ttl: 300 })).error?.message,
    ).toBe(`Storage quota reached for this client (${size * 2} bytes until its messages expire)`)
    expect((await second.call('irn_publish', { topic: randomTopic(), message: message(), ttl: 300 })).error?.code).toBe(
      -32001,
    )
    // the whole mailbox: five messages over both nodes
    const others = await Promise.all([connect(a), connect(b), connect(a), connect(b)])
    const answers = []
    for (const c of others)
      answers.push(await c.call('irn_publish', { topic: randomTopic(), message: message(), ttl: 300 }))
    expect(answers.map((x) => x.result ?? x.error?.message)).toEqual([
      true,
      true,
      true,
      'Relay storage is full, try again later',
    ])
    // three sockets per client id over both nodes: the proxy alternates nodes
    const key = generateKeyPair()
    const same = await Promise.all(Array.from({ length: 6 }, () => connect(url, { keyPair: key })))
    await until(() => same.filter((c) => c.closed()).length === 3, 'three refusals')
    expect(same.filter((c) => c.closed()).map((c) => c.closed())).toEqual(
      Array(3).fill({ code: 1013, reason: 'Too many connections for this client' }),
    )
    // 40 new sockets a minute from this address over both nodes: 12 so far, 28 more pass, then no more
    const more = await Promise.all(Array.from({ length: 29 }, () => connect(url)))
    await until(() => more.some((c) => c.closed()), 'a refusal')
    expect(more.filter((c) => c.closed()).map((c) => c.closed())).toEqual([
      { code: 1013, reason: 'Too many connection attempts' },
    ])
    // 10 publishes a second for the client id on both nodes together: one opens a window, then 40 more
    // (20 through each node) come within it — 9 more pass, not 9 + 10 (the quota refuses some of those
    // that pass the rate; what counts here is who got past the rate)
    await new Promise((r) => setTimeout(r, 1100))
    const rated = (x: { error?: { message: string } }) => !x.error?.message.startsWith('Publish rate limit reached')
    const opening = await first.call('irn_publish', { topic: randomTopic(), message: message(), ttl: 300 })
    const started = Date.now()
    const burst = await Promise.all(
      [first, second].flatMap((c) =>
        Array.from({ length: 20 }, () => c.call('irn_publish', { topic: randomTopic(), message: 'r', ttl: 300 })),
      ),
    )
    expect(Date.now() - started).toBeLessThan(900) // all within the window the first one opened
    expect([opening, ...burst].filter(rated)).toHaveLength(10)
  }, 180_000)
})
