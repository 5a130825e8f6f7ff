import { describe, expect, it } from 'vitest'
import type { WebSocket } from 'ws'
import { createOutbox } from './createOutbox.ts'

const socket = (sent: string[], open = true) =>
  ({ OPEN: 1, readyState: open ? 1 : 3, send: (t: string) => sent.push(t) }) as unknown as WebSocket
const turn = () => new Promise((r) => setImmediate(r))

describe('createOutbox', () => {
  it('writes the frames of one turn after it, in order per socket, and skips closed sockets', async () => {
    const outbox = createOutbox()
    const a: string[] = []
    const b: string[] = []
    const closed: string[] = []
    const wsA = socket(a)
    const wsB = socket(b)
    outbox.send(wsA, 'answer 1')
    outbox.send(wsB, 'delivery 1')
    outbox.send(wsA, 'answer 2')
    outbox.send(socket(closed, false), 'lost')
    expect([a, b]).toEqual([[], []])
    await turn()
    expect(a).toEqual(['answer 1', 'answer 2'])
    expect(b).toEqual(['delivery 1'])
    expect(closed).toEqual([])
    outbox.send(wsB, 'delivery 2')
    await turn()
    expect(b).toEqual(['delivery 1', 'delivery 2'])
  })
})
