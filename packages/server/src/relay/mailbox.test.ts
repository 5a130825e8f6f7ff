import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config/loadConfig.ts'
import { silentLog } from '../log.ts'
import { type RunningServer, startServer } from '../startServer.ts'
import { type RawClientOptions, randomTopic, rawRelayClient, until } from '../test/rawRelayClient.ts'
import { subscriptionId } from './createRelay.ts'

let server: RunningServer
let relayUrl: string
beforeAll(async () => {
  server = await startServer(loadConfig({ PORT: '0', DATABASE_URL: 'memory' }), silentLog)
  relayUrl = `${server.url.replace('http', 'ws')}/relay`
})
afterAll(() => server?.close())

const connect = (options: RawClientOptions = {}) => rawRelayClient(relayUrl, options)
const topic = randomTopic

describe('relay mailbox', () => {
  it('keeps messages published while the peer is offline and delivers them on subscribe, in order, once', async () => {
    const t = topic()
    const dapp = await connect()
    for (const message of ['m1', 'm2', 'm3']) {
      const answer = await dapp.call('irn_publish', { topic: t, message, ttl: 300, tag: 1108, prompt: false })
      expect(answer.result).toBe(true)
    }
    await dapp.call('irn_publish', { topic: t, message: 'm2', ttl: 300, tag: 1108 }) // same message: stored once
    const wallet = await connect()
    const sub = await wallet.call('irn_subscribe', { topic: t })
    expect(sub.result).toBe(subscriptionId(t, wallet.clientId))
    await until(() => wallet.deliveries().length === 3, 'deliveries')
    expect(wallet.deliveries().map((d) => d?.message)).toEqual(['m1', 'm2', 'm3'])
    expect(wallet.frames.find((f) => f.method === 'irn_subscription')?.params?.id).toBe(
      subscriptionId(t, wallet.clientId),
    )
    // a second subscription after acks brings nothing again
    await wallet.call('irn_unsubscribe', { topic: t, id: sub.result })
    await wallet.call('irn_subscribe', { topic: t })
    await new Promise((r) => setTimeout(r, 100))
    expect(wallet.deliveries()).toHaveLength(3)
    dapp.close()
    wallet.close()
  })

  it('never echoes a message to its publisher, and delivers live to subscribers', async () => {
    const t = topic()
    const a = await connect()
    const b = await connect()
    await a.call('irn_subscribe', { topic: t })
    await b.call('irn_subscribe', { topic: t })
    await a.call('irn_publish', { topic: t, message: 'from-a', ttl: 300, tag: 1 })
    await until(() => b.deliveries().length === 1, 'live delivery')
    await new Promise((r) => setTimeout(r, 100))
    expect(a.deliveries()).toEqual([])
    a.close()
    b.close()
  })

  it('echoes 19-digit request ids exactly and keeps its own ids below 2^53', async () => {
    const t = topic()
    const a = await connect()
    const b = await connect()
    const answer = await a.call('irn_subscribe', { topic: t })
    expect(answer.raw).toMatch(/^\{"id":17000000000000000\d\d,/)
    await b.call('irn_publish', { topic: t, message: 'x', ttl: 300, tag: 1 })
    await until(() => a.deliveries().length === 1)
    const pushed = a.frames.find((f) => f.method === 'irn_subscription')
    expect(Number.isSafeInteger(pushed?.id)).toBe(true)
    a.close()
    b.close()
  })

  it('redelivers until acknowledged', async () => {
    const t = topic()
    const lazy = await connect({ ack: false })
    const publisher = await connect()
    await lazy.call('irn_subscribe', { topic: t })
    await publisher.call('irn_publish', { topic: t, message: 'again', ttl: 300, tag: 1 })
    await until(() => lazy.deliveries().length === 1)
    // the redelivery interval is 5 s; reconnecting to the topic also redelivers what was never acked
    await lazy.call('irn_unsubscribe', { topic: t })
    await lazy.call('irn_subscribe', { topic: t })
    await until(() => lazy.deliveries().length === 2, 'redelivery')
    lazy.close()
    publisher.close()
  })

  it('does not offer publishers their own messages; a peer fetches them', async () => {
    const t = topic()
    const pub = await connect()
    await pub.call('irn_publish', { topic: t, message: 'short', ttl: 60, tag: 1 })
    const fetched = await pub.call('irn_fetchMessages', { topic: t })
    expect(fetched.result).toEqual({ messages: [], hasMore: false }) // own message is not offered back
    const peer = await connect()
    const got = await peer.call('irn_fetchMessages', { topic: t })
    expect((got.result as { messages: unknown[] }).messages).toHaveLength(1)
    pub.close()
    peer.close()
  })

  it('answers bad requests with JSON-RPC errors and keeps the connection', async () => {
    const c = await connect()
    expect((await c.call('irn_nope', {})).error?.code).toBe(-32601)
    expect((await c.call('irn_publish', { topic: 'bad topic!', message: 'x' })).error).toEqual({
      code: -32602,
      message: 'Invalid params: topic must be 1–128 letters, digits, _ or -',
    })
    expect((await c.call('irn_publish', { topic: topic(), message: 'x'.repeat(550_000) })).error?.code).toBe(-32001)
    expect((await c.call('irn_subscribe', { topic: topic() })).result).toMatch(/^[0-9a-f]{64}$/)
    c.close()
  })

  it.each([
    ['a forged signature', { forge: true }, 'auth token signature invalid'],
    ['an expired token', { iat: Math.floor(Date.now() / 1000) - 10_000, ttl: 60 }, 'auth token expired'],
    [
      'another audience',
      { aud: 'wss://relay.example.com' },
      'auth token audience wss://relay.example.com is not this relay',
    ],
  ])('closes the socket with 3000 for %s', async (_name, options, reason) => {
    const c = await connect(options)
    await until(() => c.closed() !== undefined, 'close')
    expect(c.closed()).toEqual({ code: 3000, reason })
  })
})
