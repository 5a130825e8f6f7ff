// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { preloadImages } from './preloadImages.ts'

afterEach(() => vi.useRealTimers())

describe('image preload cap (SPEC §9: 2 s)', () => {
  it('waits for images that do not come at most 2 s', async () => {
    vi.useFakeTimers()
    let done = false
    // happy-dom loads no images: these never fire load or error, like a stalled image host
    void preloadImages(['http://127.0.0.1:9/a.png', 'http://127.0.0.1:9/b.png']).then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(1_999)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
  })

  it('is done as soon as every image loaded or failed', async () => {
    const images: { onload?: () => void; onerror?: () => void; src?: string }[] = []
    const RealImage = globalThis.Image
    // the browser's Image, observed: each preload gets its own element
    vi.stubGlobal(
      'Image',
      class extends RealImage {
        constructor() {
          super()
          images.push(this as never)
        }
      },
    )
    const started = Date.now()
    const done = preloadImages(['http://127.0.0.1:9/a.png', 'http://127.0.0.1:9/b.png'])
    images[0]?.onload?.()
    images[1]?.onerror?.()
    await done
    expect(Date.now() - started).toBeLessThan(1_000)
    expect(images.map((i) => i.src)).toEqual(['http://127.0.0.1:9/a.png', 'http://127.0.0.1:9/b.png'])
    vi.unstubAllGlobals()
  })

  it('resolves at once without images or without Image (a server render)', async () => {
    await preloadImages([])
    vi.stubGlobal('Image', undefined)
    await preloadImages(['http://127.0.0.1:9/a.png'])
    vi.unstubAllGlobals()
  })
})
