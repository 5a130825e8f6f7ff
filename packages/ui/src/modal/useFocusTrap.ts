import { type RefObject, useEffect } from 'react'
import { deepActiveElement, focusables, restoreFocus, shadowHosts } from './focusables.ts'

/**
 * While `active`: remembers what had focus, moves focus into the panel, keeps Tab / Shift+Tab inside,
 * calls `onEscape` on Esc, and gives focus back to the opener (or what replaced it) when it ends.
 *
 * Focus lost inside the panel comes back to it: an element removed (a view replaced) is seen by the mutation
 * observer; an element hidden in place is not — React's Suspense hides the view it replaces (`display: none`)
 * while the next view's chunk loads, and the browser then blurs the focused element to the page's body with no
 * mutation after it. Left there, Esc reached no listener and the dialog could not be closed from the keyboard
 * (after a WalletConnect approval, the QR view's "Copy link" was hidden that way). So a blur to nowhere puts
 * focus back on the panel's first element that takes it.
 */
export function useFocusTrap(panel: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void): void {
  useEffect(() => {
    const el = panel.current
    if (!active || !el) return
    const doc = el.ownerDocument
    const opener = deepActiveElement(doc)
    const openerHosts = shadowHosts(opener)
    const root = el.getRootNode() as ShadowRoot | Document
    let stopped = false
    const focusFirst = () => {
      if (stopped || !el.isConnected || el.contains(root.activeElement)) return
      // the first that takes focus (a hidden one does not), else the panel itself
      for (const item of [...focusables(el), el]) {
        item.focus()
        if (el.contains(root.activeElement)) return
      }
    }
    focusFirst()
    const observer = new MutationObserver(focusFirst)
    observer.observe(el, { childList: true, subtree: true })
    // a blur to nowhere: the page's body has focus after it — not another element, nor a frame the visitor
    // clicked into (the e-mail wallet's approval frame over the panel), nor another window (the element keeps it)
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget !== null) return
      queueMicrotask(() => {
        if (doc.activeElement === null || doc.activeElement === doc.body) focusFirst()
      })
    }
    el.addEventListener('focusout', onFocusOut)
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
      stopped = true
      observer.disconnect()
      el.removeEventListener('keydown', onKeyDown)
      el.removeEventListener('focusout', onFocusOut)
      restoreFocus(opener, openerHosts)
    }
  }, [panel, active, onEscape])
}
