import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomTopic, rawRelayClient, until } from '../test/rawRelayClient.ts'
import { admissions, refusals, shopProject } from '../test/relayAccessCases.ts'
import { startTestRelay, testProject } from '../test/startTestRelay.ts'

let relay: Awaited<ReturnType<typeof startTestRelay>>
beforeAll(async () => {
  relay = await startTestRelay({ projects: [testProject(), shopProject] })
})
afterAll(() => relay?.close())

describe('relay access (issue 23)', () => {
  it.each(refusals)('refuses %s: close 3000 with the reason, nothing stored', async (_name, options, reason) => {
    const topic = randomTopic()
    const refused = await rawRelayClient(relay.url, {
      ...options,
      // tries to publish before the relay can say no
      onOpen: (ws) =>
        ws.send(
          JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_publish', params: { topic, message: 'x', ttl: 300 } }),
        ),
    })
    expect(await refused.waitClosed()).toEqual({ code: 3000, reason })
    expect(refused.frames).toEqual([])
    expect(await relay.mailbox.usage(`client:${refused.clientId}`)).toBe(0)
    const peer = await rawRelayClient(relay.url)
    expect((await peer.call('irn_fetchMessages', { topic })).result).toEqual({ messages: [], hasMore: false })
    peer.close()
  })

  it.each(admissions)('admits %s: it subscribes, receives and publishes', async (_name, options) => {
    const topic = randomTopic()
    const origin = options.origin === 'own' ? relay.httpUrl : options.origin
    const client = await rawRelayClient(relay.url, { ...options, ...(origin ? { origin } : {}) })
    const peer = await rawRelayClient(relay.url)
    expect((await client.call('irn_subscribe', { topic })).result).toMatch(/^[0-9a-f]{64}$/)
    await peer.call('irn_subscribe', { topic })
    expect((await peer.call('irn_publish', { topic, message: 'to-client', ttl: 300 })).result).toBe(true)
    await until(() => client.deliveries().length === 1, 'delivery to the admitted client')
    expect((await client.call('irn_publish', { topic, message: 'from-client', ttl: 300 })).result).toBe(true)
    await until(() => peer.deliveries().length === 1, 'delivery from the admitted client')
    expect(client.deliveries()[0]?.message).toBe('to-client')
    expect(peer.deliveries()[0]?.message).toBe('from-client')
    expect(client.closed()).toBeUndefined()
    client.close()
    peer.close()
  })
})
