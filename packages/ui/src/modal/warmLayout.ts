/**
 * Lays out a tree React keeps hidden (`<Activity mode="hidden">` puts `display: none !important` on it) once,
 * unseen, and hides it again — all in one synchronous step, so no frame ever paints it, nothing gets focus and
 * no effect or observer of the page sees a change. A `display: none` tree is never styled or laid out, so
 * without this the click that reveals the pre-rendered Connect paid, in its own task, for the first
 * platform-font lookups of each size and weight the dialog uses (a synchronous round trip to the browser
 * process apiece on Linux: ~3 ms of the ~10 ms click), the first text shaping and the first matching of its
 * rules (issue 38's trace, bench/README.md). Those caches (fonts, shaping, matched styles) outlive the
 * layout, so the reveal reuses them. `visibility: hidden` keeps the copy out of sight and out of the
 * accessibility tree for the moment it is displayed. Answers whether it laid anything out.
 */
export function warmLayout(element: HTMLElement | null | undefined): boolean {
  if (!element?.isConnected) return false
  const style = element.style
  if (style.getPropertyValue('display') !== 'none') return false // shown (or not React's hiding): nothing to warm
  const saved = style.cssText
  style.removeProperty('display')
  style.setProperty('visibility', 'hidden', 'important')
  // forces style and layout of the tree now
  element.getBoundingClientRect()
  style.cssText = saved
  return true
}
