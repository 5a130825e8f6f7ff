import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { mailboxContract } from '../test/mailboxContract.ts'
import { createMemoryMailbox } from './createMemoryMailbox.ts'
import type { StoredMessage } from './Mailbox.ts'

describe('memory mailbox', () => {
  mailboxContract(async () => createMemoryMailbox())

  it('keeps nothing of a delivered message until its ttl ends (it is garbage at once, not 30 s later)', async () => {
    // the collector on demand, for this check only
    setFlagsFromString('--expose-gc')
    const gc = runInNewContext('gc') as () => void
    const box = createMemoryMailbox()
    const refs: WeakRef<StoredMessage>[] = []
    // made in a function of their own, so no variable of this test holds the last one
    const put = async (i: number) => {
      const m: StoredMessage = {
        topic: `topic${i % 5}`,
        message: `message ${i}`,
        publishedAt: Date.now(),
        tag: 1,
        expiresAt: Date.now() + 3_600_000,
        hash: `h${i}`,
        publisher: 'dapp',
      }
      refs.push(new WeakRef(m))
      await box.put(m, [{ key: 'mailbox', limit: 1_000_000 }])
    }
    for (let i = 0; i < 50; i++) await put(i)
    for (let i = 0; i < 50; i++) await box.ack(`topic${i % 5}`, `h${i}`, 'wallet')
    expect(await box.usage('mailbox')).toBe(0)
    await new Promise((r) => setImmediate(r))
    gc()
    expect(refs.filter((r) => r.deref() !== undefined)).toHaveLength(0)
  })
})

describe('memory mailbox tidy', () => {
  it('counts a message against a budget and files it in a topic that a sweep during its put tidied away', async () => {
    let t = 1_000_000
    const box = createMemoryMailbox(() => t)
    const message = (topic: string, hash: string, ttl: number): StoredMessage => ({
      topic,
      message: 'x'.repeat(40),
      publishedAt: t,
      tag: 1,
      expiresAt: t + ttl,
      hash,
      publisher: 'dapp',
    })
    const ip = { key: 'ip:1', limit: 300 }
    // the address's budget filled by a message that expires; a topic and a client budget left empty
    expect(await box.put(message('old', 'h1', 1_000), [ip])).toEqual({ kind: 'stored' })
    expect(await box.put(message('full', 'h0', 1_000), [ip])).toEqual({ kind: 'refused', key: 'ip:1' })
    expect(await box.put(message('t', 'h2', 60_000), [{ key: 'client:c', limit: 1_000 }])).toEqual({ kind: 'stored' })
    await box.ack('t', 'h2', 'wallet')
    expect(await box.usage('client:c')).toBe(0)
    // past the tidy: the put is refused at first, sweeps (and tidies), then fits
    t += 11_000
    const m = message('t', 'h3', 60_000)
    expect(await box.put(m, [ip, { key: 'client:c', limit: 1_000 }])).toEqual({ kind: 'stored' })
    expect(await box.usage('client:c')).toBeGreaterThan(0)
    expect(await box.usage('client:c')).toBe(await box.usage('ip:1'))
    expect(await box.pending('t', 'wallet', t)).toEqual([m])
  })
})
