import type { SIWXSession } from '@gangway/core'
import { describe, expect, it } from 'vitest'
import { BlockedStorage, MemoryStorage } from '../test/memoryStorage.ts'
import { LocalStorage } from './LocalStorage.ts'

const A = 'eip155:1' as const
const B = 'eip155:10' as const
const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function session(chainId: `eip155:${number}`, accountAddress: string, times: Partial<SIWXSession['data']> = {}) {
  return {
    data: {
      chainId,
      accountAddress,
      domain: 'a.example',
      uri: 'https://a.example/',
      version: '1',
      nonce: `n${Math.random()}`,
      ...times,
    },
    message: `message of ${accountAddress} on ${chainId}`,
    signature: '0x01',
  } satisfies SIWXSession
}

describe('LocalStorage', () => {
  it('stores under @gangway/siwx by default and reads back the sessions of one address on one chain', async () => {
    const backend = new MemoryStorage()
    const storage = new LocalStorage({ storage: backend })
    const mine = session(A, alice)
    await storage.add(mine)
    await storage.add(session(B, alice))
    await storage.add(session(A, bob))
    expect(JSON.parse(backend.getItem('@gangway/siwx') ?? '[]')).toHaveLength(3)
    expect(await storage.get(A, alice)).toEqual([mine])
    // eip155 addresses compare case-insensitively
    expect(await storage.get(A, alice.toLowerCase())).toEqual([mine])
    // a second instance on the same storage (a reload) sees them
    expect(await new LocalStorage({ storage: backend }).get(A, alice)).toEqual([mine])
  })

  it('delete removes the sessions of that chain AND that address only (AppKit removes every other chain and address too)', async () => {
    const storage = new LocalStorage({ storage: new MemoryStorage() })
    const keep = [session(B, alice), session(A, bob), session(B, bob)]
    await storage.set([session(A, alice), session(A, alice), ...keep])
    await storage.delete(A, alice)
    expect(await storage.get(A, alice)).toEqual([])
    expect([...(await storage.get(B, alice)), ...(await storage.get(A, bob)), ...(await storage.get(B, bob))]).toEqual(
      keep,
    )
  })

  it('does not return sessions that expired or have not started', async () => {
    const storage = new LocalStorage({ storage: new MemoryStorage() })
    const hour = 3_600_000
    const iso = (offset: number) => new Date(Date.now() + offset).toISOString()
    const live = session(A, alice, { issuedAt: iso(-hour), expirationTime: iso(hour) })
    await storage.set([
      live,
      session(A, alice, { expirationTime: iso(-1) }),
      session(A, alice, { notBefore: iso(hour) }),
      session(A, alice, { issuedAt: iso(hour) }),
    ])
    expect(await storage.get(A, alice)).toEqual([live])
  })

  it('ignores unreadable content (not JSON, not an array, entries that are not sessions)', async () => {
    const backend = new MemoryStorage()
    const storage = new LocalStorage({ storage: backend, key: 'k' })
    backend.setItem('k', '{not json')
    expect(await storage.get(A, alice)).toEqual([])
    backend.setItem('k', '{"a":1}')
    expect(await storage.get(A, alice)).toEqual([])
    const good = session(A, alice)
    backend.setItem('k', JSON.stringify([null, 3, { data: {} }, good]))
    expect(await storage.get(A, alice)).toEqual([good])
  })

  it('keeps sessions in memory for the page when the storage throws (third-party storage blocked)', async () => {
    const storage = new LocalStorage({ storage: new BlockedStorage() })
    expect(await storage.get(A, alice)).toEqual([])
    const mine = session(A, alice)
    await storage.add(mine)
    expect(await storage.get(A, alice)).toEqual([mine])
    await storage.delete(A, alice)
    expect(await storage.get(A, alice)).toEqual([])
  })

  it('works where there is no localStorage at all (server rendering), in memory', async () => {
    expect(typeof localStorage).toBe('undefined')
    const storage = new LocalStorage()
    await storage.add(session(A, alice))
    expect(await storage.get(A, alice)).toHaveLength(1)
  })
})
