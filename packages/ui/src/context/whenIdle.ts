/**
 * Runs `callback` when the page is idle (`requestIdleCallback`, else a 1 ms timer): what the dialog loads
 * ahead of need goes after the frames a click paints, not into them.
 */
export function whenIdle(callback: () => void): void {
  const idle = (globalThis as { requestIdleCallback?: (cb: () => void) => number }).requestIdleCallback
  if (idle) idle(callback)
  else setTimeout(callback, 1)
}
