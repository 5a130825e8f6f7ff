import { describe, expect, it } from 'vitest'
import { createTtlCache } from './createTtlCache.ts'

describe('createTtlCache', () => {
  it('reuses an answer for the ttl, shares concurrent loads, forgets failures and old keys', async () => {
    let t = 0
    let loads = 0
    const cache = createTtlCache<number>(1000, 2, () => t)
    const load = async () => ++loads
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1])
    t = 999
    expect(await cache.get('a', load)).toBe(1)
    t = 1000
    expect(await cache.get('a', load)).toBe(2)
    await expect(cache.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await cache.get('b', load)).toBe(3)
    await cache.get('c', load)
    await cache.get('d', load)
    expect(await cache.get('a', load)).toBe(6)
    expect(await createTtlCache<number>(0).get('x', load)).toBe(7)
  })

  it('delete forgets a key at once (the next get loads afresh), others stay', async () => {
    let loads = 0
    const cache = createTtlCache<number>(60_000)
    const load = async () => ++loads
    await cache.get('a', load)
    await cache.get('b', load)
    cache.delete('a')
    expect(await cache.get('a', load)).toBe(3)
    expect(await cache.get('b', load)).toBe(2)
  })
})
