import { afterEach, describe, expect, it } from 'vitest'
import { type RawRelayClient, randomTopic, rawRelayClient } from '../test/rawRelayClient.ts'
import { startTestRelay } from '../test/startTestRelay.ts'

let relay: Awaited<ReturnType<typeof startTestRelay>> | undefined
const open: RawRelayClient[] = []
afterEach(async () => {
  for (const c of open.splice(0)) c.close()
  await relay?.close()
  relay = undefined
})

describe('relay pings', () => {
  it('pings every socket once an interval, in groups, and ends one that stopped answering', async () => {
    relay = await startTestRelay({ pingIntervalMs: 300 })
    const { url } = relay
    // 20 sockets answering pings and one that does not (a peer gone without a FIN)
    const live = await Promise.all(Array.from({ length: 20 }, () => rawRelayClient(url)))
    const silent = await rawRelayClient(url, { autoPong: false })
    open.push(...live, silent)
    const pings = new Map<RawRelayClient, number[]>()
    for (const c of [...live, silent]) {
      pings.set(c, [])
      c.ws.on('ping', () => pings.get(c)?.push(performance.now()))
    }
    const topic = randomTopic()
    await live[0]?.call('irn_subscribe', { topic })
    const started = performance.now()
    await silent.waitClosed()
    // ended by the relay (1006: terminated, no close frame) after one unanswered ping and one interval more
    expect(silent.closed()?.code).toBe(1006)
    expect(performance.now() - started).toBeLessThan(3000)
    await new Promise((r) => setTimeout(r, 700))
    expect(live.every((c) => !c.closed())).toBe(true)
    // every live socket pinged about once per 300 ms, and not all in the same instant
    const counts = live.map((c) => pings.get(c)?.length ?? 0)
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(2)
    const firsts = new Set(live.map((c) => Math.round((pings.get(c)?.[0] ?? 0) / 10)))
    expect(firsts.size).toBeGreaterThan(1)
    // and the relay still answers them
    expect((await live[0]?.call('irn_publish', { topic, message: 'still here', ttl: 300 }))?.result).toBe(true)
  })
})
