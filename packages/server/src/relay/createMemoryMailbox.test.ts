import { describe, expect, it } from 'vitest'
import { createMemoryMailbox } from './createMemoryMailbox.ts'
import type { StoredMessage } from './Mailbox.ts'

const message = (hash: string, publishedAt: number, expiresAt: number, publisher = 'p'): StoredMessage => ({
  topic: 't',
  message: hash,
  publishedAt,
  tag: 1,
  expiresAt,
  hash,
  publisher,
})

describe('memory mailbox', () => {
  it('orders by publish time, stores a message once, hides acked, own and expired messages, sweeps', async () => {
    const box = createMemoryMailbox()
    expect(await box.put(message('b', 2, 100))).toBe(true)
    expect(await box.put(message('a', 1, 10))).toBe(true)
    expect(await box.put(message('b', 3, 100))).toBe(false)
    expect((await box.pending('t', 'c', 5)).map((m) => m.hash)).toEqual(['a', 'b'])
    expect(await box.pending('t', 'p', 5)).toEqual([])
    await box.ack('t', 'a', 'c')
    expect((await box.pending('t', 'c', 5)).map((m) => m.hash)).toEqual(['b'])
    expect((await box.pending('t', 'd', 10)).map((m) => m.hash)).toEqual(['b'])
    await box.sweep(100)
    expect(await box.pending('t', 'd', 0)).toEqual([])
  })
})
