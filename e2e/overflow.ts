import type { Page } from '@playwright/test'

/**
 * Elements whose visible part reaches past the right edge of the viewport, looked for in the page and in
 * every shadow root (the dialog's and the buttons'). "Visible part": the element's box cut by each ancestor
 * that clips (overflow other than visible), so an ellipsised name inside its row does not count, and
 * `position: fixed` ancestors stop the walk. Each offender is named by a short CSS path and how far it goes.
 */
export async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const offenders: string[] = []
    const parentOf = (el: Element): Element | null =>
      el.parentElement ?? ((el.getRootNode() as ShadowRoot).host as Element | undefined) ?? null
    const describe = (el: Element) => {
      const parts: string[] = []
      for (let e: Element | null = el; e && parts.length < 4; e = parentOf(e)) {
        const cls =
          typeof e.className === 'string' && e.className ? `.${e.className.trim().split(/\s+/).join('.')}` : ''
        parts.unshift(`${e.localName}${e.id ? `#${e.id}` : ''}${cls}`)
      }
      return parts.join(' > ')
    }
    const visibleRight = (el: Element): number | undefined => {
      const rect = el.getBoundingClientRect()
      if (rect.width === 0 || rect.height === 0) return undefined
      let right = rect.right
      let left = rect.left
      for (let a = parentOf(el); a; a = parentOf(a)) {
        const style = getComputedStyle(a)
        if (style.overflowX !== 'visible' && a !== document.documentElement && a !== document.body) {
          const r = a.getBoundingClientRect()
          right = Math.min(right, r.right)
          left = Math.max(left, r.left)
        }
        if (style.position === 'fixed') break
      }
      return right > left ? right : undefined
    }
    const visit = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        const style = getComputedStyle(el)
        if (style.visibility === 'hidden' || style.display === 'none') continue
        const right = visibleRight(el)
        if (right !== undefined && right > width + 0.5)
          offenders.push(`${describe(el)} (+${Math.round(right - width)} px)`)
        if (el.shadowRoot) visit(el.shadowRoot)
      }
    }
    visit(document)
    if (document.documentElement.scrollWidth > width) {
      offenders.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px wide)`)
    }
    return offenders
  })
}
