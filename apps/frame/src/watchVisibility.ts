/** How long the approval must have been fully visible before Approve turns on. */
export const VISIBLE_BEFORE_APPROVE_MS = 600
/**
 * The smallest frame in which the approval can be read (the dialog shows it at about 330 × 340): a page that
 * cuts the frame down to the Approve button alone gets no Approve.
 */
export const MIN_FRAME_SIZE = { width: 260, height: 300 } as const
/** IntersectionObserver v2's minimum delay between visibility reports. */
const TRACK_DELAY_MS = 100

type ObserverInit = IntersectionObserverInit & { trackVisibility?: boolean; delay?: number }
type Entry = IntersectionObserverEntry & { isVisible?: boolean }

/** Whether this browser computes real visibility (IntersectionObserver v2: opacity, transforms, overlap). */
export function tracksVisibility(win: Window): boolean {
  const Entry = (win as unknown as { IntersectionObserverEntry?: { prototype: object } }).IntersectionObserverEntry
  return Boolean(Entry && 'isVisible' in Entry.prototype)
}

/**
 * Calls `onChange(true)` once `element` (the whole approval panel) has been on screen, whole, at least
 * MIN_FRAME_SIZE, and — where the browser has IntersectionObserver v2 (Chromium) — really visible for
 * `delayMs`: not made transparent, not transformed or filtered, not covered by anything the parent page draws.
 * `onChange(false)` as soon as any of that stops. Elsewhere only "whole, in the viewport, large enough and the
 * tab is visible" can be known (v1), plus the same delay. Answers a function that stops watching.
 */
export function watchVisibility(
  element: Element,
  onChange: (visible: boolean) => void,
  win: Window = window,
  delayMs = VISIBLE_BEFORE_APPROVE_MS,
): () => void {
  const v2 = tracksVisibility(win)
  let timer: ReturnType<typeof setTimeout> | undefined
  let shown = false
  let seen = false
  const set = (visible: boolean) => {
    if (visible && !shown && timer === undefined) {
      timer = setTimeout(() => {
        timer = undefined
        shown = true
        onChange(true)
      }, delayMs)
    }
    if (!visible) {
      clearTimeout(timer)
      timer = undefined
      if (shown) onChange(false)
      shown = false
    }
  }
  const update = () =>
    set(
      seen &&
        win.document.visibilityState === 'visible' &&
        win.innerWidth >= MIN_FRAME_SIZE.width &&
        win.innerHeight >= MIN_FRAME_SIZE.height,
    )
  const init: ObserverInit = v2 ? { threshold: [1], trackVisibility: true, delay: TRACK_DELAY_MS } : { threshold: [1] }
  const Observer = (win as Window & typeof globalThis).IntersectionObserver
  const observer = new Observer((entries) => {
    const last = entries[entries.length - 1] as Entry | undefined
    if (!last) return
    seen = last.isIntersecting && last.intersectionRatio >= 0.99 && (v2 ? last.isVisible === true : true)
    update()
  }, init)
  observer.observe(element)
  win.document.addEventListener('visibilitychange', update)
  win.addEventListener('resize', update)
  return () => {
    clearTimeout(timer)
    observer.disconnect()
    win.document.removeEventListener('visibilitychange', update)
    win.removeEventListener('resize', update)
  }
}
