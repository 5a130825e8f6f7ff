import { type RefObject, useEffect } from 'react'
import { deepActiveElement, focusables, restoreFocus, shadowHosts } from './focusables.ts'

/**
 * While `active`: remembers what had focus, moves focus into the panel, keeps Tab / Shift+Tab inside,
 * calls `onEscape` on Esc, and gives focus back to the opener (or what replaced it) when it ends.
 */
export function useFocusTrap(panel: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void): void {
  useEffect(() => {
    const el = panel.current
    if (!active || !el) return
    const doc = el.ownerDocument
    const opener = deepActiveElement(doc)
    const openerHosts = shadowHosts(opener)
    const root = el.getRootNode() as ShadowRoot | Document
    const focusFirst = () => {
      if (el.contains(root.activeElement)) return
      const first = focusables(el)[0]
      ;(first ?? el).focus()
    }
    focusFirst()
    const observer = new MutationObserver(focusFirst)
    observer.observe(el, { childList: true, subtree: true })
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        onEscape()
        return
      }
      if (event.key !== 'Tab') return
      const items = focusables(el)
      if (items.length === 0) {
        event.preventDefault()
        return
      }
      const current = root.activeElement as HTMLElement | null
      const index = current ? items.indexOf(current) : -1
      const next = event.shiftKey
        ? index <= 0
          ? items[items.length - 1]
          : items[index - 1]
        : index === items.length - 1 || index === -1
          ? items[0]
          : items[index + 1]
      event.preventDefault()
      next?.focus()
    }
    el.addEventListener('keydown', onKeyDown)
    return () => {
      observer.disconnect()
      el.removeEventListener('keydown', onKeyDown)
      restoreFocus(opener, openerHosts)
    }
  }, [panel, active, onEscape])
}
