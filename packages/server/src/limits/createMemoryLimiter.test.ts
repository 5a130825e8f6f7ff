import { describe, expect, it } from 'vitest'
import { createMemoryLimiter } from './createMemoryLimiter.ts'

describe('createMemoryLimiter', () => {
  it('counts a fixed window from a key’s first use, refusals included, and answers without a promise', () => {
    let t = 1_000_000
    const limiter = createMemoryLimiter(3, 1, () => t)
    const answers = [1, 2, 3, 4].map(() => limiter.consume('a'))
    expect(answers.map((a) => a.ok)).toEqual([true, true, true, false])
    expect(answers.map((a) => a.remaining)).toEqual([2, 1, 0, 0])
    expect(answers[3]?.retryAfterSeconds).toBe(1)
    expect(limiter.consume('b', 3).ok).toBe(true)
    t += 999
    expect(limiter.consume('a').ok).toBe(false) // the window still runs
    t += 1
    expect(limiter.consume('a')).toEqual({ ok: true, remaining: 2, retryAfterSeconds: 1 }) // a new one
    expect(limiter.consume('a', 5).ok).toBe(false) // points at once count as many
  })

  it('take counts in the same window as consume, answering 0 or the seconds to wait', () => {
    let t = 5_000
    const limiter = createMemoryLimiter(3, 10, () => t)
    expect([limiter.take('a', 2), limiter.consume('a').ok, limiter.take('a')]).toEqual([0, true, 10])
    t += 4_001
    expect(limiter.take('a')).toBe(6)
    t += 6_000
    expect(limiter.take('a', 3)).toBe(0) // a new window
    expect(limiter.consume('a').ok).toBe(false)
  })

  it('drops keys whose window ended (no timer per key), and forgets a key on reset', () => {
    let t = 0
    const limiter = createMemoryLimiter(10, 60, () => t)
    for (let i = 0; i < 1000; i++) limiter.consume(`ip:${i}`)
    expect(limiter.size).toBe(1000)
    t += 60_000
    limiter.consume('ip:new')
    expect(limiter.size).toBe(1)
    limiter.consume('ip:new', 10)
    expect(limiter.consume('ip:new').ok).toBe(false)
    limiter.reset('ip:new')
    expect(limiter.consume('ip:new').ok).toBe(true)
  })

  it('tells whether a key is refused now without counting', () => {
    let t = 0
    const limiter = createMemoryLimiter(2, 10, () => t)
    expect(limiter.blocked('a')).toBeUndefined()
    limiter.consume('a')
    expect(limiter.blocked('a')).toBeUndefined()
    limiter.consume('a')
    expect(limiter.blocked('a')).toEqual({ ok: false, remaining: 0, retryAfterSeconds: 10 })
    expect(limiter.blocked('a')).toEqual({ ok: false, remaining: 0, retryAfterSeconds: 10 }) // nothing counted
    t += 10_000
    expect(limiter.blocked('a')).toBeUndefined()
  })
})
