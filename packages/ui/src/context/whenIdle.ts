/**
 * Runs `callback` when the page is idle (`requestIdleCallback`, else a 1 ms timer): what the dialog loads
 * ahead of need goes after the frames a click paints, not into them.
 */
export function whenIdle(callback: () => void): void {
  const idle = (globalThis as { requestIdleCallback?: (cb: () => void) => number }).requestIdleCallback
  if (idle) idle(callback)
  else setTimeout(callback, 1)
}

/**
 * Runs `callback` when the page is idle after the next two frames have begun — after the frame that paints
 * what just changed (the dialog opening) and its raster: what an open dialog loads ahead of need then takes
 * no CPU from the workers drawing it (issue 38: on 2 cores the idle callback right after the first frame ran
 * the loaders' ~2–4 ms of script beside the dialog's raster).
 */
export function whenPainted(callback: () => void): void {
  const raf = frameRequest()
  if (raf) raf(() => raf(() => whenIdle(callback)))
  else whenIdle(callback)
}

/** Resolves when the next frame begins (`requestAnimationFrame`, else a 16 ms timer). */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => {
    const raf = frameRequest()
    if (raf) raf(() => resolve())
    else setTimeout(resolve, 16)
  })
}

/** The page's `requestAnimationFrame`, where it has one. */
function frameRequest(): ((callback: () => void) => number) | undefined {
  return (globalThis as { requestAnimationFrame?: (callback: () => void) => number }).requestAnimationFrame
}
