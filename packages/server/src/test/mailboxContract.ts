import { expect, it } from 'vitest'
import { type Mailbox, MESSAGE_OVERHEAD_BYTES, type StoredMessage } from '../relay/Mailbox.ts'

let serial = 0

/** What every mailbox (memory, Redis) must do; `make` answers a fresh one. Uses short real ttls. */
export function mailboxContract(make: () => Promise<Mailbox>) {
  const topic = () => `t${process.pid}x${++serial}`
  const message = (t: string, hash: string, publishedAt: number, ttlMs = 60_000, publisher = 'p'): StoredMessage => ({
    topic: t,
    message: hash.padEnd(100 - t.length, '.'),
    publishedAt,
    tag: 1,
    expiresAt: Date.now() + ttlMs,
    hash,
    publisher,
  })
  const budget = [{ key: 'mailbox', limit: 1_000_000 }]

  it('orders by publish time, stores a message once, hides own and expired messages, drops what the peer received', async () => {
    const box = await make()
    const t = topic()
    expect(await box.put(message(t, 'b', 2), budget)).toEqual({ kind: 'stored' })
    // 'a' expires first — 1 s on, longer than the reads below take even on a loaded machine (200 ms
    // ran out before them once, a store with expiry of its own — Redis — then dropping it early)
    const a = message(t, 'a', 1, 1000)
    expect(await box.put(a, budget)).toEqual({ kind: 'stored' })
    expect(await box.put(message(t, 'c', 3), budget)).toEqual({ kind: 'stored' })
    expect(await box.put(message(t, 'b', 4), budget)).toEqual({ kind: 'duplicate' })
    const now = Date.now()
    expect((await box.pending(t, 'x', now)).map((m) => m.hash)).toEqual(['a', 'b', 'c'])
    expect(await box.pending(t, 'p', now)).toEqual([])
    expect((await box.pending(t, 'x', now, { limit: 1 })).map((m) => m.hash)).toEqual(['a'])
    expect((await box.pending(t, 'x', now, { skip: (h) => h === 'a' })).map((m) => m.hash)).toEqual(['b', 'c'])
    // the publisher's own acknowledgement changes nothing; the peer's removes the message
    await box.ack(t, 'b', 'p')
    expect((await box.get(t, 'b'))?.publisher).toBe('p')
    await box.ack(t, 'b', 'x')
    expect(await box.get(t, 'b')).toBeUndefined()
    expect((await box.pending(t, 'y', now)).map((m) => m.hash)).toEqual(['a', 'c'])
    await new Promise((r) => setTimeout(r, Math.max(0, a.expiresAt - Date.now()) + 50))
    await box.sweep(Date.now())
    expect((await box.pending(t, 'y', Date.now())).map((m) => m.hash)).toEqual(['c'])
    expect(await box.get(t, 'a')).toBeUndefined()
  })

  it('counts every message against its budgets, refuses past one, and gives the bytes back on expiry', async () => {
    const box = await make()
    const t = topic()
    const size = 100 + MESSAGE_OVERHEAD_BYTES
    const mine = `client:${t}`
    const charges = [
      { key: `mailbox:${t}`, limit: size * 10 },
      { key: mine, limit: size * 2 },
    ]
    expect(await box.put(message(t, 'm1', 1, 300), charges)).toEqual({ kind: 'stored' })
    expect(await box.put(message(t, 'm2', 2, 300), charges)).toEqual({ kind: 'stored' })
    expect(await box.put(message(t, 'm3', 3), charges)).toEqual({ kind: 'refused', key: mine })
    expect(await box.usage(mine)).toBe(size * 2)
    expect(await box.pending(t, 'x', Date.now())).toHaveLength(2)
    // another client still has room in the shared budget
    const other = [charges[0] as { key: string; limit: number }, { key: `client:${t}-b`, limit: size * 2 }]
    expect(await box.put(message(t, 'n1', 4), other)).toEqual({ kind: 'stored' })
    expect(await box.usage(`mailbox:${t}`)).toBe(size * 3)
    await new Promise((r) => setTimeout(r, 400))
    await box.sweep(Date.now())
    expect(await box.put(message(t, 'm3', 5), charges)).toEqual({ kind: 'stored' })
    expect(await box.usage(mine)).toBe(size)
    expect(await box.usage(`mailbox:${t}`)).toBe(size * 2)
    // received by the peer: the bytes come back at once
    await box.ack(t, 'm3', 'peer')
    expect(await box.usage(mine)).toBe(0)
    expect(await box.usage(`mailbox:${t}`)).toBe(size)
    expect(await box.put(message(t, 'm4', 6), charges)).toEqual({ kind: 'stored' })
    expect(await box.put(message(t, 'm5', 7), charges)).toEqual({ kind: 'stored' })
  })
}
