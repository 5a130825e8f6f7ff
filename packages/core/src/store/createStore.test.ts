import { describe, expect, it, vi } from 'vitest'
import { createStore } from './createStore.ts'

describe('createStore', () => {
  it('patches state and notifies key subscribers only when their key changes', () => {
    const store = createStore({ a: 1, b: 'x' })
    const onA = vi.fn()
    const onAny = vi.fn()
    store.subscribeKey('a', onA)
    store.subscribe(onAny)
    store.set({ b: 'y' })
    expect(onA).not.toHaveBeenCalled()
    store.set((s) => ({ a: s.a + 1 }))
    expect(onA).toHaveBeenCalledWith(2, 1)
    expect(onAny).toHaveBeenCalledTimes(2)
    expect(store.get()).toEqual({ a: 2, b: 'y' })
  })

  it('keeps stores independent (no shared module state)', () => {
    const one = createStore({ n: 0 })
    const two = createStore({ n: 0 })
    one.set({ n: 5 })
    expect(two.get().n).toBe(0)
  })
})
