import { afterEach, describe, expect, it, vi } from 'vitest'
import { whenPainted } from './whenIdle.ts'

const g = globalThis as { requestAnimationFrame?: unknown; requestIdleCallback?: unknown }

afterEach(() => {
  delete g.requestAnimationFrame
  delete g.requestIdleCallback
})

describe('whenPainted', () => {
  it('runs the callback in an idle callback after two animation frames have begun, not before', () => {
    const frames: (() => void)[] = []
    const idles: (() => void)[] = []
    g.requestAnimationFrame = (cb: () => void) => frames.push(cb)
    g.requestIdleCallback = (cb: () => void) => idles.push(cb)
    const callback = vi.fn()
    whenPainted(callback)
    // the frame that paints the change
    frames.shift()?.()
    expect([callback.mock.calls.length, idles.length]).toEqual([0, 0])
    // the next one: its raster is done by now
    frames.shift()?.()
    expect([callback.mock.calls.length, idles.length]).toEqual([0, 1])
    idles.shift()?.()
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('without animation frames (not a browser) waits for an idle moment only', async () => {
    const callback = vi.fn()
    whenPainted(callback)
    expect(callback).not.toHaveBeenCalled()
    await new Promise((r) => setTimeout(r, 5))
    expect(callback).toHaveBeenCalledTimes(1)
  })
})
