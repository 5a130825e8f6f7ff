import { afterEach, describe, expect, it, vi } from 'vitest'
import { VISIBLE_BEFORE_APPROVE_MS, watchVisibility } from './watchVisibility.ts'

/** A window with a controllable IntersectionObserver (v2 when `v2`), size and tab visibility. */
function fakeWindow(v2: boolean) {
  let report: (entries: unknown[]) => void = () => undefined
  const listeners = new Map<string, () => void>()
  const win = {
    innerWidth: 330,
    innerHeight: 340,
    IntersectionObserverEntry: { prototype: v2 ? { isVisible: false } : {} },
    IntersectionObserver: class {
      readonly init: unknown
      constructor(callback: (entries: unknown[]) => void, init: unknown) {
        report = callback
        this.init = init
      }
      observe() {}
      disconnect() {}
    },
    document: {
      visibilityState: 'visible',
      addEventListener: (name: string, l: () => void) => listeners.set(name, l),
      removeEventListener: () => undefined,
    },
    addEventListener: (name: string, l: () => void) => listeners.set(name, l),
    removeEventListener: () => undefined,
  }
  const entry = (isVisible: boolean, ratio = 1) =>
    report([{ isIntersecting: ratio > 0, intersectionRatio: ratio, isVisible }])
  return { win: win as unknown as Window, raw: win, entry, fire: (name: string) => listeners.get(name)?.() }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('watchVisibility', () => {
  it('turns on only after the panel has been really visible for a moment, off at once when it stops', () => {
    vi.useFakeTimers()
    const w = fakeWindow(true)
    const onChange = vi.fn()
    watchVisibility({} as Element, onChange, w.win)
    w.entry(false) // opacity 0, covered, transformed…
    vi.advanceTimersByTime(10_000)
    expect(onChange).not.toHaveBeenCalled()
    w.entry(true)
    vi.advanceTimersByTime(VISIBLE_BEFORE_APPROVE_MS - 1)
    w.entry(false) // hidden again just before the delay ends: the wait starts over
    vi.advanceTimersByTime(10_000)
    expect(onChange).not.toHaveBeenCalled()
    w.entry(true)
    vi.advanceTimersByTime(VISIBLE_BEFORE_APPROVE_MS)
    expect(onChange).toHaveBeenLastCalledWith(true)
    w.entry(true, 0.5) // partly out of view
    expect(onChange).toHaveBeenLastCalledWith(false)
    w.entry(true)
    vi.advanceTimersByTime(VISIBLE_BEFORE_APPROVE_MS)
    w.raw.innerHeight = 60 // cut down to the buttons
    w.fire('resize')
    expect(onChange).toHaveBeenLastCalledWith(false)
  })

  it('without IntersectionObserver v2: whole, in view, large enough and the tab visible, plus the delay', () => {
    vi.useFakeTimers()
    const w = fakeWindow(false)
    const onChange = vi.fn()
    watchVisibility({} as Element, onChange, w.win)
    w.raw.document.visibilityState = 'hidden'
    w.entry(false)
    vi.advanceTimersByTime(10_000)
    expect(onChange).not.toHaveBeenCalled()
    w.raw.document.visibilityState = 'visible'
    w.fire('visibilitychange')
    vi.advanceTimersByTime(VISIBLE_BEFORE_APPROVE_MS)
    expect(onChange).toHaveBeenLastCalledWith(true)
  })
})
