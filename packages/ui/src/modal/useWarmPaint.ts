import { type RefObject, useEffect, useLayoutEffect, useState } from 'react'
import { nextFrame, whenIdle } from '../context/whenIdle.ts'

/** The backdrop's style while the hidden Connect is painted once: drawn, but too faint to change a pixel, and hit by nothing. */
export const WARM_STYLE = { opacity: 0.001, pointerEvents: 'none' } as const

/** How long the faint frame stays up once two frames have begun: time for the raster workers to draw it. */
const WARM_MS = 50

/** Idle moments to wait for the dialog's stylesheet before painting anyway. */
const STYLE_TRIES = 20

/**
 * Issue 38, click → Connect: the hidden Connect (a `visibility: hidden` wrapper) is laid out but never painted,
 * so the first frame after the click rastered it cold — the panel's 48 px shadow mask, the first glyphs of each
 * size and weight, the wallet icons' decoded images: ~6 ms on the raster workers against the plain `<dialog>`'s
 * 0.4 ms (bench/README.md, "seventh part"). Once, when the page is idle, this paints it for a few frames at
 * opacity 0.001 — no pixel changes, `inert` and `aria-hidden` on the wrapper and no pointer events, so
 * nothing can reach it — and hides it again: Chromium's raster caches (Skia's glyph and blur-mask caches, the
 * decoded images) then hold what the click's frame needs. Nothing stays composited or allocated by the page,
 * nothing loads. Answers whether the faint frame is up now; an open dialog ends it at once (`active` false).
 */
export function useWarmPaint(
  wrapper: RefObject<HTMLElement | null>,
  panel: RefObject<HTMLElement | null>,
  active: boolean,
): boolean {
  const [warming, setWarming] = useState(false)
  const [warmed, setWarmed] = useState(false)
  const faint = warming && active
  // `inert` and `aria-hidden` in the same commit as the faint style, before the frame; an opening click clears
  // them in its own commit, before the focus trap moves focus in
  useLayoutEffect(() => {
    const el = wrapper.current
    if (!el) return
    if (faint) {
      el.setAttribute('inert', '')
      el.setAttribute('aria-hidden', 'true')
    } else if (el.hasAttribute('inert')) {
      el.removeAttribute('inert')
      el.removeAttribute('aria-hidden')
    }
  }, [wrapper, faint])
  useEffect(() => {
    if (!active || warmed) return
    let live = true
    let tries = 0
    const warm = async () => {
      const el = panel.current
      if (!live || !el) return
      // the dialog's stylesheet is a lazy chunk asked for at start: a panel not styled yet (`.panel` is a flex
      // column) would warm the caches for the wrong look — wait for it, a few idle moments at most
      const style = el.ownerDocument.defaultView?.getComputedStyle(el)
      if (style && style.display !== 'flex' && ++tries < STYLE_TRIES) return whenIdle(warm)
      const images = [...el.querySelectorAll('img')]
      // the icons decoded first, so the faint frame draws them (an icon that fails is drawn as it is)
      await Promise.all(images.map((img) => (img.decode ? img.decode().catch(() => undefined) : undefined)))
      if (!live) return
      setWarming(true)
      await nextFrame()
      await nextFrame()
      await new Promise((resolve) => setTimeout(resolve, WARM_MS))
      if (!live) return
      setWarming(false)
      setWarmed(true)
    }
    whenIdle(warm)
    return () => {
      live = false
      setWarming(false)
    }
  }, [panel, active, warmed])
  return faint
}
