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
